import { chmodSync, rmSync } from "node:fs";
import { build } from "esbuild";

/**
 * Compiles the `rulesmith` command to one ES module, `dist/cli/rulesmith.js` (package.json `bin`),
 * run by plain `node`; like the server, packages stay in node_modules and our modules are bundled.
 */
const outDir = "dist/cli";

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: ["src/cli/rulesmith.ts"],
  outfile: `${outDir}/rulesmith.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
chmodSync(`${outDir}/rulesmith.js`, 0o755);
