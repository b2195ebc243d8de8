/**
 * "Import your project" on a large monorepo, timed (decision 077): a real repository's selected
 * files (the corpus' dubinc/dub by default: its manifests, 1.5 MB pnpm-lock.yaml and rule file,
 * byte for byte) padded with source files in its own package folders to 5,000 walked files, plus
 * 20,000 files in node_modules and .git that a picked folder lists too and the walk skips.
 *
 *   npx tsx scripts/bench/browser-import.ts        (SKIP_BUILD=1 to use the current dist/)
 *
 * Three figures, each the median of a few runs:
 * - node: the browser walker and the reader (`readPickedFiles`) on in-memory Files in Node;
 * - chromium, logic: the built reader chunk on in-memory Files in Debian's Chromium;
 * - chromium, wizard: the built app, the folder picked from disk with the wizard's folder input,
 *   from the input's change event to "Project imported" (the reader's chunk loads in between).
 * The budget, 2 s, holds for both Chromium figures. Also printed, not held to it: from Playwright
 * handing the folder to the input, which adds the harness collecting all 25,000 paths and the
 * browser making a File of each (a person's folder picker lists natively; a drop never lists the
 * skipped folders at all).
 */
import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { chromium } from "@playwright/test";
import { limits } from "#contract/limits";
import { CORPUS_DIR } from "#cli/project-corpus";
import { readPickedFiles } from "../../src/web/features/generator/project-import/read-project";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium";
import { startAppProcess } from "../../tests/support/app-process";

export const BROWSER_IMPORT_BUDGET_MS = 2000;
const WALKED = limits.projectFilesWalkedMax;
const SKIPPED = 20_000;
const RUNS = 5;

interface BenchFile {
  path: string;
  content: string;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function listFiles(root: string): BenchFile[] {
  const out: BenchFile[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const absolute = join(dir, entry.name);
      if (entry.isDirectory()) visit(absolute);
      else
        out.push({
          path: relative(root, absolute).split(sep).join("/"),
          content: readFileSync(absolute, "utf8"),
        });
    }
  };
  visit(root);
  return out;
}

/** The repository's own files, then source files spread over its package folders. */
export function monorepo(slug = "dubinc-dub"): { files: BenchFile[]; walked: number } {
  const real = listFiles(join(CORPUS_DIR, slug, "files"));
  const packages = [
    ...new Set(
      real.filter((file) => file.path.endsWith("package.json")).map((file) => dirname(file.path)),
    ),
  ].map((dir) => (dir === "." ? "" : `${dir}/`));
  const padding: BenchFile[] = [];
  const folders = ["src/components/ui", "src/lib", "src/app/(dashboard)/settings", "tests"];
  for (let i = 0; padding.length + real.length < WALKED; i++) {
    const root = packages[i % packages.length]!;
    const folder = folders[Math.floor(i / packages.length) % folders.length]!;
    padding.push({
      path: `${root}${folder}/module-${i}.tsx`,
      content: `export function Module${i}() {\n  return null;\n}\n`,
    });
  }
  const skipped: BenchFile[] = Array.from({ length: SKIPPED }, (_, i) => ({
    path:
      i % 4 === 0
        ? `.git/objects/${(i % 256).toString(16)}/${i}`
        : `node_modules/pkg-${i % 900}/lib/file-${i}.js`,
    content: "module.exports = {};\n",
  }));
  return { files: [...real, ...padding, ...skipped], walked: real.length + padding.length };
}

async function inNode(files: BenchFile[]) {
  const timings: number[] = [];
  let facts;
  for (let i = 0; i < RUNS; i++) {
    // A picked folder's Files carry their path below the picked folder's own name.
    const picked = files.map((file) => {
      const made = new File([file.content], file.path.slice(file.path.lastIndexOf("/") + 1));
      Object.defineProperty(made, "webkitRelativePath", { value: `repo/${file.path}` });
      return made;
    });
    const start = performance.now();
    facts = await readPickedFiles(picked);
    timings.push(performance.now() - start);
  }
  return { ms: median(timings), facts: facts! };
}

async function inChromium(files: BenchFile[]) {
  const manifest = JSON.parse(readFileSync("dist/web/.vite/manifest.json", "utf8")) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest["src/web/features/generator/project-import/read-project.ts"]!.file;
  const folder = mkdtempSync(join(tmpdir(), "rulesmith-import-bench-"));
  const picked = join(folder, "repo");
  for (const file of files) {
    mkdirSync(dirname(join(picked, file.path)), { recursive: true });
    writeFileSync(join(picked, file.path), file.content);
  }
  const app = await startAppProcess({ DATA_DIR: "memory://" });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`${app.url}/documentation`);
    // The reader's chunk on in-memory Files: the logic, without reading a disk.
    const logic: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      logic.push(
        await page.evaluate(
          async ({ url, list }) => {
            const reader = (await import(url)) as {
              readPickedFiles: (files: File[]) => Promise<unknown>;
            };
            const made = list.map((file) => {
              const made = new File([file.content], file.path.split("/").pop()!);
              Object.defineProperty(made, "webkitRelativePath", { value: `repo/${file.path}` });
              return made;
            });
            const start = performance.now();
            await reader.readPickedFiles(made);
            return performance.now() - start;
          },
          { url: `/${chunk}`, list: files },
        ),
      );
    }
    // The wizard: the folder picked from disk, change event to "Project imported".
    const wizard: number[] = [];
    const whole: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const fresh = await browser.newPage();
      await fresh.goto(`${app.url}/?step=1`);
      await fresh.getByRole("button", { name: "Import", exact: true }).click();
      const input = fresh.locator("input[webkitdirectory]");
      await input.evaluate((element) =>
        element.addEventListener(
          "change",
          () => ((window as unknown as { picked: number }).picked = performance.now()),
          { once: true },
        ),
      );
      const started = performance.now();
      await input.setInputFiles(picked);
      const done = await fresh.waitForFunction(
        () => document.body.innerText.includes("Project imported") && performance.now(),
        null,
        { polling: "raf", timeout: 30_000 },
      );
      whole.push(performance.now() - started);
      const changed = await fresh.evaluate(() => (window as unknown as { picked: number }).picked);
      wizard.push(((await done.jsonValue()) as number) - changed);
      await fresh.close();
    }
    return { logicMs: median(logic), wizardMs: median(wizard), wholeMs: median(whole) };
  } finally {
    await browser.close();
    await app.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.SKIP_BUILD)
    execSync("npm run build --silent", { stdio: ["ignore", "ignore", "inherit"] });
  const { files, walked } = monorepo();
  const kb = files.reduce((total, file) => total + file.content.length, 0) / 1024;
  console.log(
    `Import of a monorepo: ${walked} files walked (${files.length} listed with node_modules and .git), ${kb.toFixed(0)} KB`,
  );
  const node = await inNode(files);
  console.log(
    `       node, walk + read + detect:        median ${node.ms.toFixed(0)} ms (${node.facts.workspaces?.packages.length ?? 0} packages, ${node.facts.frameworks.length} frameworks)`,
  );
  const browser = await inChromium(files);
  const mark = (ms: number) => (ms <= BROWSER_IMPORT_BUDGET_MS ? "ok  " : "MISS");
  console.log(
    `  ${mark(browser.logicMs)} chromium, walk + read + detect:    median ${browser.logicMs.toFixed(0)} ms, budget ${BROWSER_IMPORT_BUDGET_MS} ms`,
  );
  console.log(
    `  ${mark(browser.wizardMs)} chromium, wizard, folder from disk: median ${browser.wizardMs.toFixed(0)} ms from the change event to "Project imported", budget ${BROWSER_IMPORT_BUDGET_MS} ms`,
  );
  console.log(
    `       with Playwright handing over the folder: median ${browser.wholeMs.toFixed(0)} ms (harness included, not held to the budget)`,
  );
  const ok = Math.max(browser.logicMs, browser.wizardMs) <= BROWSER_IMPORT_BUDGET_MS;
  if (!ok) process.exitCode = 1;
}
