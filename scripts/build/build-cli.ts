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
  // esbuild turns every regex literal with \p{…} into `new RegExp(…)`, built again on each call
  // (the engine's name matching: 13 per generation); Node 20 knows them all.
  supported: { "regexp-unicode-property-escapes": true },
  packages: "external",
  logLevel: "warning",
});
chmodSync(`${outDir}/rulesmith.js`, 0o755);
