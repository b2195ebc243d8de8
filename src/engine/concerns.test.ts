import { describe, expect, it } from "vitest";
import type { ProjectFacts } from "#contract/project-facts";
import type { WizardForm } from "#contract/wizard";
import { competingTools, concernTools, projectTools, projectToolsFor } from "./concerns";
import { generateRule } from "./index";
import { applyFacts } from "./project/index";
import { createProjectFacts } from "./project/testing/facts";
import { createForm } from "./testing/forms";

const at = (source: string) => ({ source });
const facts = createProjectFacts;

/** A Django project on pip with Django's own test runner and mypy (as healthchecks is). */
const django = facts({
  languages: [{ name: "Python", ...at("manage.py") }],
  frameworks: [
    { name: "Python", version: null, ...at("requirements.txt") },
    { name: "Django", version: "==6.1", ...at("requirements.txt") },
  ],
  packageManagers: [{ name: "pip", version: null, ...at("requirements.txt") }],
  commands: [
    { kind: "install", command: "pip install -r requirements.txt", ...at("requirements.txt") },
    { kind: "test", command: "python manage.py test", ...at("manage.py") },
    { kind: "typecheck", command: "mypy .", ...at("mypy.ini") },
  ],
  tooling: [{ name: "mypy", ...at("mypy.ini") }],
});

const generate = (projectFacts: ProjectFacts, form: Partial<WizardForm> = {}, language = "en") =>
  generateRule({
    form: applyFacts(
      createForm({ frameworks: [], aiModel: "Claude", skills: true, ...form }),
      projectFacts,
    ),
    language: language as "en" | "de",
  });
const allText = (rule: ReturnType<typeof generateRule>) =>
  rule.files.map((file) => file.content).join("\n");

describe("the concern registry", () => {
  it("names every tool once and gives each a concern", () => {
    const names = concernTools.map((tool) => `${tool.ecosystem}:${tool.name}`);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of concernTools) expect(tool.concerns.length).toBeGreaterThan(0);
  });

  it("reads the project's tools from libraries, tooling, managers and commands", () => {
    expect(projectToolsFor(django, "test-runner")).toEqual(["Django's test runner"]);
    expect(projectToolsFor(django, "type-checker")).toEqual(["mypy"]);
    expect(projectToolsFor(django, "dependencies")).toEqual(["pip"]);
    expect(projectToolsFor(django, "formatter")).toEqual([]);
  });

  it("finds a competing tool only within the same ecosystem and concern", () => {
    const tools = projectTools(django);
    expect(competingTools("Write tests with pytest.", tools).map((t) => t.name)).toEqual([
      "pytest",
    ]);
    // No fact for Node's test runner: Jest is nobody's competitor here.
    expect(competingTools("Test components with Jest.", tools)).toEqual([]);
    // No formatter fact: Ruff stays the stack's default.
    expect(competingTools("Format with Ruff.", tools)).toEqual([]);
    expect(competingTools("Keep `mypy` passing.", tools)).toEqual([]);
  });

  it("keeps a tool that serves another concern the project uses it for", () => {
    const ruffLint = facts({
      tooling: [
        { name: "Black", ...at("pyproject.toml") },
        { name: "Ruff", ...at("ruff.toml") },
      ],
    });
    expect(competingTools("Lint with Ruff.", projectTools(ruffLint))).toEqual([]);
  });
});

describe("rules true to the project's tools", () => {
  it("writes a pip + Django-runner project's rules without pytest or pyproject advice", () => {
    const text = allText(generate(django));
    expect(text).not.toMatch(/pytest/);
    expect(text).not.toContain("Manage dependencies in `pyproject.toml`");
    expect(text).not.toContain("mypy or pyright");
    expect(text).toContain("Write tests with the project's own test tools (Django's test runner)");
    expect(text).toContain("install them with `pip install -r`");
    expect(text).toContain("keep `mypy` passing on new code");
    expect(allText(generate(django, {}, "de"))).toContain("(Djangos Test-Runner)");
  });

  it("writes the same project for uv with uv's dependency rule", () => {
    const uv = facts({
      ...django,
      packageManagers: [{ name: "uv", version: null, ...at("uv.lock") }],
    });
    const text = allText(generate(uv));
    expect(text).toContain("`uv add` / `uv remove`");
    expect(text).not.toContain("install them with `pip install -r`");
  });

  it("keeps the stack's defaults, said as defaults, without an import", () => {
    const rule = generateRule({
      form: createForm({ frameworks: ["Python"], applicationType: "Backend", aiModel: "Claude" }),
      language: "en",
    });
    expect(rule.content).toContain("mypy or pyright");
    expect(rule.content).toContain("Manage dependencies in `pyproject.toml` with a lockfile");
  });

  it("drops Pint and Pest for a Laravel project on Mago and PHPUnit, and points to Boost", () => {
    const laravel = facts({
      languages: [{ name: "PHP", ...at("composer.json") }],
      frameworks: [
        { name: "PHP", version: null, ...at("composer.json") },
        { name: "Laravel", version: "v13.2.0", ...at("composer.lock") },
      ],
      libraries: [
        { name: "PHPUnit", version: "11.5.0", ...at("composer.lock") },
        { name: "Laravel Boost", version: "v2.4.8", ...at("composer.lock") },
      ],
      packageManagers: [{ name: "composer", version: null, ...at("composer.json") }],
      tooling: [{ name: "Mago", ...at("mago.toml") }],
    });
    const text = allText(generate(laravel));
    expect(text).not.toMatch(/\bPint\b|\bPest\b/);
    expect(text).toContain("PHPUnit");
    // Boost's live documentation search is pointed to, its guideline files left to Boost.
    expect(text).toContain("Laravel Boost is installed");
    expect(text).toContain("`search-docs`");
  });

  it("drops table-driven advice for a Go project on Ginkgo", () => {
    const go = facts({
      languages: [{ name: "Go", ...at("go.mod") }],
      frameworks: [{ name: "Go", version: null, ...at("go.mod") }],
      libraries: [{ name: "Ginkgo", version: "v2.20.0", ...at("go.mod") }],
      packageManagers: [{ name: "go", version: null, ...at("go.mod") }],
    });
    const text = allText(generate(go, { applicationType: "Backend" }));
    expect(text).not.toMatch(/table-driven/);
    expect(text).toContain("Write tests with the project's own test tools (Ginkgo)");
  });

  it("never leaves out the user's own notes, whatever tool or folder they name", () => {
    const vitest = facts({
      frameworks: [{ name: "React", version: "19.0.0", ...at("package-lock.json") }],
      libraries: [{ name: "Vitest", version: "3.0.0", ...at("package-lock.json") }],
      folders: ["src"],
    });
    const note = "Keep the legacy widget's Jest suite in `legacy/widgets/` until it is ported.";
    const rule = generate(vitest, { additionalNotes: note });
    expect(rule.content).toContain(`- ${note}`);
  });

  it("gives an Angular app no DOMPurify advice: Angular sanitises bound HTML itself", () => {
    const angular = generateRule({
      form: createForm({ frameworks: ["Angular"], applicationType: "Frontend", aiModel: "Claude" }),
      language: "en",
    });
    const react = generateRule({
      form: createForm({ frameworks: ["React"], applicationType: "Frontend", aiModel: "Claude" }),
      language: "en",
    });
    expect(angular.content).not.toContain("DOMPurify");
    expect(react.content).toContain("DOMPurify");
  });

  it("writes German lists of tools with German words only", () => {
    const rule = generateRule({
      form: createForm({ frameworks: ["React", "Python"], aiModel: "Claude" }),
      language: "de",
    });
    const ours = rule.content.split("\n").filter((line) => !line.startsWith(">"));
    expect(ours.join("\n")).not.toMatch(/\b(and|or|with)\b/);
  });
});

describe("skills with the project's commands", () => {
  it("marks a usual command the project lacks, in single backticks", () => {
    const text = allText(generate(django));
    expect(text).not.toContain("``");
    expect(text).toContain("`ruff check .` (usual command, verify it)");
    expect(text).toContain("Run `python manage.py test`;");
  });

  it("applies Supabase migrations to the local database, never with a push", () => {
    const supabase = facts({
      languages: [{ name: "TypeScript", ...at("tsconfig.json") }],
      frameworks: [{ name: "Next.js", version: "15.1.0", ...at("package-lock.json") }],
      libraries: [{ name: "Supabase", version: "2.45.0", ...at("package-lock.json") }],
      packageManagers: [{ name: "npm", version: null, ...at("package-lock.json") }],
      commands: [{ kind: "test", command: "npm test", ...at("package.json") }],
    });
    const text = allText(generate(supabase));
    const skill = generate(supabase).files.find((f) => f.path.includes("add-migration"))!.content;
    expect(skill).toContain("`supabase migration up`");
    expect(skill).not.toContain("db push");
    expect(text).toContain("only the release pushes them with `supabase db push`");
  });

  it("runs the packages' own commands when the monorepo's root has none", () => {
    const monorepo = facts({
      languages: [{ name: "TypeScript", ...at("tsconfig.json") }],
      frameworks: [{ name: "Next.js", version: "15.1.0", ...at("pnpm-lock.yaml") }],
      packageManagers: [{ name: "pnpm", version: "9.0.0", ...at("package.json") }],
      commands: [{ kind: "dev", command: "pnpm dev", ...at("package.json") }],
      workspaces: {
        tool: "pnpm",
        source: "pnpm-workspace.yaml",
        packages: [
          {
            path: "packages/api",
            name: "@acme/api",
            frameworks: [],
            libraries: [],
            commands: [
              { kind: "test", command: "pnpm --filter @acme/api test", ...at("package.json") },
            ],
            source: "packages/api/package.json",
          },
        ],
      },
    });
    const skill = generate(monorepo).files.find((f) => f.path.includes("run-tests"))!.content;
    expect(skill).toContain("Run `pnpm --filter @acme/api test`;");
    expect(skill).not.toContain("`pnpm test`");
  });

  it("runs a package of another toolchain from its folder: its tests and its migrations", () => {
    const fullStack = facts({
      languages: [{ name: "TypeScript", ...at("tsconfig.json") }],
      frameworks: [
        { name: "React", version: "19.0.0", ...at("bun.lock") },
        { name: "FastAPI", version: "0.115.0", ...at("backend/uv.lock") },
      ],
      libraries: [{ name: "Alembic", version: "1.14.0", ...at("backend/uv.lock") }],
      packageManagers: [
        { name: "bun", version: null, ...at("bun.lock") },
        { name: "uv", version: null, ...at("backend/uv.lock") },
      ],
      commands: [{ kind: "test", command: "bun run test", ...at("package.json") }],
      workspaces: {
        tool: "folders",
        source: "backend/pyproject.toml",
        packages: [
          {
            path: "backend",
            name: "app",
            frameworks: ["FastAPI"],
            libraries: ["Alembic"],
            commands: [
              {
                kind: "test",
                command: "cd backend && uv run pytest",
                ...at("backend/pyproject.toml"),
              },
              {
                kind: "migrate",
                command: "cd backend && uv run alembic upgrade head",
                ...at("backend/alembic.ini"),
              },
            ],
            source: "backend/pyproject.toml",
          },
        ],
      },
    });
    const rule = generate(fullStack, { applicationType: "Fullstack" });
    const tests = rule.files.find((f) => f.path.includes("run-tests"))!.content;
    expect(tests).toContain("runs its tests from its folder: `cd backend && uv run pytest`.");
    const migration = rule.files.find((f) => f.path.includes("add-migration"))!.content;
    expect(migration).toContain("`cd backend && uv run alembic revision --autogenerate");
    expect(migration).toContain("local database with `cd backend && uv run alembic upgrade head`");
  });
  it("takes the tool the user's own words choose, not one they name to leave behind", () => {
    const vue = (notes: string, language: "en" | "de" = "en") =>
      allText(
        generateRule({
          form: createForm({ frameworks: ["Vue"], aiModel: "Claude", additionalNotes: notes }),
          language,
        }),
      );
    expect(vue("")).toContain("Vue: test components with Vitest");
    const jest = vue("We moved from Vitest to Jest last year. Unit tests use Jest.");
    expect(jest).not.toContain("Vue: test components with Vitest");
    expect(jest).toContain("Unit tests use Jest.");
    // Named only to be refused, a tool is no choice: our rule for the stack's tool stays.
    expect(vue("Never add Jest.")).toContain("Vue: test components with Vitest");
    expect(vue("Keine Tests mit Jest.", "de")).toContain("Vue: Teste Komponenten mit Vitest");
  });

  it("writes Python's dependency rule for the manager the user's kept rules name", () => {
    const kept = facts({
      ...django,
      existingRules: [
        {
          path: "AGENTS.md",
          tool: "AGENTS.md",
          keep: true,
          rules: ["Manage dependencies with `poetry add`."],
        },
      ],
    });
    const pipRule = "install them with `pip install -r` into the project's virtual environment";
    expect(allText(generate(django))).toContain(pipRule);
    const text = allText(generate(kept));
    expect(text).toContain("Add and remove dependencies with `poetry add` / `poetry remove`");
    expect(text).not.toContain(pipRule);
  });
});
