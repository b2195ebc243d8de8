import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CliError, EXIT, type Output } from "../output";
import { readFacts } from "./detect";

const quiet: Output = {
  json: true,
  say: () => {},
  result: () => {},
  wait: (_text, work) => work,
};

describe("reading a project folder", () => {
  it("names a path that does not exist or is not a folder, with the usage exit code", async () => {
    const dir = await mkdtemp(join(tmpdir(), "rulesmith-detect-"));
    const file = join(dir, "package.json");
    await writeFile(file, JSON.stringify({ name: "shop", dependencies: { react: "^19.0.0" } }));

    const missing = readFacts(join(dir, "nope"), quiet);
    await expect(missing).rejects.toBeInstanceOf(CliError);
    await expect(missing).rejects.toMatchObject({ exitCode: EXIT.usage, code: "no-such-folder" });
    await expect(readFacts(file, quiet)).rejects.toMatchObject({
      exitCode: EXIT.usage,
      code: "not-a-folder",
    });
    const facts = await readFacts(dir, quiet);
    expect(facts.frameworks.map((framework) => framework.name)).toContain("React");
  });
});
