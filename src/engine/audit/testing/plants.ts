import type { ProjectFile } from "../../project/source";
import type { Finding } from "../index";
import type { Fixture } from "./fixtures";

/**
 * What the planted sets (decision 125) share: a finding as they match it (code, file, line), and
 * the edits that plant a defect in a fixture's copy.
 */
export type Expected = Pick<Finding, "code" | "file" | "line">;

/** A finding as the sets match it: `unknown-command CLAUDE.md:12`. */
export const where = (finding: Expected) => `${finding.code} ${finding.file}:${finding.line}`;

/** A file's text in the fixture, "" when it has none. */
export const text = (fixture: Fixture, path: string) =>
  fixture.files.find((file) => file.path === path)?.content ?? "";

/** The 1-based line of the first line holding `part`; 0 when none does. */
export const lineOf = (fixture: Fixture, path: string, part: string) =>
  text(fixture, path)
    .split("\n")
    .findIndex((line) => line.includes(part)) + 1;

/** The fixture with one file's text changed. */
export function edit(path: string, change: (content: string) => string) {
  return (fixture: Fixture): Fixture => ({
    ...fixture,
    files: fixture.files.map((file) =>
      file.path === path ? { ...file, content: change(file.content!) } : file,
    ),
  });
}

/** The fixture with a file added (or its text replaced). */
export function add(path: string, content: string) {
  return (fixture: Fixture): Fixture => ({
    files: [...fixture.files.filter((file) => file.path !== path), { path, content }],
    paths: [...new Set([...fixture.paths, path])],
  });
}

/** The fixture with a file moved. */
export function rename(from: string, to: string) {
  return (fixture: Fixture): Fixture => ({
    files: fixture.files.map((file): ProjectFile =>
      file.path === from ? { ...file, path: to } : file,
    ),
    paths: fixture.paths.map((path) => (path === from ? to : path)),
  });
}
