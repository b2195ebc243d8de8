import type { ProjectFile } from "../../project/source";

/**
 * The planted set's clean copies (decision 125), one folder per public repository under
 * `fixtures/`: `files/` (the copied files at their paths, each with `.txt` added so that the
 * formatter and its config lookup leave them as they are), `tree.txt` (a path in each of the
 * repository's folders), `LICENSE`, `SOURCE`, and `left-out.txt` (files a walker reads that are
 * left out for size, lockfiles: listed without their text). Read by the bundler, as the engine reads no disk.
 */
const texts: Record<string, string> = {
  ...import.meta.glob<string>("../fixtures/**/*", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
  ...import.meta.glob<string>("../fixtures/*/files/.*", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
  ...import.meta.glob<string>("../fixtures/*/files/.*/**/*", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
};

export interface Fixture {
  readonly files: ProjectFile[];
  readonly paths: string[];
}

/** A fixture's copied files and every path of its tree. */
export function loadFixture(name: string): Fixture {
  const prefix = `../fixtures/${name}/files/`;
  const files = Object.entries(texts)
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, content]) => ({ path: path.slice(prefix.length).replace(/\.txt$/, ""), content }));
  const tree = fixtureText(name, "tree.txt").split("\n").filter(Boolean);
  // Files a walker reads that the fixture leaves out for size (lockfiles): listed, without text.
  const listed = (texts[`../fixtures/${name}/left-out.txt`] ?? "").split("\n").filter(Boolean);
  return {
    files: [...files, ...listed.map((path): ProjectFile => ({ path }))],
    paths: [...new Set([...tree, ...files.map((file) => file.path), ...listed])],
  };
}

/** A fixture's text kept beside its files (a part a plant puts back). */
export function fixtureText(name: string, file: string): string {
  const text = texts[`../fixtures/${name}/${file}`];
  if (text === undefined) throw new Error(`No fixture file ${name}/${file}`);
  return text;
}
