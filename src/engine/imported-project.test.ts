import { describe, expect, it } from "vitest";
import type { ProjectFacts } from "#contract/project-facts";
import type { WizardForm } from "#contract/wizard";
import { generateRule } from "./index";
import { applyFacts } from "./project/index";
import { createProjectFacts } from "./project/testing/facts";
import { createForm } from "./testing/forms";

const facts = (patch: Partial<ProjectFacts> = {}): ProjectFacts =>
  createProjectFacts({
    origin: { kind: "files" },
    languages: [{ name: "TypeScript", source: "tsconfig.json" }],
    frameworks: [
      { name: "Next.js", version: "14.2.18", source: "pnpm-lock.yaml" },
      { name: "React", version: "18.3.1", source: "pnpm-lock.yaml" },
      { name: "TypeScript", version: "5.7.2", source: "pnpm-lock.yaml" },
    ],
    libraries: [
      { name: "Prisma", version: "6.1.0", source: "pnpm-lock.yaml" },
      { name: "Vitest", version: "3.0.5", source: "pnpm-lock.yaml" },
    ],
    runtimes: [{ name: "Node.js", version: "20.11.0", source: ".nvmrc" }],
    packageManagers: [{ name: "pnpm", version: "9.15.0", source: "package.json" }],
    commands: [
      { kind: "install", command: "pnpm install", source: "package.json" },
      { kind: "dev", command: "pnpm dev", source: "package.json" },
      { kind: "test", command: "make test", source: "Makefile" },
    ],
    tooling: [
      { name: "Biome", source: "biome.json" },
      { name: "Husky", source: ".husky/pre-commit" },
    ],
    workspaces: null,
    existingRules: [],
    notes: [],
    ...patch,
  });

const allContent = (rule: { files: readonly { content: string }[] }) =>
  rule.files.map((file) => file.content).join("\n");
const generate = (form: Partial<WizardForm>, language: "en" | "de" = "en") =>
  generateRule({ form: createForm(form), language });
const imported = (patch: Partial<ProjectFacts> = {}, form: Partial<WizardForm> = {}) =>
  applyFacts(createForm({ frameworks: [], ...form }), facts(patch));

describe("generateRule with an imported project", () => {
  it("writes the project's commands verbatim and unmarked, and the usual ones it lacks to verify", () => {
    const rule = generateRule({ form: imported(), language: "en" });
    expect(rule.content).toContain(
      "This project's own commands: run them exactly as written, from the repository's root.",
    );
    expect(rule.content).toContain(
      "- Commands: install `pnpm install` · dev `pnpm dev` · test `make test`",
    );
    // Lint, typecheck and build were not found: the usual ones, run with pnpm, still to verify.
    expect(rule.content).toContain(
      "- Not found in the project, usual for Node.js (React, Next.js, TypeScript), pnpm (verify): lint `pnpm lint` · typecheck `pnpm exec tsc --noEmit` · build `pnpm build`",
    );
    expect(rule.content).not.toContain("`npm run dev`");
    // The stack's audit is advice an agent can infer, and not the project's command.
    expect(rule.content).not.toContain("audit");
    expect(rule.content).not.toContain("Usual commands for this stack");
  });

  it("runs the stack's audit with the package manager the description names, without an import", () => {
    const rule = generate({ frameworks: ["Next.js"], projectDescription: "A shop on pnpm." });
    expect(rule.content).toContain("(`pnpm audit`)");
  });

  it("leaves out what an agent infers from the code, keeping the secrets rule and never-invent", () => {
    const rule = generateRule({ form: imported(), language: "en" });
    expect(rule.content).not.toContain("## Frontend application");
    expect(rule.content).not.toContain("## Working in Claude");
    expect(rule.content).toContain("IMPORTANT: Never hard-code secrets");
    expect(rule.content).toContain("Never invent APIs, options, package names");
    expect(rule.content).not.toContain("If the task is ambiguous");
    const typed = generate({ frameworks: ["Next.js"] });
    expect(typed.content).toContain("If the task is ambiguous");
  });

  it("leaves the usual commands marked when nothing was imported or typed", () => {
    const rule = generate({ frameworks: ["Next.js"] });
    expect(rule.content).toContain("Usual commands for this stack");
    expect(rule.content).toContain("Node.js (Next.js), npm: dev `npm run dev`");
  });

  it("takes commands typed into the form as the project's own", () => {
    const rule = generate({ frameworks: ["Django"], commands: { test: "make test", dev: " " } });
    expect(rule.content).toContain("- Commands: test `make test`");
    expect(rule.content).toContain("dev `python manage.py runserver`");
  });

  it("picks version rules by the detected major and names exact versions, libraries and runtimes", () => {
    const next14 = generateRule({ form: imported(), language: "en" });
    expect(next14.content).not.toContain("Next.js 15+");
    expect(next14.content).toContain(
      "- Installed versions: React 18.3.1, Next.js 14.2.18, TypeScript 5.7.2; use their APIs, not older or newer ones.",
    );
    expect(next14.content).toContain("- Libraries in use: Prisma 6.1.0, Vitest 3.0.5.");
    expect(next14.content).toContain("- Runtime: Node.js 20.11.0; package managers: pnpm 9.15.0.");
    const next15 = generateRule({
      form: imported({
        frameworks: [{ name: "Next.js", version: "15.2.3", source: "pnpm-lock.yaml" }],
      }),
      language: "en",
    });
    expect(next15.content).toContain("Next.js 15+");
  });

  it("writes rules for the installed major of libraries whose APIs changed", () => {
    const library = (name: "Pydantic" | "Zod" | "TanStack Query", version: string) =>
      generateRule({
        form: imported({ libraries: [{ name, version, source: "uv.lock" }] }),
        language: "en",
      }).content;
    expect(library("Pydantic", "2.10.3")).toContain(
      "Pydantic 2: validate with `Model.model_validate()`",
    );
    expect(library("Pydantic", "1.10.19")).toContain("Pydantic 1 is installed");
    expect(library("Pydantic", "1.10.19")).not.toContain("Pydantic 2:");
    expect(library("Zod", "^3.23.8")).toContain("Zod 3 is installed");
    // Each band names the major it is for: `react-query` 3 is not told TanStack Query 4 is there.
    expect(library("TanStack Query", "3.39.3")).toContain("React Query 3 is installed");
    expect(library("TanStack Query", "3.39.3")).not.toContain("TanStack Query 4");
    expect(library("TanStack Query", "4.36.1")).toContain("TanStack Query 4 is installed");
    expect(library("Zod", "4.1.0")).toContain("Zod 4: use the top-level formats");
  });

  it("names a Remix project Remix, though React Router's rules hold its knowledge", () => {
    const rule = generateRule({
      form: imported({
        frameworks: [{ name: "React Router", version: "2.15.0", source: "package-lock.json" }],
      }),
      language: "en",
    });
    expect(rule.title).toMatch(/^Remix 2 /);
    expect(rule.content).toContain("This is a full-stack application built with Remix 2.");
    expect(rule.fileName).toBe(".cursor/rules/react-router-fullstack.mdc");
  });

  it("keeps the advice about a data library the project already uses", () => {
    const withQuery = generateRule({
      form: imported({
        libraries: [{ name: "TanStack Query", version: "5.62.0", source: "pnpm-lock.yaml" }],
      }),
      language: "en",
    });
    expect(withQuery.files.find((file) => file.path.endsWith("react.mdc"))!.content).toContain(
      "TanStack Query",
    );
    const loaders = generate({ frameworks: ["React", "React Router"] });
    expect(loaders.content).not.toContain("TanStack Query");
    const next = generateRule({ form: imported(), language: "en" });
    expect(next.files.find((file) => file.path.endsWith("react.mdc"))!.content).not.toContain(
      "TanStack Query",
    );
  });

  it("uses the project's own formatter, linter, hooks and test tools", () => {
    const rule = generateRule({ form: imported(), language: "en" });
    expect(rule.content).toContain(
      "Format and lint with the project's configured tools (Biome); never hand-format against them.",
    );
    expect(rule.content).toContain("Commits run hooks (Husky)");
    expect(rule.content).not.toContain("Prettier and ESLint");
    const single = generateRule({ form: { ...imported(), aiModel: "Codex" }, language: "en" });
    expect(single.content).toContain("Write tests with the project's own test tools (Vitest)");
  });

  it("keeps the user's own rules where they chose to, and they win over ours", () => {
    const form = imported({
      existingRules: [
        {
          path: "CLAUDE.md",
          tool: "Claude",
          rules: ["No default exports.", "Prefer small pull requests."],
          keep: true,
        },
        { path: "AGENTS.md", tool: "AGENTS.md", rules: ["Never run the linter."], keep: false },
      ],
    });
    const rule = generateRule({ form: { ...form, aiModel: "Codex" }, language: "en" });
    expect(rule.content).toContain("- No default exports.");
    expect(rule.content).toContain("- Prefer small pull requests.");
    expect(rule.content).not.toContain("Never run the linter.");
    // Next.js still needs its default exports: its rules say the exception instead.
    expect(rule.content).toContain("Exception to the no-default-exports rule");
  });

  it("gives a monorepo's packages their commands, scoped files and nested AGENTS.md", () => {
    const workspace = facts({
      workspaces: {
        tool: "pnpm",
        source: "pnpm-workspace.yaml",
        packages: [
          {
            path: "apps/web",
            name: "web",
            frameworks: ["Next.js", "React"],
            libraries: [],
            commands: [
              { kind: "dev", command: "pnpm --filter web dev", source: "apps/web/package.json" },
            ],
            source: "apps/web/package.json",
          },
          {
            path: "packages/ui",
            name: "@acme/ui",
            frameworks: ["React"],
            libraries: [],
            commands: [],
            source: "packages/ui/package.json",
          },
        ],
      },
      folders: ["apps", "apps/web", "apps/web/app", "packages", "packages/ui", "packages/ui/src"],
    });
    const form = applyFacts(createForm({ frameworks: [] }), workspace);
    const cursor = generateRule({ form, language: "en" });
    expect(cursor.files.map((file) => file.path)).toEqual([
      ".cursor/rules/react-nextjs-typescript-fullstack.mdc",
      ".cursor/rules/react.mdc",
      ".cursor/rules/nextjs.mdc",
      ".cursor/rules/typescript.mdc",
      ".cursor/rules/package-apps-web.mdc",
      ".cursor/rules/package-packages-ui.mdc",
    ]);
    const nextFile = cursor.files.find((file) => file.path === ".cursor/rules/nextjs.mdc")!;
    expect(nextFile.content).toContain(
      "apps/web/app/**,apps/web/src/app/**,apps/web/next.config.*",
    );
    const web = cursor.files.find((file) => file.path === ".cursor/rules/package-apps-web.mdc")!;
    expect(web.content).toMatch(/^globs: "?apps\/web\/\*\*"?$/m);
    expect(web.content).toContain("`apps/web` (web: Next.js, React): dev `pnpm --filter web dev`");
    expect(cursor.files[0]!.content).toContain("- `packages/ui` (@acme/ui: React)");

    const codex = generateRule({ form: { ...form, aiModel: "Codex" }, language: "de" });
    expect(codex.files.map((file) => [file.path, file.role])).toEqual([
      ["AGENTS.md", "core"],
      ["apps/web/AGENTS.md", "scoped"],
      ["packages/ui/AGENTS.md", "scoped"],
    ]);
    expect(codex.files[1]!.content).toContain("Führe die Befehle oben vom Wurzelverzeichnis");
    // Next.js is apps/web's alone: its rules sit in its nested file, not the root's. React is
    // shared by both packages and stays at the root; each package names its own folders.
    expect(codex.files[0]!.content).not.toContain("## Next.js");
    expect(codex.files[0]!.content).toContain("## React");
    expect(codex.files[1]!.content).toContain("## Next.js");
    expect(codex.files[1]!.content).toContain("- Struktur: `app/` (Anwendungscode).");
    expect(codex.files[2]!.content).not.toContain("## React");
    expect(codex.files[2]!.content).toContain("- Struktur: `src/` (Quellcode).");
    expect(cursor.files[5]!.content).toContain("- Layout: `packages/ui/src/` (source).");

    // A package the root's list says all about (no framework of its own, no folders) gets none.
    const bare = applyFacts(createForm({ frameworks: [] }), { ...workspace, folders: [] });
    const lean = generateRule({ form: { ...bare, aiModel: "Codex" }, language: "en" });
    expect(lean.files.map((file) => file.path)).toEqual(["AGENTS.md", "apps/web/AGENTS.md"]);
  });

  it("keeps Next.js 16.2's pointer to its bundled docs with a known tree (no tree holds node_modules)", () => {
    const rule = generateRule({
      form: imported({
        frameworks: [{ name: "Next.js", version: "16.2.1", source: "pnpm-lock.yaml" }],
        folders: ["app", "public"],
      }),
      language: "en",
    });
    expect(allContent(rule)).toContain("`node_modules/next/dist/docs/`");
  });

  it("names a version before 1.0 with its release line, never a bare 0", () => {
    const rule = generateRule({
      form: imported({
        frameworks: [{ name: "React Native", version: "0.81.5", source: "package-lock.json" }],
      }),
      language: "en",
    });
    expect(rule.title).toContain("React Native 0.81");
    expect(rule.content).not.toMatch(/React Native 0(?![.\d])/);
  });

  it("writes the imported facts in German too", () => {
    const rule = generateRule({ form: imported(), language: "de" });
    expect(rule.content).toContain(
      "- Befehle: install `pnpm install` · dev `pnpm dev` · test `make test`",
    );
    expect(rule.content).toContain("Installierte Versionen: React 18.3.1, Next.js 14.2.18");
    expect(rule.content).toContain("Im Projekt nicht gefunden, üblich für Node.js");
  });

  it("names the application's framework first in the title, as the import does", () => {
    const koel = imported({
      frameworks: [
        { name: "Laravel", version: "13.2.0", source: "composer.lock" },
        { name: "PHP", version: null, source: "composer.json" },
        { name: "Vue", version: "3.5.13", source: "pnpm-lock.yaml" },
        { name: "TailwindCSS", version: "4.1.3", source: "pnpm-lock.yaml" },
        { name: "TypeScript", version: "5.8.2", source: "pnpm-lock.yaml" },
      ],
    });
    expect(generateRule({ form: koel, language: "de" }).title).toBe(
      "Fullstack-Regeln für Cursor: Laravel 13, PHP, Vue 3 und 2 weitere",
    );
    // Without an import, the canonical order.
    expect(generate({ frameworks: ["Next.js", "React"] }).title).toMatch(/^React \+ Next\.js/);
    expect(generateRule({ form: imported(), language: "en" }).title).toMatch(
      /^Next\.js 14 \+ React 18/,
    );
  });

  it("lists a command that covers the front end beside the application's own", () => {
    const covered = imported({
      commands: [
        { kind: "test", command: "composer test", source: "composer.json" },
        { kind: "test", command: "npm test", source: "package.json", covers: "front-end" },
      ],
    });
    expect(generateRule({ form: covered, language: "en" }).content).toContain(
      "- Commands: test `composer test` · test (front end) `npm test`",
    );
    expect(generateRule({ form: covered, language: "de" }).content).toContain(
      "- Befehle: test `composer test` · test (Frontend) `npm test`",
    );
  });

  it("ignores malformed stored facts instead of failing", () => {
    const rule = generateRule({
      form: { ...createForm(), project: { origin: "nope" } as unknown as ProjectFacts },
      language: "en",
    });
    expect(rule.content).toContain("Usual commands for this stack");
  });
  it("gives a tool only a file shows one rule, and a framework's own idiom for a pack's rule", () => {
    const docker = [{ name: "Docker" as const, source: "server/Dockerfile" }];
    const lone = allContent(generateRule({ form: imported({ tooling: docker }), language: "en" }));
    expect(lone).toContain("non-root `USER`");
    expect(lone).not.toContain("Build images in stages");
    const described = allContent(
      generateRule({
        form: imported(
          { tooling: docker },
          { projectDescription: "A booking API we ship with Docker Compose to our own servers." },
        ),
        language: "en",
      }),
    );
    expect(described).toContain("Build images in stages");

    const laravel = imported({
      frameworks: [{ name: "Laravel", version: "13.2.0", source: "composer.lock" }],
      libraries: [{ name: "Redis", version: "6.2.0", source: "composer.lock" }],
    });
    const withLaravel = allContent(generateRule({ form: laravel, language: "de" }));
    expect(withLaravel).toContain("Cache::lock($name, $seconds)");
    expect(withLaravel).not.toContain("SET key token NX PX");
  });
  it("leaves a framework's rules to the live guidance the project installed (Laravel Boost)", () => {
    const laravel = (libraries: ProjectFacts["libraries"]) =>
      imported({
        frameworks: [{ name: "Laravel", version: "13.2.0", source: "composer.lock" }],
        libraries,
      });
    const boost = [{ name: "Laravel Boost" as const, version: "2.4.8", source: "composer.lock" }];
    const withBoost = generateRule({
      form: { ...laravel(boost), aiModel: "Cursor" },
      language: "en",
    });
    expect(allContent(withBoost)).toContain("`search-docs`");
    expect(allContent(withBoost)).not.toContain("php artisan make:");
    expect(withBoost.files.map((file) => file.path)).not.toContain(".cursor/rules/laravel.mdc");
    const without = generateRule({ form: { ...laravel([]), aiModel: "Cursor" }, language: "en" });
    expect(allContent(without)).toContain("php artisan make:");
    expect(without.files.map((file) => file.path)).toContain(".cursor/rules/laravel.mdc");
  });
  it("says a rule once: ours is left out where the user's kept file already says it", () => {
    const ours =
      "Never invent APIs, options, package names, file paths or versions; check the code, the lockfile or the docs, or say that you could not verify them.";
    expect(generateRule({ form: imported(), language: "en" }).content).toContain(`- ${ours}`);
    const kept = imported({
      existingRules: [
        {
          path: "AGENTS.md",
          tool: "AGENTS.md",
          keep: true,
          rules: [`- Use pnpm only.\n- IMPORTANT: ${ours.replace("APIs,", "APIs ,")}`],
        },
      ],
    });
    const content = generateRule({ form: kept, language: "en" }).content;
    // The user's block stands as written; our copy of its line is gone.
    expect(content).toContain("- IMPORTANT: Never invent APIs ,");
    expect(content).not.toContain(`- ${ours}`);
  });
});

describe("IMPORTANT: on rule packs (docs/product/rule-packs.md, decision 124)", () => {
  const paymentsRule = "IMPORTANT: Mark an order or subscription paid only from the provider's";
  const describing = { projectDescription: "Customers pay by card at checkout." };

  it("is not given to a pack read from the description alone", () => {
    const content = allContent(generate(describing));
    expect(content).toContain("Mark an order or subscription paid only from the provider's");
    expect(content).not.toContain(paymentsRule);
  });

  it("is given to a pack the user added", () => {
    const added = { added: ["payments" as const], removed: [] };
    const content = allContent(
      generate({ projectDescription: "A recipe site for our bakery.", packs: added }),
    );
    expect(content).toContain(paymentsRule);
  });

  it("is given to a pack whose library the project uses", () => {
    const form = imported(
      { libraries: [{ name: "Stripe", version: "17.0.0", source: "pnpm-lock.yaml" }] },
      describing,
    );
    expect(allContent(generateRule({ form, language: "en" }))).toContain(paymentsRule);
  });
});
