import type { ProjectNote } from "#contract/project-facts";
import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import { baseName } from "./files";

/** A path a walker listed, with its text when it was read, or why it could not be. */
export interface ProjectFile {
  /** Relative to the project's root, `/`-separated. */
  readonly path: string;
  readonly content?: string;
  readonly problem?: "too-large" | "binary" | "unreadable";
}

/** Files that are binary by design: their presence is the fact, their bytes are not read. */
const BINARY_BY_DESIGN = new Set(["bun.lockb"]);

const PROBLEM_NOTES = {
  "too-large": "file-too-large",
  binary: "file-binary",
  unreadable: "file-unreadable",
} as const;

/** "apps/web" for "apps/web/package.json"; "" at the root. */
export function dirName(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}

/** `dir` joined with `name`, for the root too. */
export function joinPath(dir: string, name: string): string {
  return dir === "" ? name : `${dir}/${name}`;
}

/** Strips comments and trailing commas from JSONC (tsconfig, bun.lock) outside strings. */
export function stripJsonComments(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      out += text.slice(i, end + 1);
      i = end + 1;
    } else if (char === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++;
    } else if (char === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 2;
    } else {
      out += char;
      i++;
    }
  }
  return out.replace(/,(\s*[}\]])/g, "$1");
}

type Parser = (text: string) => unknown;

const parsers: Readonly<Record<"json" | "jsonc" | "toml" | "yaml", Parser>> = {
  json: (text) => JSON.parse(text),
  jsonc: (text) => JSON.parse(stripJsonComments(text)),
  toml: (text) => parseToml(text),
  yaml: (text) => parseYaml(text, { maxAliasCount: 100 }),
};

/**
 * The files of one import: their texts by path, parsed on demand and once. A file that cannot
 * be used — not read, binary, malformed — is noted once and read as absent, never a crash.
 */
export class ProjectSource {
  readonly notes: ProjectNote[] = [];
  private readonly texts = new Map<string, string>();
  private readonly listed = new Set<string>();
  private readonly parsed = new Map<string, unknown>();
  private readonly indexes = new Map<(text: string) => unknown, Map<string, unknown>>();

  constructor(files: readonly ProjectFile[]) {
    for (const file of files) {
      this.listed.add(file.path);
      if (file.problem) {
        if (!BINARY_BY_DESIGN.has(baseName(file.path)))
          this.note(PROBLEM_NOTES[file.problem], file.path);
      } else if (file.content !== undefined) {
        if (file.content.includes("\0")) this.note("file-binary", file.path);
        else this.texts.set(file.path, file.content.replace(/^\uFEFF/, ""));
      }
    }
  }

  note(code: ProjectNote["code"], path: string | null, params: Record<string, string> = {}) {
    this.notes.push({ code, path, params });
  }

  /** True when the walker listed the path, read or not. */
  has(path: string): boolean {
    return this.listed.has(path);
  }

  text(path: string): string | undefined {
    return this.texts.get(path);
  }

  /** Every listed path, in the walker's order. */
  paths(): IterableIterator<string> {
    return this.listed.values();
  }

  /** Listed paths whose last segment matches. */
  named(test: (name: string) => boolean): string[] {
    return [...this.listed].filter((path) => test(baseName(path)));
  }

  json(path: string) {
    return this.parse(path, "json");
  }
  jsonc(path: string) {
    return this.parse(path, "jsonc");
  }
  toml(path: string) {
    return this.parse(path, "toml");
  }
  yaml(path: string) {
    return this.parse(path, "yaml");
  }

  /**
   * What `index` makes of the file's text, made once per path and index: a workspace's lockfile
   * serves every package under it. Undefined when the file has no text. `index` must be one
   * function for every call (not a fresh closure), or each call indexes again.
   */
  indexed<T>(path: string, index: (text: string) => T): T | undefined {
    let byPath = this.indexes.get(index);
    if (!byPath) this.indexes.set(index, (byPath = new Map()));
    if (byPath.has(path)) return byPath.get(path) as T | undefined;
    const text = this.text(path);
    const value = text === undefined ? undefined : index(text);
    byPath.set(path, value);
    return value;
  }

  private parse(path: string, format: keyof typeof parsers): Record<string, unknown> | undefined {
    if (this.parsed.has(path)) return this.parsed.get(path) as Record<string, unknown> | undefined;
    const text = this.texts.get(path);
    let value: Record<string, unknown> | undefined;
    if (text !== undefined) {
      try {
        const result = parsers[format](text);
        value = isRecord(result) ? result : {};
      } catch {
        this.note("file-malformed", path);
      }
    }
    this.parsed.set(path, value);
    return value;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value at `keys` inside nested records, or undefined. */
export function dig(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

export function asString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

export function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.flatMap((item) => asString(item) ?? []) : [];
}

export function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}
