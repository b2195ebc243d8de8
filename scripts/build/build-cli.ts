import { execFile } from "node:child_process";
import { chmod, copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";

/**
 * Builds the `rulesmith` command (decision 127):
 * - `dist/cli/rulesmith.js`, one ES module with every package inside it, run by plain `node`
 *   (package.json `bin` in a clone);
 * - `dist/cli/rulesmith.tgz`, that file as a package of its own (`rulesmith-cli`, no dependencies),
 *   which the server hands out at `/cli/rulesmith.tgz` for `npm install -g <origin>/cli/rulesmith.tgz`.
 *
 * `PUBLIC_URL` at build time, when set, is baked in as the server `rulesmith login` offers first.
 */
const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "../..");

export const CLI_PACKAGE_NAME = "rulesmith-cli";

export interface BuiltCli {
  bundle: string;
  tarball: string;
}

/**
 * The command as one ES module with every package inside it, run by plain `node`: what the
 * package holds, and what the CLI's process tests run (a `tsx` start per command is slow).
 */
export async function bundleCli(bundle: string, bakedUrl?: string): Promise<string> {
  await build({
    absWorkingDir: ROOT,
    entryPoints: ["src/cli/rulesmith.ts"],
    outfile: bundle,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // esbuild turns every regex literal with \p{…} into `new RegExp(…)`, built again on each call
    // (the engine's name matching: 13 per generation); Node 20 knows them all.
    supported: { "regexp-unicode-property-escapes": true },
    // Every package inside, so the file runs where nothing else is installed. Some are CommonJS
    // and `require` Node's own modules, which an ES module has only through createRequire.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    define: { RULESMITH_BUILD_URL: JSON.stringify(bakedUrl ?? "") },
    // jsonc-parser's `main` is a UMD file that requires its parts at run time, which a bundle
    // cannot see; its ES module build imports them plainly.
    alias: { "jsonc-parser": "./node_modules/jsonc-parser/lib/esm/main.js" },
    // Short, yet an unexpected error's stack still names the functions.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "none",
    logLevel: "warning",
  });
  await chmod(bundle, 0o755);
  return bundle;
}

export async function buildCli({
  outDir = join(ROOT, "dist/cli"),
  url = process.env.PUBLIC_URL || undefined,
}: { outDir?: string; url?: string | undefined } = {}): Promise<BuiltCli> {
  const root = JSON.parse(await readFile(join(ROOT, "package.json"), "utf8")) as {
    version: string;
    engines: { node: string };
  };
  const bakedUrl = url ? new URL(url).origin : undefined;

  // Each file is replaced whole (the tarball by a rename), so a server running beside the build
  // never hands out half of one.
  await mkdir(outDir, { recursive: true });
  const bundle = await bundleCli(join(outDir, "rulesmith.js"), bakedUrl);

  // The package: its manifest, the bundle, a README; `npm pack` makes the tarball.
  const staging = await mkdtemp(join(tmpdir(), "rulesmith-cli-package-"));
  try {
    const manifest = {
      name: CLI_PACKAGE_NAME,
      version: root.version,
      description:
        "The rulesmith command: keep a repository's AI rule files as the saved rule says.",
      type: "module",
      bin: { rulesmith: "rulesmith.js" },
      files: ["rulesmith.js"],
      engines: { node: ">=20" },
    };
    await writeFile(join(staging, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await copyFile(bundle, join(staging, "rulesmith.js"));
    await chmod(join(staging, "rulesmith.js"), 0o755);
    await writeFile(
      join(staging, "README.md"),
      [
        "# rulesmith",
        "",
        "The command of a Rulesmith server, installed from that server:",
        "",
        "```bash",
        "npm install -g <server>/cli/rulesmith.tgz",
        "rulesmith login --url <server>",
        "rulesmith --help",
        "```",
        "",
      ].join("\n"),
    );
    const { stdout } = await run(
      "npm",
      ["pack", "--json", "--ignore-scripts", "--pack-destination", staging],
      { cwd: staging, env: { ...process.env, npm_config_loglevel: "error" } },
    );
    const [packed] = JSON.parse(stdout) as [{ filename: string }];
    const tarball = join(outDir, "rulesmith.tgz");
    await rename(join(staging, packed.filename), tarball);
    return { bundle, tarball };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildCli();
}
