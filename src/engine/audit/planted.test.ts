import { describe, expect, it } from "vitest";
import { auditRuleFiles } from "./index";
import { fixtureText, loadFixture, type Fixture } from "./testing/fixtures";
import { add, edit, lineOf, rename, text, where, type Expected } from "./testing/plants";

/**
 * The planted set (decision 125): real repositories' rule files, copied clean (no finding), and
 * each planted with one defect the audit must find, at its file and line.
 */

interface Plant {
  readonly defect: string;
  readonly fixture: string;
  readonly plant: (fixture: Fixture) => Fixture;
  readonly expected: (fixture: Fixture) => readonly Expected[];
}

/** Made up here, in pieces, so that no scanner takes this file for a leak. */
const TOKEN = ["ghp", "_", "R8s2Kq7ZtW4mXyB1nVc3LpD6fGh9JkA0sEu5"].join("");
const API_KEY = ["Lf9", "x2QmZ7", "wR4tY8uP1s"].join("");

const plants: readonly Plant[] = [
  {
    defect: "stale command",
    fixture: "excalidraw",
    plant: edit("CLAUDE.md", (c) => c.replace("yarn test:update     #", "yarn test:snapshots  #")),
    expected: (f) => [
      {
        code: "unknown-command",
        file: "CLAUDE.md",
        line: lineOf(f, "CLAUDE.md", "test:snapshots"),
      },
    ],
  },
  {
    defect: "wrong version",
    fixture: "excalidraw",
    plant: edit(".github/copilot-instructions.md", (c) =>
      c.replace("- Use functional components", "- Use React 18 functional components"),
    ),
    expected: (f) => [
      {
        code: "stale-version",
        file: ".github/copilot-instructions.md",
        line: lineOf(f, ".github/copilot-instructions.md", "React 18"),
      },
    ],
  },
  {
    defect: "replaced tool",
    fixture: "excalidraw",
    plant: edit(".github/copilot-instructions.md", (c) =>
      c.replace("- Keep components small and focused", "- Test components with Jest"),
    ),
    expected: (f) => [
      {
        code: "competing-tool",
        file: ".github/copilot-instructions.md",
        line: lineOf(f, ".github/copilot-instructions.md", "with Jest"),
      },
    ],
  },
  {
    defect: "pasted token",
    fixture: "excalidraw",
    plant: edit("CLAUDE.md", (c) =>
      c.replace("yarn fix ", `GITHUB_TOKEN=${TOKEN} yarn release\nyarn fix `),
    ),
    expected: (f) => [
      { code: "secret", file: "CLAUDE.md", line: lineOf(f, "CLAUDE.md", "GITHUB_TOKEN") },
    ],
  },
  {
    defect: "over-limit AGENTS.md",
    fixture: "openai-agents-python",
    // The repository's whole AGENTS.md: its policies section put back.
    plant: edit("AGENTS.md", (c) =>
      c.replace(
        "## Project Structure Guide",
        `${fixtureText("openai-agents-python", "AGENTS.policies.md.txt")}## Project Structure Guide`,
      ),
    ),
    expected: () => [{ code: "over-limit", file: "AGENTS.md", line: 0 }],
  },
  {
    defect: "stale make target",
    fixture: "openai-agents-python",
    plant: edit("AGENTS.md", (c) =>
      c.replace("make typecheck\nmake tests\n", "make typecheck\nmake test\n"),
    ),
    expected: (f) => [
      {
        code: "unknown-command",
        file: "AGENTS.md",
        line: text(f, "AGENTS.md").split("\n").indexOf("make test") + 1,
      },
    ],
  },
  {
    defect: "shadowing .cursorrules",
    fixture: "langfuse",
    plant: add(".cursorrules", "# Langfuse\n\n- Use pnpm for every package command.\n"),
    expected: () => [{ code: "shadowed-file", file: ".cursorrules", line: 0 }],
  },
  {
    defect: ".md in .cursor/rules",
    fixture: "langfuse",
    plant: rename(".cursor/rules/tests.mdc", ".cursor/rules/tests.md"),
    expected: () => [{ code: "ignored-file", file: ".cursor/rules/tests.md", line: 0 }],
  },
  {
    defect: "invalid frontmatter",
    fixture: "langfuse",
    plant: edit(".cursor/rules/public-api.mdc", (c) =>
      c.replace(
        "description: How to create new public api routes for Langfuse",
        "description: Public API: routes: how to add one",
      ),
    ),
    expected: () => [
      { code: "invalid-frontmatter", file: ".cursor/rules/public-api.mdc", line: 2 },
    ],
  },
  {
    defect: "unknown Cursor field",
    fixture: "langfuse",
    plant: edit(".cursor/rules/global.mdc", (c) =>
      c.replace("alwaysApply: true", "always_apply: true"),
    ),
    expected: () => [
      { code: "unknown-frontmatter-field", file: ".cursor/rules/global.mdc", line: 4 },
    ],
  },
  {
    defect: "CLAUDE.md without @AGENTS.md",
    fixture: "langfuse",
    plant: edit("CLAUDE.md", (c) => c.replaceAll("@AGENTS.md", "AGENTS.md")),
    expected: () => [{ code: "missing-import", file: "CLAUDE.md", line: 0 }],
  },
  {
    defect: "pasted API key",
    fixture: "langfuse",
    plant: edit("AGENTS.md", (c) =>
      c.replace(
        "## Maintenance Contract",
        `LANGFUSE_API_KEY=${API_KEY}\n\n## Maintenance Contract`,
      ),
    ),
    expected: (f) => [
      { code: "secret", file: "AGENTS.md", line: lineOf(f, "AGENTS.md", "LANGFUSE_API_KEY") },
    ],
  },
  {
    defect: "conflicting package managers",
    fixture: "langfuse",
    // First planted in .cursor/rules/global.mdc, which names pnpm itself: a file naming both
    // chooses neither, so it was missed (decision 125). CLAUDE.md names no package manager.
    plant: edit("CLAUDE.md", (c) => `${c}\n- Add new packages with \`npm install <name>\`.\n`),
    // Reported on the first of the two files by path, naming the other and its line.
    expected: (f) => [
      {
        code: "conflicting-rules",
        file: "AGENTS.md",
        line: lineOf(f, "AGENTS.md", "pnpm install"),
      },
    ],
  },
  {
    defect: "rule repeated three times",
    fixture: "langfuse",
    plant: (f) =>
      ["AGENTS.md", "CLAUDE.md"].reduce(
        (planted, path) =>
          edit(path, (c) => `${c}\n- This project is a Turborepo monorepo\n`)(planted),
        f,
      ),
    expected: (f) => [
      {
        code: "repeated-rule",
        file: ".cursor/rules/global.mdc",
        line: lineOf(f, ".cursor/rules/global.mdc", "Turborepo monorepo"),
      },
    ],
  },
];

const fixtures = [...new Set(plants.map((plant) => plant.fixture))];

describe("the planted set", () => {
  for (const name of fixtures) {
    it(`finds nothing in the clean copy of ${name}`, () => {
      expect(auditRuleFiles(loadFixture(name)).map(where)).toEqual([]);
    });
  }

  for (const { defect, fixture, plant, expected } of plants) {
    it(`finds the ${defect} planted in ${fixture}`, () => {
      const planted = plant(loadFixture(fixture));
      expect(auditRuleFiles(planted).map(where)).toEqual(expected(planted).map(where));
    });
  }

  it("never shows a pasted secret in full", () => {
    const secrets = plants.filter((plant) => plant.defect.startsWith("pasted"));
    for (const { fixture, plant } of secrets) {
      const shown = JSON.stringify(auditRuleFiles(plant(loadFixture(fixture))));
      expect(shown).not.toContain(TOKEN.slice(0, 8));
      expect(shown).not.toContain(API_KEY.slice(0, 8));
    }
  });

  it("reports precision and recall over the planted set", () => {
    let truePositives = 0;
    let reported = 0;
    let found = 0;
    for (const name of fixtures) reported += auditRuleFiles(loadFixture(name)).length;
    for (const { fixture, plant, expected } of plants) {
      const planted = plant(loadFixture(fixture));
      const findings = auditRuleFiles(planted).map(where);
      const wanted = expected(planted).map(where);
      reported += findings.length;
      truePositives += findings.filter((finding) => wanted.includes(finding)).length;
      if (wanted.every((finding) => findings.includes(finding))) found++;
    }
    const precision = truePositives / reported;
    const recall = found / plants.length;
    console.info(
      `audit planted set: ${plants.length} defects in ${fixtures.length} repositories; ` +
        `precision ${precision.toFixed(2)} (${truePositives}/${reported}), recall ${recall.toFixed(2)} (${found}/${plants.length})`,
    );
    expect(precision).toBe(1);
    expect(recall).toBe(1);
  });
});
