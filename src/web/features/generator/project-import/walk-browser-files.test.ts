import { describe, expect, it } from "vitest";
import { limits } from "#contract/limits";
import { walkEntries, walkFileList } from "./walk-browser-files";

/**
 * A folder tree as the browser hands it out: `FileSystemEntry` objects for a drop, `File`s with
 * their `webkitRelativePath` for a picked folder. A string is a file's text; `{ size }` a file of
 * that size (never read); `"unreadable"` a file the browser refuses to give.
 */
type Tree = { [name: string]: string | { size: number } | "unreadable" | Tree };

const isTree = (value: Tree[string]): value is Tree =>
  typeof value === "object" && !("size" in value);

function blobOf(value: string | { size: number }, name: string): File {
  if (typeof value === "string") return new File([value], name);
  // A stand-in for a large file: its size is all the walker may look at.
  return {
    name,
    size: value.size,
    text: () => Promise.reject(new Error("a too-large file was read")),
  } as unknown as File;
}

/** Entries of one folder, handed out two at a time as browsers do in batches. */
function folderEntry(name: string, tree: Tree, fullPath: string): FileSystemDirectoryEntry {
  const children = Object.entries(tree).map(([child, value]) =>
    toEntry(child, value, `${fullPath}/${child}`),
  );
  return {
    name,
    fullPath,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let offset = 0;
      return {
        readEntries: (success: (entries: FileSystemEntry[]) => void) => {
          const batch = children.slice(offset, offset + 2);
          offset += batch.length;
          queueMicrotask(() => success(batch));
        },
      };
    },
  } as unknown as FileSystemDirectoryEntry;
}

function toEntry(name: string, value: Tree[string], fullPath: string): FileSystemEntry {
  if (isTree(value)) return folderEntry(name, value, fullPath);
  return {
    name,
    fullPath,
    isFile: true,
    isDirectory: false,
    file: (success: (file: File) => void, failure: (error: Error) => void) =>
      value === "unreadable"
        ? queueMicrotask(() => failure(new Error("NotReadableError")))
        : queueMicrotask(() => success(blobOf(value, name))),
  } as unknown as FileSystemEntry;
}

/** The files of a picked folder `root`, in the browser's (unordered) listing. */
function fileList(root: string, tree: Tree, prefix = root): File[] {
  return Object.entries(tree)
    .reverse()
    .flatMap(([name, value]) => {
      const path = `${prefix}/${name}`;
      if (isTree(value)) return fileList(root, value, path);
      const file =
        value === "unreadable"
          ? ({
              name,
              size: 1,
              text: () => Promise.reject(new Error("NotReadableError")),
            } as unknown as File)
          : blobOf(value, name);
      Object.defineProperty(file, "webkitRelativePath", { value: path });
      return [file];
    });
}

const project: Tree = {
  "package.json": '{"name":"salon"}',
  "README.md": "# Salon",
  "pnpm-lock.yaml": { size: limits.projectFileBytesMax + 1 },
  Makefile: "test:\n\tpnpm test\n",
  node_modules: { next: { "package.json": '{"name":"next"}' } },
  dist: { "package.json": "{}" },
  "web.egg-info": { "PKG-INFO": "x" },
  apps: {
    web: {
      "package.json": '{"name":"web"}',
      "tsconfig.json": "{}",
      src: { "page.tsx": "export {}", "logo.png": "\0PNG" },
      ".next": { "package.json": "{}" },
    },
  },
  ".cursor": { rules: { "style.mdc": "- Small components." } },
  ".nvmrc": "unreadable",
  "data.bin": "\0\0",
};

const expected = [
  { path: ".nvmrc", problem: "unreadable" },
  { path: "Makefile", content: "test:\n\tpnpm test\n" },
  { path: "package.json", content: '{"name":"salon"}' },
  { path: "pnpm-lock.yaml", problem: "too-large" },
  { path: ".cursor/rules/style.mdc", content: "- Small components." },
  { path: "apps/web/package.json", content: '{"name":"web"}' },
  { path: "apps/web/tsconfig.json", content: "{}" },
];

/** Every file walked, read or not, breadth first: the project's folders come from them. */
const walkedPaths = [
  ".nvmrc",
  "Makefile",
  "README.md",
  "data.bin",
  "package.json",
  "pnpm-lock.yaml",
  ".cursor/rules/style.mdc",
  "apps/web/package.json",
  "apps/web/tsconfig.json",
  "apps/web/src/logo.png",
  "apps/web/src/page.tsx",
];

describe("the browser's project walk", () => {
  it("walks a dropped folder breadth first, relative to it, reading only the reader's files", async () => {
    const walked = await walkEntries([folderEntry("salon", project, "/salon")]);
    expect(walked).toEqual({ files: expected, capped: false, paths: walkedPaths });
  });

  it("walks a picked folder the same way, without the folder's own name", async () => {
    const walked = await walkFileList(fileList("salon", project));
    expect(walked).toEqual({ files: expected, capped: false, paths: walkedPaths });
  });

  it("takes several dropped items, or files picked alone, as the project's root", async () => {
    const items = [
      toEntry("package.json", '{"name":"a"}', "/package.json"),
      toEntry("apps", { api: { "go.mod": "module api" } }, "/apps"),
      toEntry("notes.txt", "hello", "/notes.txt"),
    ];
    expect(await walkEntries(items)).toEqual({
      files: [
        { path: "package.json", content: '{"name":"a"}' },
        { path: "apps/api/go.mod", content: "module api" },
      ],
      capped: false,
      paths: ["notes.txt", "package.json", "apps/api/go.mod"],
    });
    const picked = [new File(["module x"], "go.mod"), new File(["x"], "main.go")];
    expect(await walkFileList(picked)).toEqual({
      files: [{ path: "go.mod", content: "module x" }],
      capped: false,
      paths: ["go.mod", "main.go"],
    });
  });

  it("marks a file with NUL bytes binary, and only lists a file whose presence is the fact", async () => {
    const tree: Tree = {
      "yarn.lock": "\0\u0001",
      "bun.lockb": { size: limits.projectFileBytesMax + 1 },
      "package.json": "{}",
      bin: { rails: "unreadable" },
    };
    const expected = [
      { path: "bun.lockb" },
      { path: "package.json", content: "{}" },
      { path: "yarn.lock", problem: "binary" },
      { path: "bin/rails" },
    ];
    expect((await walkEntries([folderEntry("p", tree, "/p")])).files).toEqual(expected);
    expect((await walkFileList(fileList("p", tree))).files).toEqual(expected);
  });

  describe("stops after the cap of files walked", () => {
    const max = limits.projectFilesWalkedMax;
    // Skipped folders don't count; the root's files come first, then each level down.
    const big = (files: number): Tree => ({
      node_modules: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`m${i}.js`, ""])),
      src: Object.fromEntries(
        Array.from({ length: files - 3 }, (_, i) => [`f${String(i).padStart(5, "0")}.ts`, ""]),
      ),
      "package.json": "{}",
      zz: { "package.json": '{"name":"last"}' },
      "tsconfig.json": "{}",
    });

    it("at exactly the cap, nothing is cut", async () => {
      const walked = await walkEntries([folderEntry("p", big(max), "/p")]);
      expect(walked.capped).toBe(false);
      expect(walked.files.map((file) => file.path)).toContain("zz/package.json");
      expect((await walkFileList(fileList("p", big(max)))).capped).toBe(false);
    });

    it("one file more is capped, and the deepest-last file is not read", async () => {
      for (const walked of [
        await walkEntries([folderEntry("p", big(max + 1), "/p")]),
        await walkFileList(fileList("p", big(max + 1))),
      ]) {
        expect(walked.capped).toBe(true);
        expect(walked.files.map((file) => file.path)).toEqual(["package.json", "tsconfig.json"]);
      }
    });
  });
});
