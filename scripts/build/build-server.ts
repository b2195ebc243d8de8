import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

/**
 * Compiles the server to one ES module, `dist/server/index.js`, run by plain `node` (decision 040).
 * Packages stay in node_modules (PGlite's WASM, pino's worker transports and pg load files beside
 * their own code); our own modules, `#contract/*`, `#engine/*` and `#server/*`, are bundled.
 * The migrations land beside the bundle, where `db/client.ts` looks for them.
 */
const outDir = "dist/server";

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: ["src/server/index.ts"],
  outfile: `${outDir}/index.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // esbuild turns every regex literal with \p{…} into `new RegExp(…)`, built again on each call
  // (the engine's name matching: 13 per generation); Node 20 knows them all.
  supported: { "regexp-unicode-property-escapes": true },
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/server/db/migrations", `${outDir}/migrations`, { recursive: true });
