import { describe, expect, it } from "vitest";
import { isInSkippedDirectory, needsContent, shouldReadFile, shouldSkipDirectory } from "./files";

describe("the reader's file selection", () => {
  it("reads manifests, lockfiles, pins, tool configs and rule files, nothing else", () => {
    const read = [
      "package.json",
      "apps/web/pnpm-lock.yaml",
      "pyproject.toml",
      "src/Api/Api.csproj",
      ".nvmrc",
      "eslint.config.mjs",
      "vitest.config.ts",
      "CLAUDE.md",
      "apps/web/AGENTS.md",
      ".cursor/rules/react.mdc",
      ".github/instructions/api.instructions.md",
      "bin/rails",
      ".github/workflows/ci.yml",
      ".gitlab-ci.yml",
      "mise.toml",
      ".mise/tasks/test.sh",
    ];
    const skipped = [
      "README.md",
      "src/index.ts",
      ".env",
      "docs/CLAUDE.txt",
      "lib/bin/rails",
      ".github/workflows/scripts/check.py",
      "web/.gitlab-ci.yml",
      "id_rsa",
    ];
    expect(read.filter(shouldReadFile)).toEqual(read);
    expect(skipped.filter(shouldReadFile)).toEqual([]);
  });

  it("lists files whose presence is the fact without reading them", () => {
    expect(
      [
        "bun.lockb",
        "manage.py",
        "bin/rails",
        "Dockerfile",
        "eslint.config.js",
        "Shop.sln",
        "mise-tasks/build",
      ].filter(needsContent),
    ).toEqual([]);
    expect(
      ["package.json", "Makefile", "tsconfig.json", "Api.csproj", "CLAUDE.md"].every(needsContent),
    ).toBe(true);
  });

  it("skips dependency, build and cache folders", () => {
    expect(
      ["node_modules", ".git", "vendor", "dist", ".venv", "target", "x.egg-info"].every(
        shouldSkipDirectory,
      ),
    ).toBe(true);
    expect(["src", "apps", "bin", "packages"].some(shouldSkipDirectory)).toBe(false);
    expect(isInSkippedDirectory("node_modules/react/package.json")).toBe(true);
    expect(isInSkippedDirectory("apps/web/package.json")).toBe(false);
  });
});
