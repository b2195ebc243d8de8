import { mkdir, mkdtemp, readFile, realpath, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { EXIT } from "./output";
import { projectFile, readProjectFile, writeProjectFile } from "./project-files";

let base: string;
let project: string;

beforeEach(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), "rulesmith-files-")));
  project = join(base, "work", "project");
  await mkdir(join(project, "docs"), { recursive: true });
  await mkdir(join(base, "outside"));
  await writeFile(join(base, "secret.env"), "TOKEN=hunter2\n");
});

const refused = { exitCode: EXIT.refused, code: "outside-project" };

describe("a file inside the project (decision 119)", () => {
  it("answers the real path of a file inside, existing or not, nested or not", async () => {
    expect(await projectFile(project, "CLAUDE.md")).toBe(join(project, "CLAUDE.md"));
    expect(await projectFile(project, ".cursor/rules/a.mdc")).toBe(
      join(project, ".cursor/rules/a.mdc"),
    );
    expect(await projectFile(project, "..foo/a.md")).toBe(join(project, "..foo/a.md"));
    // A link that stays inside is followed; so is a project folder named through a link.
    await symlink(join(project, "docs"), join(project, "docs-link"));
    expect(await projectFile(project, "docs-link/a.md")).toBe(join(project, "docs/a.md"));
    await symlink(project, join(base, "project-link"));
    expect(await projectFile(join(base, "project-link"), "CLAUDE.md")).toBe(
      join(project, "CLAUDE.md"),
    );
    // A project folder that does not exist yet.
    expect(await projectFile(join(project, "new"), "a/b.md")).toBe(join(project, "new/a/b.md"));
  });

  it("refuses a path that leaves the project, by its text or through a link", async () => {
    for (const path of ["../../.bashrc", "/etc/x", "C:\\x", "a/../../b", ".git/hooks/x", ""]) {
      await expect(projectFile(project, path), path).rejects.toMatchObject(refused);
    }
    await symlink(join(base, "outside"), join(project, "out"));
    await expect(projectFile(project, "out/evil.md")).rejects.toMatchObject(refused);
    await symlink(join(base, "secret.env"), join(project, "secret.md"));
    await expect(projectFile(project, "secret.md")).rejects.toMatchObject(refused);
    await expect(readProjectFile(project, "secret.md")).rejects.toMatchObject(refused);
    // A link that points nowhere: writing through it would create its target.
    await symlink(join(base, "new.md"), join(project, "dangling.md"));
    await expect(projectFile(project, "dangling.md")).rejects.toMatchObject(refused);
    await symlink(join(base, "nowhere"), join(project, "dangling-dir"));
    await expect(projectFile(project, "dangling-dir/a.md")).rejects.toMatchObject(refused);
    // A link to a link that leads out.
    await symlink(join(project, "out"), join(project, "out-again"));
    await expect(projectFile(project, "out-again/a.md")).rejects.toMatchObject(refused);
    // A loop of links.
    await symlink(join(project, "loop-b"), join(project, "loop-a"));
    await symlink(join(project, "loop-a"), join(project, "loop-b"));
    await expect(projectFile(project, "loop-a/x.md")).rejects.toMatchObject(refused);
  });

  it("writes at the real path, creating folders, and not through a link put there since", async () => {
    const real = await projectFile(project, ".claude/rules/a.md");
    await writeProjectFile(real, "one\n");
    expect(await readFile(join(project, ".claude/rules/a.md"), "utf8")).toBe("one\n");
    expect(await readProjectFile(project, ".claude/rules/a.md")).toBe("one\n");
    expect(await readProjectFile(project, "missing.md")).toBeUndefined();

    const swapped = await projectFile(project, "GEMINI.md");
    await symlink(join(base, "secret.env"), swapped);
    await expect(writeProjectFile(swapped, "x")).rejects.toThrow();
    expect(await readFile(join(base, "secret.env"), "utf8")).toBe("TOKEN=hunter2\n");
  });
});
