import { afterEach, describe, expect, it, vi } from "vitest";
import { detectProject } from "./detect";
import { ProjectSource, type ProjectFile } from "./source";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ProjectSource.indexed", () => {
  it("indexes a file once per source, and again for another source", () => {
    const files = [{ path: "a.lock", content: "one\ntwo" }];
    const index = vi.fn((text: string) => new Set(text.split("\n")));
    const source = new ProjectSource(files);
    const first = source.indexed("a.lock", index);
    expect(source.indexed("a.lock", index)).toBe(first);
    expect(index).toHaveBeenCalledTimes(1);
    expect(first).toEqual(new Set(["one", "two"]));

    const next = new ProjectSource(files).indexed("a.lock", index);
    expect(next).not.toBe(first);
    expect(index).toHaveBeenCalledTimes(2);
  });

  it("keeps each index of a path apart", () => {
    const source = new ProjectSource([{ path: "a.lock", content: "text" }]);
    expect(source.indexed("a.lock", (text) => text.length)).toBe(4);
    expect(source.indexed("a.lock", (text) => text.toUpperCase())).toBe("TEXT");
  });

  it("is undefined, without indexing, for a file without text", () => {
    const index = vi.fn((text: string) => text);
    const source = new ProjectSource([{ path: "big.lock", problem: "too-large" }]);
    expect(source.indexed("big.lock", index)).toBeUndefined();
    expect(source.indexed("missing.lock", index)).toBeUndefined();
    expect(index).not.toHaveBeenCalled();
  });
});

const PACKAGES = ["a", "b", "c", "d", "e"];

const nodeWorkspace = (lock: Record<string, string>): ProjectFile[] => [
  { path: "package.json", content: JSON.stringify({ workspaces: ["packages/*"] }) },
  { path: "pnpm-workspace.yaml", content: "packages:\n  - 'packages/*'\n" },
  ...Object.entries(lock).map(([path, content]) => ({ path, content })),
  ...PACKAGES.map((name) => ({
    path: `packages/${name}/package.json`,
    content: JSON.stringify({ name, dependencies: { react: "^18.2.0" } }),
  })),
];

const pnpmImporter = (name: string) =>
  `  packages/${name}:\n    dependencies:\n      react:\n        specifier: ^18.2.0\n        version: 18.3.1\n`;

/** Every workspace package under one lockfile, and a framework or library its version locks. */
const WORKSPACES: Record<
  string,
  { lockfile: string; files: ProjectFile[]; locked: { name: string; version: string } }
> = {
  yarn: {
    lockfile: "yarn.lock",
    files: nodeWorkspace({
      "yarn.lock": '# yarn lockfile v1\n\nreact@^18.2.0:\n  version "18.3.1"\n',
    }),
    locked: { name: "React", version: "18.3.1" },
  },
  pnpm: {
    lockfile: "pnpm-lock.yaml",
    files: nodeWorkspace({
      "pnpm-lock.yaml": `lockfileVersion: '9.0'\n\nimporters:\n\n${PACKAGES.map(pnpmImporter).join("\n")}`,
    }),
    locked: { name: "React", version: "18.3.1" },
  },
  cargo: {
    lockfile: "Cargo.lock",
    files: [
      { path: "Cargo.toml", content: '[workspace]\nmembers = ["crates/*"]\n' },
      { path: "Cargo.lock", content: '[[package]]\nname = "tokio"\nversion = "1.41.1"\n' },
      ...PACKAGES.map((name) => ({
        path: `crates/${name}/Cargo.toml`,
        content: `[package]\nname = "${name}"\n\n[dependencies]\ntokio = "1"\n`,
      })),
    ],
    locked: { name: "Tokio", version: "1.41.1" },
  },
  uv: {
    lockfile: "uv.lock",
    files: [
      {
        path: "pyproject.toml",
        content: '[project]\nname = "root"\n\n[tool.uv.workspace]\nmembers = ["packages/*"]\n',
      },
      { path: "uv.lock", content: '[[package]]\nname = "fastapi"\nversion = "0.115.4"\n' },
      ...PACKAGES.map((name) => ({
        path: `packages/${name}/pyproject.toml`,
        content: `[project]\nname = "${name}"\ndependencies = ["fastapi>=0.115"]\n`,
      })),
    ],
    locked: { name: "FastAPI", version: "0.115.4" },
  },
};

describe("a workspace's lockfile", () => {
  it.each(Object.entries(WORKSPACES))(
    "%s: is read once per detectProject, however many packages look up",
    (_, { lockfile, files, locked }) => {
      const text = vi.spyOn(ProjectSource.prototype, "text");
      const facts = detectProject(files, { origin: { kind: "files" } });
      expect(facts.workspaces?.packages).toHaveLength(PACKAGES.length);
      expect([...facts.frameworks, ...facts.libraries]).toContainEqual({
        ...locked,
        source: lockfile,
      });
      expect(text.mock.calls.filter(([path]) => path === lockfile)).toHaveLength(1);

      detectProject(files, { origin: { kind: "files" } });
      expect(text.mock.calls.filter(([path]) => path === lockfile)).toHaveLength(2);
    },
  );
});
