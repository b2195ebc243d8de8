import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { lint } from "markdownlint/sync";
import { describe, expect, it } from "vitest";
import { envSchema } from "#server/config";
import { operations } from "#server/public-api/operations";
import { API_PAGE, CONFIGURATION_PAGE, generatedPages } from "./generate";

const pages = await generatedPages();

describe("the generated reference pages", () => {
  it.each([CONFIGURATION_PAGE, API_PAGE])("%s is what its source says", (file) => {
    expect(
      readFileSync(file, "utf8"),
      `${file} differs from what its source says: run \`npm run docs:generate\` and commit it`,
    ).toBe(pages[file]);
  });

  it("name every environment variable config.ts reads", () => {
    for (const name of Object.keys(envSchema.shape)) {
      expect(pages[CONFIGURATION_PAGE], name).toContain(`**\`${name}\`**`);
    }
  });

  it("name every operation of the public API", () => {
    for (const { method, path } of operations) {
      expect(pages[API_PAGE], path).toContain(`### \`${method.toUpperCase()} ${path}\``);
    }
  });
});

/** The front door and the reference pages it links to, written to be read as plain text too. */
const FRONT_DOOR = "README.md";
const REFERENCE = [
  "docs/api.md",
  "docs/cli.md",
  "docs/configuration.md",
  "docs/operations.md",
  "docs/scripts.md",
  "docs/testing.md",
  "docs/web-api.md",
];
const LINE_MAX = 120;

describe("the README and the reference pages", () => {
  const files = [FRONT_DOOR, ...REFERENCE];

  it("open with how to run the app and its tests", () => {
    const readme = readFileSync(FRONT_DOOR, "utf8");
    // The title, then at once the commands, before any prose.
    const firstBlock = /^# .+\n+```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    expect(firstBlock).toMatch(/^npm install && npm start\b/m);
    expect(firstBlock).toMatch(/^npm test\b/m);
  });

  it("link every reference page from the README", () => {
    const readme = readFileSync(FRONT_DOOR, "utf8");
    for (const page of REFERENCE) expect(readme, page).toContain(`](${page})`);
  });

  it(`keep every line within ${LINE_MAX} characters`, () => {
    const long = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => [...line].length > LINE_MAX)
        .map(({ at, line }) => `${at} has ${[...line].length}`),
    );
    expect(long).toEqual([]);
  });

  it("link only to files and headings that exist", () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [path, anchor] = target!.split("#");
        const resolved = path ? join(dirname(file), path) : file;
        if (!existsSync(resolved)) broken.push(`${file}: ${target}`);
        else if (anchor && !headingSlugs(readFileSync(resolved, "utf8")).has(anchor)) {
          broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("pass markdownlint's default rules, lines up to 120 characters", () => {
    const results = lint({
      files,
      config: { default: true, MD013: { line_length: LINE_MAX } },
    });
    expect(results.toString()).toBe("");
  });
});

/** GitHub's anchors: lower case, punctuation dropped, spaces to hyphens. */
function headingSlugs(markdown: string): Set<string> {
  return new Set(
    [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
      heading!
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, "")
        .replaceAll(" ", "-"),
    ),
  );
}
