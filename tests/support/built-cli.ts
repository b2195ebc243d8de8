import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundleCli } from "../../scripts/build/build-cli";

let built: Promise<string> | undefined;

/**
 * The `rulesmith` command as users run it, one built file, bundled once per test worker: a
 * process test starts it with plain `node` (a `tsx` start per command costs about a second).
 */
export function builtCli(): Promise<string> {
  built ??= mkdtemp(join(tmpdir(), "rulesmith-cli-")).then((dir) =>
    bundleCli(join(dir, "rulesmith.js")),
  );
  return built;
}
