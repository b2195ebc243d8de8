import { describe, expect, it } from "vitest";
import { auditRuleFiles, type Finding } from "./index";
import { loadFixture, type Fixture } from "./testing/fixtures";
import { add, edit, lineOf, rename, text, where, type Expected } from "./testing/plants";

/**
 * The blind set (decision 125): five more public repositories' rule files (coolify: Laravel;
 * github-mcp-server: Go; fastmcp: Python with uv and just; better-auth: a pnpm monorepo; mise: a
 * Rust crate with mise tasks), with what the audit should find written down before it ran on them.
 *
 * Each clean copy's findings were decided by reading the repository at its commit (`SOURCE`): a
 * real stale command or a folder that is gone is a true finding. Each plant adds defects in words
 * the checkers were not written for. Written and committed blind; the figures below are measured.
 *
 * Measured: findings match on code, file and line. Precision over every finding of the clean
 * copies and of what each plant adds; recall over the clean copies' true findings and the planted
 * ones.
 *
 * Before any change (the first run, at the blind commit): all 0.24 precision (22/91), 0.50 recall
 * (22/44); clean copies 0.11 (6/53) and 0.33 (6/18), 47 false positives; plants 0.42 (16/38) and
 * 0.62 (16/26). By kind (TP / FP / FN): unknown-command 5/55/4 (mise's tasks in tasks.toml and
 * xtasks/ unread: every `mise run` flagged; `composer run`, `pnpm --filter` unchecked),
 * missing-path 4/10/14 (Markdown links and paths in prose unread; a folder reported where a code
 * span first names it, not where the file first names it), stale-version 4/3/0 ("Laravel 10
 * structure", "NOT Laravel 11+", PHP 8.5 within `^8.4`), competing-tool 0/1/2 (PHP CS Fixer and
 * unittest unknown; fastmcp's `uv run prek … # Ruff + Prettier + ty` read as Prettier),
 * too-long 0/0/2 (CLAUDE.md as a link to a long AGENTS.md); secret 2/0/0, conflicting-rules,
 * ignored-file, invalid-frontmatter, missing-import, over-limit, shadowed-file,
 * unknown-frontmatter-field 1/0/0 each.
 *
 * After general reading rules (check-rules.ts, audit/scripts.ts, audit/limits.ts, concerns.ts):
 * all 1.00 precision (36/36), 0.82 recall (36/44); clean copies 1.00 (13/13) and 0.72 (13/18),
 * no false positive; plants 1.00 (23/23) and 0.88 (23/26). Left: `composer run dev` inside
 * Laravel Boost's block (a framework's guidance is its words, never checked), `mise run format`
 * and a planted `mise run test:integration` (mise's tasks.toml is included by its config but no
 * walker reads it, so mise's tasks are partly known and not checked), `.ai/README.md` (a file in
 * a folder that is there: only folders are checked, as the fixtures' trees hold a path per
 * folder), `(src/prompts)` (a path in prose without its closing slash). The lockfiles left out
 * of the fixtures for size are listed without text (`left-out.txt`), as a walker lists them: the
 * first run had them absent, and read fastmcp's `uv sync` as a competing uv (since fixed).
 */

/** A true finding: at the first line holding `at`, or the file as a whole (0). */
interface Truth {
  readonly code: Finding["code"];
  readonly file: string;
  readonly at: string | 0;
  /** Why it is true, for a clean copy's finding. */
  readonly why?: string;
}

interface Plant {
  readonly defect: string;
  readonly fixture: string;
  readonly plant: (fixture: Fixture) => Fixture;
  /** What the plant adds; the clean copy's truths hold as well, but for a file it moved. */
  readonly truths: readonly Truth[];
  /** The file the plant moved: its clean truths are left out (`truths` gives them again). */
  readonly moves?: string;
}

const CLEAN: Readonly<Record<string, readonly Truth[]>> = {
  coolify: [
    {
      code: "unknown-command",
      file: "AGENTS.md",
      at: "or `composer run dev`. Ask them.",
      why: "composer.json has no scripts but its hooks: no `dev`",
    },
    {
      code: "unknown-command",
      file: "AGENTS.md",
      at: "ask the user to run `npm run dev` or `composer run dev`",
      why: "the same, in the Vite error advice",
    },
    {
      code: "too-long",
      file: "CLAUDE.md",
      at: 0,
      why: "a link to AGENTS.md (393 lines): Claude Code loads it whole, over its ~200 lines",
    },
    {
      code: "unknown-frontmatter-field",
      file: ".cursor/rules/coolify-ai-docs.mdc",
      at: "title:",
      why: "Cursor reads description, globs and alwaysApply; `title` is not one",
    },
    {
      code: "missing-path",
      file: ".cursor/rules/coolify-ai-docs.mdc",
      at: ".ai/README.md",
      why: ".ai/ holds only lessons.md",
    },
    { code: "missing-path", file: ".cursor/rules/coolify-ai-docs.mdc", at: "(.ai/core/" },
    { code: "missing-path", file: ".cursor/rules/coolify-ai-docs.mdc", at: "(.ai/development/" },
    { code: "missing-path", file: ".cursor/rules/coolify-ai-docs.mdc", at: "(.ai/patterns/" },
    { code: "missing-path", file: ".cursor/rules/coolify-ai-docs.mdc", at: "(.ai/meta/" },
  ],
  "github-mcp-server": [
    {
      code: "missing-path",
      file: ".github/copilot-instructions.md",
      at: "or `pkg/toolsets/`",
      why: "pkg/ has no toolsets/ any more",
    },
  ],
  fastmcp: [
    {
      code: "missing-path",
      file: "AGENTS.md",
      at: "(`src/tools/`)",
      why: "the package is src/fastmcp/: there is no src/tools/",
    },
    { code: "missing-path", file: "AGENTS.md", at: "**Resources** (`src/resources/`)" },
    { code: "missing-path", file: "AGENTS.md", at: "(`src/prompts/`)" },
    { code: "missing-path", file: ".cursor/rules/core-mcp-objects.mdc", at: "Tools (src/tools/)" },
    {
      code: "missing-path",
      file: ".cursor/rules/core-mcp-objects.mdc",
      at: "- Resources (src/resources/)",
    },
    { code: "missing-path", file: ".cursor/rules/core-mcp-objects.mdc", at: "(src/prompts)" },
  ],
  "better-auth": [],
  mise: [
    {
      code: "unknown-command",
      file: "AGENTS.md",
      at: "`mise run format`",
      why: "no `format` task in mise.toml, tasks.toml or xtasks/ (the `ci` task depends on it too)",
    },
    {
      code: "too-long",
      file: "CLAUDE.md",
      at: 0,
      why: "a link to AGENTS.md (334 lines): over Claude Code's ~200 lines",
    },
  ],
};

/** Made up here, in pieces, so that no scanner takes this file for a leak. */
const FINE_GRAINED_PAT = [
  "github_pat_",
  "11AQ7XKZA0",
  "mV3pLs8RqTn2_",
  "Wc5yHb9DfGk4Jx7NzQe2Rt6Uo1Ip3As8Dd0Ff5Gh7Jk9Lz2Xc4Vb6Nm1Qw3Er",
].join("");
const AWS_KEY = ["AKIA", "QX7Z4MB2", "R8TN5LWE"].join("");

/** A file's first lines. */
const headOf = (fixture: Fixture, path: string, lines: number) =>
  `${text(fixture, path).split("\n").slice(0, lines).join("\n")}\n`;

const plants: readonly Plant[] = [
  // coolify (Laravel 12, Livewire 3, Pest, Pint; npm for the front end)
  {
    defect: "older Livewire, written with a v",
    fixture: "coolify",
    plant: edit("AGENTS.md", (c) =>
      c.replace(
        "- Livewire 3 components with Alpine.js",
        "- Livewire v2 components with Alpine.js",
      ),
    ),
    truths: [{ code: "stale-version", file: "AGENTS.md", at: "Livewire v2 components" }],
  },
  {
    defect: "formatter replaced by PHP CS Fixer",
    fixture: "coolify",
    plant: edit("AGENTS.md", (c) =>
      c.replace(
        "- Run `vendor/bin/pint --dirty --format agent` before finalizing changes",
        "- Format PHP with PHP CS Fixer before finalizing changes",
      ),
    ),
    truths: [{ code: "competing-tool", file: "AGENTS.md", at: "with PHP CS Fixer" }],
  },
  {
    defect: "composer script that is not there, in a fenced block",
    fixture: "coolify",
    plant: edit("AGENTS.md", (c) =>
      c.replace(
        "vendor/bin/pint --dirty --format agent              # format changed files\n",
        "vendor/bin/pint --dirty --format agent              # format changed files\n" +
          "composer run phpstan                                # static analysis\n",
      ),
    ),
    truths: [{ code: "unknown-command", file: "AGENTS.md", at: "composer run phpstan" }],
  },
  {
    defect: ".md in .cursor/rules",
    fixture: "coolify",
    plant: rename(".cursor/rules/coolify-ai-docs.mdc", ".cursor/rules/coolify-ai-docs.md"),
    moves: ".cursor/rules/coolify-ai-docs.mdc",
    // Cursor loads none of it; its stale paths are still stale.
    truths: [
      { code: "ignored-file", file: ".cursor/rules/coolify-ai-docs.md", at: 0 },
      ...[".ai/README.md", "(.ai/core/", "(.ai/development/", "(.ai/patterns/", "(.ai/meta/"].map(
        (at): Truth => ({ code: "missing-path", file: ".cursor/rules/coolify-ai-docs.md", at }),
      ),
    ],
  },
  // github-mcp-server (Go 1.25, scripts in script/, no Makefile)
  {
    defect: "older Go, without the plus",
    fixture: "github-mcp-server",
    plant: edit(".github/copilot-instructions.md", (c) =>
      c.replace("- **Language:** Go 1.24+ (~38k", "- **Language:** Go 1.23 (~38k"),
    ),
    truths: [{ code: "stale-version", file: ".github/copilot-instructions.md", at: "Go 1.23 (" }],
  },
  {
    defect: "pasted fine-grained GitHub token",
    fixture: "github-mcp-server",
    plant: edit(".github/copilot-instructions.md", (c) =>
      c.replace(
        "- **GITHUB_HOST** -",
        `  - Local default: \`GITHUB_PERSONAL_ACCESS_TOKEN=${FINE_GRAINED_PAT}\`\n- **GITHUB_HOST** -`,
      ),
    ),
    truths: [{ code: "secret", file: ".github/copilot-instructions.md", at: "Local default:" }],
  },
  {
    defect: "missing folder named in prose, no code span",
    fixture: "github-mcp-server",
    plant: edit(".github/copilot-instructions.md", (c) =>
      c.replace(
        "- Use table-driven tests for behavioral testing\n",
        "- Use table-driven tests for behavioral testing\n" +
          "- Shared test fixtures live in testdata/fixtures/ at the repository root\n",
      ),
    ),
    truths: [
      {
        code: "missing-path",
        file: ".github/copilot-instructions.md",
        at: "live in testdata/fixtures/",
      },
    ],
  },
  {
    defect: "make target in a repository without a Makefile",
    fixture: "github-mcp-server",
    plant: edit(".github/copilot-instructions.md", (c) =>
      c.replace(
        "6. Run `script/lint` and `script/test` before committing",
        "6. Run `make lint` and `script/test` before committing",
      ),
    ),
    truths: [
      { code: "unknown-command", file: ".github/copilot-instructions.md", at: "`make lint`" },
    ],
  },
  // fastmcp (Python, uv, just, pytest, ruff, ty)
  {
    defect: "just recipe that is not there, in a fenced block",
    fixture: "fastmcp",
    plant: edit("AGENTS.md", (c) =>
      c.replace(
        "uv run pytest -n auto                # Run full test suite\n",
        "uv run pytest -n auto                # Run full test suite\n" +
          "just lint                            # Ruff + ty\n",
      ),
    ),
    truths: [{ code: "unknown-command", file: "AGENTS.md", at: "just lint " }],
  },
  {
    defect: "test framework replaced by unittest",
    fixture: "fastmcp",
    plant: edit("AGENTS.md", (c) =>
      c.replace(
        "- Each feature needs corresponding tests\n",
        "- Each feature needs corresponding tests, written as unittest.TestCase classes\n",
      ),
    ),
    truths: [{ code: "competing-tool", file: "AGENTS.md", at: "unittest.TestCase" }],
  },
  {
    defect: "older Python",
    fixture: "fastmcp",
    plant: edit("AGENTS.md", (c) =>
      c.replace(
        "- Python ≥ 3.10 with full type annotations",
        "- Python 3.9 with full type annotations",
      ),
    ),
    truths: [{ code: "stale-version", file: "AGENTS.md", at: "- Python 3.9 with" }],
  },
  {
    defect: "CLAUDE.md that names AGENTS.md without importing it",
    fixture: "fastmcp",
    plant: add(
      "CLAUDE.md",
      "# FastMCP\n\nRead AGENTS.md first: it holds the development workflow.\n",
    ),
    truths: [{ code: "missing-import", file: "CLAUDE.md", at: 0 }],
  },
  {
    defect: "nothing: pytest chosen over unittest",
    fixture: "fastmcp",
    plant: edit("AGENTS.md", (c) =>
      c.replace(
        "- Default test timeout is 5s",
        "- We use pytest, not unittest.\n- Default test timeout is 5s",
      ),
    ),
    truths: [],
  },
  // better-auth (pnpm monorepo, turbo, Vitest, Biome, Node 24)
  {
    defect: "filtered script that is not there",
    fixture: "better-auth",
    plant: edit("AGENTS.md", (c) =>
      c.replace(
        "- Type check: `pnpm typecheck`\n",
        "- Type check: `pnpm typecheck`\n" +
          "- Run the core package's unit tests with `pnpm --filter better-auth test:unit`\n",
      ),
    ),
    truths: [{ code: "unknown-command", file: "AGENTS.md", at: "test:unit`" }],
  },
  {
    defect: "a Cursor rule on yarn beside AGENTS.md on pnpm",
    fixture: "better-auth",
    plant: add(
      ".cursor/rules/general.mdc",
      "---\nalwaysApply: true\n---\n\n- Install dependencies with `yarn install` and add packages with `yarn add`.\n",
    ),
    truths: [{ code: "conflicting-rules", file: ".cursor/rules/general.mdc", at: "yarn install" }],
  },
  {
    defect: "frontmatter with an unclosed quote",
    fixture: "better-auth",
    plant: add(
      ".cursor/rules/adapters.mdc",
      '---\ndescription: "Database adapters and how to test them\nglobs: packages/*-adapter/**\n' +
        "alwaysApply: false\n---\n\n- Keep adapters free of runtime-specific APIs.\n",
    ),
    truths: [
      { code: "invalid-frontmatter", file: ".cursor/rules/adapters.mdc", at: "description:" },
    ],
  },
  {
    defect: "older Node.js, with LTS",
    fixture: "better-auth",
    plant: edit("AGENTS.md", (c) =>
      c.replace(
        "- Use `Uint8Array` instead",
        "- The packages are tested on Node.js 20 LTS.\n- Use `Uint8Array` instead",
      ),
    ),
    truths: [{ code: "stale-version", file: "AGENTS.md", at: "Node.js 20 LTS" }],
  },
  {
    defect: "nothing: a filtered script that is there",
    fixture: "better-auth",
    plant: edit("AGENTS.md", (c) =>
      c.replace(
        "- Type check: `pnpm typecheck`\n",
        "- Type check: `pnpm typecheck`\n- One package: `pnpm --filter better-auth test`\n",
      ),
    ),
    truths: [],
  },
  // mise (Rust, mise tasks in tasks.toml and xtasks/)
  {
    defect: "nested AGENTS.md that takes the chain over Codex's limit",
    fixture: "mise",
    plant: (f) => add("crates/vfox/AGENTS.md", headOf(f, "AGENTS.md", 130))(f),
    truths: [
      { code: "over-limit", file: "crates/vfox/AGENTS.md", at: 0 },
      // The copy keeps the stale `format` task.
      { code: "unknown-command", file: "crates/vfox/AGENTS.md", at: "`mise run format`" },
    ],
  },
  {
    defect: "shadowing .windsurfrules",
    fixture: "mise",
    plant: add(".windsurfrules", "- Build with `cargo build --all-features`.\n"),
    truths: [{ code: "shadowed-file", file: ".windsurfrules", at: 0 }],
  },
  {
    defect: "mise task that is not there",
    fixture: "mise",
    plant: edit(".cursor/rules/development.mdc", (c) =>
      c.replace(
        "- `mise run test:unit` - run unit tests\n",
        "- `mise run test:unit` - run unit tests\n" +
          "- `mise run test:integration` - run integration tests\n",
      ),
    ),
    truths: [
      { code: "unknown-command", file: ".cursor/rules/development.mdc", at: "test:integration" },
    ],
  },
  {
    defect: "pasted AWS access key",
    fixture: "mise",
    plant: edit("AGENTS.md", (c) =>
      c.replace(
        "- `http.rs`, `s3.rs` — HTTP and S3 backends\n",
        "- `http.rs`, `s3.rs` — HTTP and S3 backends\n" +
          `  (the s3 tests read AWS_ACCESS_KEY_ID=${AWS_KEY} from the environment)\n`,
      ),
    ),
    truths: [{ code: "secret", file: "AGENTS.md", at: "AWS_ACCESS_KEY_ID=" }],
  },
];

const fixtures = Object.keys(CLEAN);

function located(fixture: Fixture, truths: readonly Truth[]): Expected[] {
  return truths.map(({ code, file, at }) => ({
    code,
    file,
    line: at === 0 ? 0 : lineOf(fixture, file, at),
  }));
}

/** A finding beyond the truths, keyed by its line's text, so a plant's shift keeps its key. */
const extraKey = (fixture: Fixture, finding: Expected) =>
  `${finding.code} ${finding.file} ${finding.line === 0 ? "" : (text(fixture, finding.file).split("\n")[finding.line - 1] ?? "")}`;

interface Tally {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

const tally = (): Tally => ({ truePositives: 0, falsePositives: 0, falseNegatives: 0 });

interface Measure {
  readonly clean: Tally;
  readonly planted: Tally;
  readonly byCode: Map<string, Tally>;
  readonly lines: string[];
}

function count(
  measure: Measure,
  part: "clean" | "planted",
  code: string,
  key: keyof Tally,
  line: string,
) {
  measure[part][key]++;
  if (!measure.byCode.has(code)) measure.byCode.set(code, tally());
  measure.byCode.get(code)![key]++;
  if (key !== "truePositives")
    measure.lines.push(`${key === "falsePositives" ? "FP" : "FN"} ${line}`);
}

/** Every finding of the set held against the truths. */
function measureSet(): Measure {
  const measure: Measure = { clean: tally(), planted: tally(), byCode: new Map(), lines: [] };
  const cleanExtras = new Map<string, Set<string>>();
  for (const name of fixtures) {
    const fixture = loadFixture(name);
    const found = auditRuleFiles(fixture).map(where);
    const wanted = located(fixture, CLEAN[name]!).map(where);
    const extras = new Set<string>();
    for (const finding of auditRuleFiles(fixture)) {
      const key = where(finding);
      if (wanted.includes(key)) count(measure, "clean", finding.code, "truePositives", key);
      else {
        count(measure, "clean", finding.code, "falsePositives", `${name} ${key}`);
        extras.add(extraKey(fixture, finding));
      }
    }
    for (const key of wanted.filter((w) => !found.includes(w)))
      count(measure, "clean", key.split(" ")[0]!, "falseNegatives", `${name} ${key}`);
    cleanExtras.set(name, extras);
  }
  for (const { defect, fixture: name, plant, truths, moves } of plants) {
    const planted = plant(loadFixture(name));
    const clean = located(
      planted,
      CLEAN[name]!.filter((truth) => truth.file !== moves),
    ).map(where);
    const wanted = located(planted, truths).map(where);
    const found = auditRuleFiles(planted);
    const keys = found.map(where);
    for (const finding of found) {
      const key = where(finding);
      if (wanted.includes(key)) count(measure, "planted", finding.code, "truePositives", key);
      else if (clean.includes(key) || cleanExtras.get(name)!.has(extraKey(planted, finding)))
        continue;
      else count(measure, "planted", finding.code, "falsePositives", `${name} (${defect}) ${key}`);
    }
    for (const key of wanted.filter((w) => !keys.includes(w)))
      count(measure, "planted", key.split(" ")[0]!, "falseNegatives", `${name} (${defect}) ${key}`);
  }
  return measure;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const precisionOf = (t: Tally) => ratio(t.truePositives, t.truePositives + t.falsePositives);
const recallOf = (t: Tally) => ratio(t.truePositives, t.truePositives + t.falseNegatives);
const shown = (t: Tally) =>
  `precision ${precisionOf(t).toFixed(2)} (${t.truePositives}/${t.truePositives + t.falsePositives}), ` +
  `recall ${recallOf(t).toFixed(2)} (${t.truePositives}/${t.truePositives + t.falseNegatives})`;

/** Floors at the figures last measured: a regression fails. */
const FLOORS = { precision: 1, recall: 36 / 44, cleanFalsePositives: 0 };

describe("the blind set", () => {
  it("reports its figures and holds its floors", () => {
    const measure = measureSet();
    const total: Tally = {
      truePositives: measure.clean.truePositives + measure.planted.truePositives,
      falsePositives: measure.clean.falsePositives + measure.planted.falsePositives,
      falseNegatives: measure.clean.falseNegatives + measure.planted.falseNegatives,
    };
    const kinds = [...measure.byCode.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(
        ([code, t]) =>
          `  ${code}: ${t.truePositives} TP, ${t.falsePositives} FP, ${t.falseNegatives} FN`,
      );
    console.info(
      [
        `audit blind set: ${plants.length} plants in ${fixtures.length} repositories`,
        `  all: ${shown(total)}`,
        `  clean copies: ${shown(measure.clean)}; false positives ${measure.clean.falsePositives}`,
        `  plants: ${shown(measure.planted)}`,
        ...kinds,
        ...measure.lines.map((line) => `  ${line}`),
      ].join("\n"),
    );
    expect(precisionOf(total)).toBeGreaterThanOrEqual(FLOORS.precision);
    expect(recallOf(total)).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(measure.clean.falsePositives).toBeLessThanOrEqual(FLOORS.cleanFalsePositives);
  });

  it("never shows a pasted secret in full", () => {
    for (const { defect, fixture, plant } of plants.filter((p) => p.defect.startsWith("pasted"))) {
      const shownText = JSON.stringify(auditRuleFiles(plant(loadFixture(fixture))));
      expect(shownText, defect).not.toContain(FINE_GRAINED_PAT.slice(0, 16));
      expect(shownText, defect).not.toContain(AWS_KEY.slice(0, 10));
    }
  });

  it("finds every truth's line in its fixture", () => {
    for (const name of fixtures)
      for (const truth of CLEAN[name]!)
        if (truth.at !== 0)
          expect(lineOf(loadFixture(name), truth.file, truth.at), truth.at).toBeGreaterThan(0);
    for (const { defect, fixture, plant, truths } of plants) {
      const planted = plant(loadFixture(fixture));
      expect(JSON.stringify(planted), defect).not.toBe(JSON.stringify(loadFixture(fixture)));
      for (const truth of truths)
        if (truth.at !== 0)
          expect(lineOf(planted, truth.file, truth.at), defect).toBeGreaterThan(0);
    }
  });
});
