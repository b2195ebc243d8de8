import { describe, expect, it } from "vitest";
import { findUntruths } from "./check-rules";
import { createProjectFacts } from "./project/testing/facts";

const facts = createProjectFacts({
  libraries: [{ name: "Vitest", version: "3.0.0", source: "package.json" }],
  commands: [
    { kind: "test", command: "pnpm test", source: "package.json" },
    { kind: "migrate", command: "python manage.py migrate", source: "manage.py" },
  ],
  existingRules: [
    { path: "AGENTS.md", tool: "AGENTS.md", rules: ["Run Jest with `npx jest`."], keep: true },
  ],
});
const tree = ["package.json", "src/index.ts", "src/app/page.tsx", "manage.py"];
const options = { tree, verifyMarks: ["(verify"] };
const check = (content: string, kind?: string) =>
  findUntruths([{ path: "AGENTS.md", content, ...(kind ? { kind } : {}) }], facts, options);

describe("findUntruths", () => {
  it("finds a tool that competes with the project's own", () => {
    expect(check("# Rules\n\n- Test with Jest.\n")).toEqual([
      { file: "AGENTS.md", line: 3, kind: "tool", detail: "Jest" },
    ]);
  });

  it("finds folders and files that are not in the tree", () => {
    expect(check("# R\n\n- Put features in `src/features/` and pages in `src/app/`.\n")).toEqual([
      { file: "AGENTS.md", line: 3, kind: "path", detail: "src/features" },
    ]);
  });

  it("finds a command to run that is neither the project's nor marked", () => {
    const skill =
      "---\nname: x\n---\n\n# X\n\n1. Run `npm run check`.\n2. Run `pnpm test`.\n3. Run `python manage.py makemigrations`.\n4. Run `ruff check .` (verify).\n";
    expect(check(skill, "skill")).toEqual([
      { file: "AGENTS.md", line: 7, kind: "command", detail: "npm run check" },
    ]);
  });

  it("finds a file without rules", () => {
    expect(check("---\npaths: a\n---\n\n# Title\n")).toEqual([
      { file: "AGENTS.md", line: 0, kind: "empty", detail: "no rules" },
    ]);
  });

  it("leaves the user's kept rules alone", () => {
    expect(check("# R\n\n- Run Jest with `npx jest`.\n")).toEqual([]);
  });

  it("finds a version other than the project's, when asked, and leaves floors and contrasts alone", () => {
    const versioned = createProjectFacts({
      frameworks: [{ name: "React", version: "^19.1.0", source: "package.json" }],
      runtimes: [
        { name: "Python", version: "3.12.1", source: ".python-version" },
        { name: "Node.js", version: ">=18", source: "package.json" },
      ],
    });
    const text = [
      "# R",
      "- Write React 18 components.",
      "- Use Python 3.11 features.",
      "- Python 3.10+ is required.",
      "- React 19: use Actions, which need React 19 — not React 18.",
      "- Upgraded from React 18.",
      "- Target Node 16.",
      "- Write React 19.1 code.",
    ].join("\n");
    const check = (versions: boolean) =>
      findUntruths([{ path: "CLAUDE.md", content: text }], versioned, { ...options, versions });
    expect(check(true).map(({ line, detail, version }) => ({ line, detail, version }))).toEqual([
      { line: 2, detail: "React 18", version: { name: "React", said: "18", project: "19.1.0" } },
      {
        line: 3,
        detail: "Python 3.11",
        version: { name: "Python", said: "3.11", project: "3.12.1" },
      },
    ]);
    expect(check(false)).toEqual([]);
  });

  it("finds a command that runs a script or task the project does not define, on any line", () => {
    const runnable = {
      scripts: new Set(["test", "test:app", "lint"]),
      tasks: new Map([
        ["make", new Set(["tests", "format"])],
        ["composer", new Set(["test"])],
      ]),
      programs: new Set(["nx"]),
    };
    const text = [
      "# R",
      "Run `yarn test:app` and `yarn test:snapshots`, then `pnpm install`.",
      "```bash",
      "make format  # fixes",
      "make fmt",
      "$ npm run lint",
      "npm run typecheck",
      "just build",
      "```",
      "- `git status` and `npx tsc` are fine; so are `pnpm --filter web lint` and `pnpm nx reset`.",
      "- A filter runs a script all the same: `pnpm --filter web build`, `pnpm -F=web run lint`.",
      "- `composer run dev` runs composer.json's script, not package.json's.",
    ].join("\n");
    expect(
      findUntruths([{ path: "AGENTS.md", content: text }], facts, { ...options, runnable }).map(
        ({ line, kind, detail }) => `${line} ${kind} ${detail}`,
      ),
    ).toEqual([
      "2 command yarn test:snapshots",
      "5 command make fmt",
      "7 command npm run typecheck",
      "8 command just build",
      "11 command pnpm --filter web build",
      "12 command composer run dev",
    ]);
  });

  it("reads paths in Markdown links and in prose, and leaves web addresses without a scheme", () => {
    const text = [
      "# R",
      "- See [the guide](docs/guide/setup.md) and [the app](src/app/page.tsx).",
      "- Tools live in (src/tools/); pages in src/app/.",
      "- Docs: `mise.jdx.dev/cli/run.html`, https://example.com/a/b/.",
      "```",
      "scripts/build/ (a layout drawn in a block)",
      "```",
    ].join("\n");
    expect(check(text).map(({ line, detail }) => `${line} ${detail}`)).toEqual([
      "2 docs/guide",
      "3 src/tools",
    ]);
  });

  it("leaves a version a caret range allows, or one a line sets apart", () => {
    const php = createProjectFacts({
      frameworks: [{ name: "Laravel", version: "^12.65.0", source: "composer.json" }],
      runtimes: [{ name: "PHP", version: "^8.4", source: "composer.json" }],
    });
    const text = [
      "# R",
      "- PHP 8.5: constructor property promotion.",
      "- PHP 8.3 is what production runs.",
      "- Built with Laravel 12 (using the Laravel 10 file structure).",
      "### Laravel 10 structure (NOT Laravel 11+ slim structure)",
      "- Laravel 11 conventions apply.",
    ].join("\n");
    const found = findUntruths([{ path: "AGENTS.md", content: text }], php, {
      ...options,
      versions: true,
    });
    expect(found.map(({ line, detail }) => `${line} ${detail}`)).toEqual([
      "3 PHP 8.3",
      "6 Laravel 11",
    ]);
  });

  it("leaves a competing tool the line names only to set it aside", () => {
    expect(check("# R\n\n- We use Vitest, not Jest.\n- Moved from Jest to Vitest.\n")).toEqual([]);
  });

  it("takes a folder named alone as one within the tree, and leaves generated folders alone", () => {
    expect(check("# R\n\n- Put helpers in `app/` next to `page.tsx`.\n")).toEqual([]);
    expect(check("# R\n\n- Build output goes to `site/`, which is gitignored.\n")).toEqual([]);
  });

  it("checks versions in English and German, and leaves a line that sets one apart", () => {
    const react = createProjectFacts({
      frameworks: [{ name: "React", version: "18.3.1", source: "package-lock.json" }],
    });
    const versions = (line: string) =>
      findUntruths([{ path: "AGENTS.md", content: `# R\n\n- ${line}\n` }], react, {
        ...options,
        versions: true,
      }).map((untruth) => untruth.detail);
    expect(versions("Use React 19 features freely.")).toHaveLength(1);
    expect(versions("Nutze die Funktionen von React 19.")).toHaveLength(1);
    expect(versions("Form Actions need React 19.")).toEqual([]);
    expect(versions("Form Actions gibt es erst ab React 19.")).toEqual([]);
    expect(versions("Nutze `forwardRef` statt der ref-Prop aus React 19.")).toEqual([]);
  });
});
