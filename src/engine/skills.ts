/**
 * Skills and commands: procedures from the project's own commands and concerns,
 * written as Agent Skills (`SKILL.md` with `name` and `description`, agentskills.io/specification)
 * into each tool's skills folder, and as slash commands or prompt files where the tool has them.
 * Skills are loaded when the task matches their description; commands when the user types them.
 * Where each tool looks (checked 2026-11):
 * - Claude Code: `.claude/skills/<name>/SKILL.md`; `.claude/commands/<name>.md` with
 *   `description` (code.claude.com/docs/en/skills: commands and skills share one namespace, a skill
 *   wins a clash, so command names differ from skill names here)
 * - GitHub Copilot: `.github/skills/<name>/SKILL.md` (docs.github.com/en/copilot, "Add skills");
 *   prompt files `.github/prompts/<name>.prompt.md` with `description` and `agent`
 *   (code.visualstudio.com/docs/copilot/customization/prompt-files)
 * - Cursor: `.cursor/skills/<name>/SKILL.md` (cursor.com/docs/context/skills); commands
 *   `.cursor/commands/<name>.md`, plain Markdown (cursor.com/docs/agent/chat/commands)
 * - Codex, Antigravity and Devin read the portable `.agents/skills/` (developers.openai.com/codex/skills,
 *   antigravity.google/docs/skills, docs.devin.ai/desktop/devin-local/customizations);
 *   Antigravity's workflows `.agents/workflows/<name>.md` and Devin's `.devin/workflows/<name>.md`
 *   run as `/name` (antigravity.google/docs/rules-workflows, docs.devin.ai/desktop/cascade/workflows)
 * - Cline: workflows `.clinerules/workflows/<name>.md`, run as `/name.md` (docs.cline.bot, "Workflows")
 * - Gemini CLI: custom commands `.gemini/commands/<name>.toml` with `description` and `prompt`
 *   (geminicli.com/docs/cli/custom-commands)
 */
import type { CommandKind } from "#contract/project-options";
import type { AiModelId } from "#contract/wizard";
import { renderFrontmatter } from "./render/frontmatter";
import { codeSpan } from "./render/inline";
import { stringsFor } from "./i18n";
import { packageCommandFacts } from "./project/apply-facts";
import { joinList } from "./names";
import { managerOf, renderCommand, toolchains, toolchainsOf } from "./toolchains";
import type {
  Frontmatter,
  GeneratedFile,
  GenerationContext,
  Localized,
  ToolchainId,
} from "./types";

const joinAnd = (ctx: GenerationContext, items: readonly string[]) =>
  joinList(items, stringsFor(ctx.language).and);

/** One procedure: a skill's or a command's name (kebab-case), when to use it, and its steps. */
interface Procedure {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly steps: readonly string[];
}

const USUAL_KINDS = ["dev", "test", "lint", "typecheck", "build"] as const;
/** Packages whose own command stands in for a root command the project lacks. */
const MAX_PACKAGE_COMMANDS = 3;

/** The packages' own commands of a kind, as typed at the root. */
const packageCommands = (ctx: GenerationContext, kind: CommandKind) =>
  packageCommandFacts(ctx.project)
    .filter((command) => command.kind === kind)
    .map((command) => command.command);

/**
 * The command of this kind as Markdown: the project's own; else its packages' own (a monorepo
 * whose root has none); else the stack's usual one, marked to be verified as the commands
 * section marks it.
 */
function commandOf(ctx: GenerationContext, kind: CommandKind): string | undefined {
  const own = ctx.projectCommands[kind];
  if (own) return codeSpan(own);
  const packaged = packageCommands(ctx, kind);
  if (packaged.length > 0)
    return [...new Set(packaged)].slice(0, MAX_PACKAGE_COMMANDS).map(codeSpan).join(", ");
  if (!(USUAL_KINDS as readonly string[]).includes(kind)) return undefined;
  for (const toolchain of toolchainsOf(ctx)) {
    const users = ctx.frameworks.filter((framework) => framework.toolchain === toolchain.id);
    const commands = users.reduceRight(
      (merged, framework) => ({ ...merged, ...framework.commands }),
      toolchain.commands,
    );
    const template = commands[kind as (typeof USUAL_KINDS)[number]];
    if (template)
      return `${renderCommand(template, managerOf(toolchain, ctx))} ${stringsFor(ctx.language).verifyMark}`;
  }
  return undefined;
}

/**
 * A migration tool's usual command, run through the package manager of its toolchain: the
 * stack's, not read from the project, so marked to be verified.
 */
function toolCommand(
  ctx: GenerationContext,
  toolchain: ToolchainId,
  template: string,
  /** Where the project runs its own migrations: `cd backend && `. */
  inFolder = "",
): string {
  const command = renderCommand(inFolder + template, managerOf(toolchains[toolchain], ctx));
  return `${command} ${stringsFor(ctx.language).verifyMark}`;
}

/** How the stack makes and applies a migration, for the first that applies. */
const migrationTools: readonly {
  readonly applies: (ctx: GenerationContext) => boolean;
  readonly toolchain: ToolchainId;
  /** `{x:…}` runs through the package manager; both act on the local database only. */
  readonly create: string;
  readonly apply: string;
}[] = [
  {
    applies: (ctx) => ctx.packs.some((pack) => pack.id === "prisma"),
    toolchain: "node",
    // prisma.io/docs/orm/reference/prisma-cli-reference: `migrate deploy` is for production.
    create: "{x:prisma migrate dev --create-only --name <change>}",
    apply: "{x:prisma migrate dev}",
  },
  {
    applies: (ctx) => ctx.packs.some((pack) => pack.id === "drizzle"),
    toolchain: "node",
    create: "{x:drizzle-kit generate}",
    apply: "{x:drizzle-kit migrate}",
  },
  {
    applies: (ctx) => ctx.packs.some((pack) => pack.id === "supabase"),
    toolchain: "node",
    // supabase.com/docs/reference/cli: `migration up` applies to the local database, `db push`
    // to the linked remote project.
    create: "supabase migration new <change>",
    apply: "supabase migration up",
  },
  {
    applies: (ctx) => ctx.frameworks.some((f) => f.id === "django"),
    toolchain: "python",
    create: "{x:python manage.py makemigrations}",
    apply: "{x:python manage.py migrate}",
  },
  {
    applies: (ctx) => ctx.frameworks.some((f) => f.id === "rails"),
    toolchain: "ruby",
    create: "bin/rails generate migration <Change>",
    apply: "bin/rails db:migrate",
  },
  {
    applies: (ctx) => ctx.frameworks.some((f) => f.id === "laravel"),
    toolchain: "php",
    create: "php artisan make:migration <change>",
    apply: "php artisan migrate",
  },
  {
    applies: (ctx) => ctx.frameworks.some((f) => f.id === "symfony"),
    toolchain: "php",
    // symfony.com/doc/current/doctrine.html: MakerBundle writes the migration from the mapping.
    create: "php bin/console make:migration",
    apply: "php bin/console doctrine:migrations:migrate",
  },
  {
    applies: (ctx) => ctx.frameworks.some((f) => f.id === "phoenix"),
    toolchain: "elixir",
    create: "mix ecto.gen.migration <change>",
    apply: "mix ecto.migrate",
  },
  {
    applies: (ctx) => ctx.project?.libraries.some((l) => l.name === "Alembic") ?? false,
    toolchain: "python",
    create: '{x:alembic revision --autogenerate -m "<change>"}',
    apply: "{x:alembic upgrade head}",
  },
  {
    applies: (ctx) =>
      ctx.project?.libraries.some((l) => l.name === "Entity Framework Core") ?? false,
    toolchain: "dotnet",
    create: "dotnet ef migrations add <Change>",
    apply: "dotnet ef database update",
  },
];

const text = {
  en: {
    runTests: {
      title: "Run the checks",
      description:
        "Runs this project's tests, type check and linter and fixes what fails. Use after changing code and before reporting a task as done.",
      test: (command: string) =>
        `Run ${command}; for one file or test, pass its path or name to the same runner.`,
      more: (commands: string) => `Then run ${commands}.`,
      e2e: (command: string) => `When the change touches a user journey, run ${command} too.`,
      packages: (commands: string) =>
        `A package with a toolchain of its own runs its tests from its folder: ${commands}.`,
      fix: "When a check fails, read the first error, fix its cause in the code (not the test or the check), and run the same command again.",
      report: "Report which commands you ran and their result.",
    },
    migration: {
      title: "Add a database migration",
      description:
        "Changes the database schema through a new migration. Use when a task adds or changes tables, columns or indexes.",
      create: (command: string) => `Change the schema, then create the migration with ${command}.`,
      apply: (command: string) =>
        `Apply it to your local database with ${command} and run the tests.`,
      unknown:
        "Create the migration with the project's migration tool (see the commands above), apply it locally and run the tests.",
      review:
        "Read the generated SQL or migration file before you apply it: no data loss, no table rewrite or long lock on a large table.",
      compatible:
        "Keep it backward-compatible with the running code: add columns nullable or with a default, backfill, then tighten in a later migration.",
      never:
        "Never edit a migration that has run anywhere else; write a new one. Commit it with the change.",
    },
    endpoint: {
      title: "Add an API endpoint",
      description:
        "Adds a new API endpoint the way this project writes them. Use when a task needs a new route, handler or procedure.",
      place: "Put it beside the existing endpoints and follow their file layout and naming.",
      validate:
        "Validate the input with the project's schema or validation library before using it.",
      guard:
        "Check authentication and the caller's permission for this object on the server; deny by default.",
      errors: "Answer errors in the format the other endpoints use, without internal details.",
      test: (command: string) =>
        `Write tests for success, invalid input and a caller without permission, and run ${command}.`,
      docs: "Update the API description (OpenAPI, schema, README) if the project keeps one.",
    },
    release: {
      title: "Prepare a release",
      description:
        "Prepares a release: runs every check, updates the changelog and the version. Use when asked to cut or prepare a release.",
      checks: (commands: string) => `Run ${commands}; stop and report if any fails.`,
      changelog:
        "Summarise the changes since the last tag in the changelog, grouped as added, changed and fixed.",
      version:
        "Bump the version where the project keeps it (its manifest), by semantic versioning.",
      tag: "Commit as the project's commit style asks and create the tag; push only when asked.",
    },
    check: {
      title: "Check",
      description: "Run every check of this project and fix what fails.",
    },
    review: {
      title: "Review changes",
      description: "Review the current changes against this project's rules.",
      steps: [
        "Read the diff of the uncommitted changes (or of the branch against its base).",
        "Compare it with AGENTS.md and the rules for the files it touches; list every violation with file and line.",
        "Point out missing tests, unhandled errors and security issues, most serious first.",
        "Suggest the fix for each finding; change nothing unless asked.",
      ],
    },
  },
  de: {
    runTests: {
      title: "Prüfungen ausführen",
      description:
        "Führt die Tests, die Typprüfung und den Linter dieses Projekts aus und behebt, was fehlschlägt. Nutze ihn nach Codeänderungen und bevor du eine Aufgabe als erledigt meldest.",
      test: (command: string) =>
        `Führe ${command} aus; für eine Datei oder einen Test gib dem gleichen Runner ihren Pfad oder Namen mit.`,
      more: (commands: string) => `Führe danach ${commands} aus.`,
      e2e: (command: string) =>
        `Betrifft die Änderung einen Nutzerablauf, führe auch ${command} aus.`,
      packages: (commands: string) =>
        `Ein Paket mit eigener Toolchain führt seine Tests in seinem Ordner aus: ${commands}.`,
      fix: "Schlägt eine Prüfung fehl, lies den ersten Fehler, behebe seine Ursache im Code (nicht im Test oder in der Prüfung) und führe denselben Befehl erneut aus.",
      report: "Melde, welche Befehle du ausgeführt hast und mit welchem Ergebnis.",
    },
    migration: {
      title: "Datenbankmigration anlegen",
      description:
        "Ändert das Datenbankschema über eine neue Migration. Nutze ihn, wenn eine Aufgabe Tabellen, Spalten oder Indizes anlegt oder ändert.",
      create: (command: string) =>
        `Ändere das Schema und erzeuge dann die Migration mit ${command}.`,
      apply: (command: string) =>
        `Spiele sie mit ${command} in deine lokale Datenbank ein und führe die Tests aus.`,
      unknown:
        "Erzeuge die Migration mit dem Migrationswerkzeug des Projekts (siehe die Befehle oben), spiele sie lokal ein und führe die Tests aus.",
      review:
        "Lies das erzeugte SQL oder die Migrationsdatei, bevor du sie einspielst: kein Datenverlust, kein Umschreiben und keine lange Sperre großer Tabellen.",
      compatible:
        "Halte sie mit dem laufenden Code kompatibel: Spalten nullable oder mit Default hinzufügen, nachfüllen, erst in einer späteren Migration verschärfen.",
      never:
        "Ändere nie eine Migration, die anderswo schon gelaufen ist; schreibe eine neue. Committe sie mit der Änderung.",
    },
    endpoint: {
      title: "API-Endpunkt hinzufügen",
      description:
        "Fügt einen API-Endpunkt so hinzu, wie dieses Projekt sie schreibt. Nutze ihn, wenn eine Aufgabe eine neue Route, einen Handler oder eine Procedure braucht.",
      place:
        "Lege ihn neben die vorhandenen Endpunkte und folge ihrer Dateistruktur und Benennung.",
      validate:
        "Validiere die Eingabe mit der Schema- oder Validierungsbibliothek des Projekts, bevor du sie nutzt.",
      guard:
        "Prüfe auf dem Server die Authentifizierung und die Berechtigung des Aufrufers für dieses Objekt; standardmäßig verweigert.",
      errors: "Antworte bei Fehlern im Format der anderen Endpunkte, ohne interne Details.",
      test: (command: string) =>
        `Schreibe Tests für Erfolg, ungültige Eingabe und einen Aufrufer ohne Berechtigung und führe ${command} aus.`,
      docs: "Aktualisiere die API-Beschreibung (OpenAPI, Schema, README), falls das Projekt eine führt.",
    },
    release: {
      title: "Release vorbereiten",
      description:
        "Bereitet ein Release vor: führt alle Prüfungen aus, aktualisiert Changelog und Version. Nutze ihn, wenn ein Release erstellt oder vorbereitet werden soll.",
      checks: (commands: string) =>
        `Führe ${commands} aus; brich ab und melde es, wenn etwas fehlschlägt.`,
      changelog:
        "Fasse die Änderungen seit dem letzten Tag im Changelog zusammen, gruppiert nach hinzugefügt, geändert und behoben.",
      version:
        "Erhöhe die Version dort, wo das Projekt sie führt (sein Manifest), nach semantischer Versionierung.",
      tag: "Committe im Commit-Stil des Projekts und lege das Tag an; pushe nur auf Nachfrage.",
    },
    check: {
      title: "Prüfen",
      description: "Führe jede Prüfung dieses Projekts aus und behebe, was fehlschlägt.",
    },
    review: {
      title: "Änderungen prüfen",
      description: "Prüfe die aktuellen Änderungen gegen die Regeln dieses Projekts.",
      steps: [
        "Lies den Diff der nicht committeten Änderungen (oder des Branches gegen seine Basis).",
        "Vergleiche ihn mit AGENTS.md und den Regeln für die betroffenen Dateien; liste jeden Verstoß mit Datei und Zeile.",
        "Weise auf fehlende Tests, unbehandelte Fehler und Sicherheitsprobleme hin, die schwersten zuerst.",
        "Schlage für jeden Befund die Korrektur vor; ändere nichts, solange niemand darum bittet.",
      ],
    },
  },
} satisfies Localized<unknown>;

const SERVER_FRAMEWORKS = new Set([
  "express",
  "hono",
  "fastapi",
  "django",
  "flask",
  "rails",
  "laravel",
  "nestjs",
  "spring-boot",
  "dotnet",
  "go",
  "rust",
  "nextjs",
  "sveltekit",
  "nuxt",
  "react-router",
  "php",
  "nodejs",
  "deno",
  "fresh",
  "symfony",
  "elixir",
  "phoenix",
  "vapor",
]);

/** The skills this project calls for: checks always, the others when its stack has the concern. */
function skillProcedures(ctx: GenerationContext): Procedure[] {
  const t = text[ctx.language];
  const test = commandOf(ctx, "test");
  const checks = (["typecheck", "lint"] as const).flatMap((kind) => commandOf(ctx, kind) ?? []);
  const procedures: Procedure[] = [];
  if (test) {
    const e2e = commandOf(ctx, "e2e");
    // The root's scripts don't reach a package of another toolchain (`cd backend && uv run pytest`).
    const ownFolders = packageCommands(ctx, "test")
      .filter((command) => command.startsWith("cd "))
      .map(codeSpan)
      .filter((command) => !test.includes(command))
      .slice(0, MAX_PACKAGE_COMMANDS);
    procedures.push({
      name: "run-tests",
      title: t.runTests.title,
      description: t.runTests.description,
      steps: [
        t.runTests.test(test),
        ...(ownFolders.length > 0 ? [t.runTests.packages(joinAnd(ctx, ownFolders))] : []),
        ...(checks.length > 0 ? [t.runTests.more(joinAnd(ctx, checks))] : []),
        ...(e2e ? [t.runTests.e2e(e2e)] : []),
        t.runTests.fix,
        t.runTests.report,
      ],
    });
  }
  const migration = migrationTools.find((tool) => tool.applies(ctx));
  // The project's own migrate command, or the one package that has it (`cd backend && …`).
  const migrate = ctx.projectCommands.migrate ?? packageCommands(ctx, "migrate")[0];
  const inFolder = (migrate && /^cd \S+ && /.exec(migrate)?.[0]) ?? "";
  if (migration || migrate) {
    procedures.push({
      name: "add-migration",
      title: t.migration.title,
      description: t.migration.description,
      steps: [
        ...(migration
          ? [
              t.migration.create(toolCommand(ctx, migration.toolchain, migration.create, inFolder)),
              t.migration.apply(
                migrate
                  ? codeSpan(migrate)
                  : toolCommand(ctx, migration.toolchain, migration.apply),
              ),
            ]
          : [t.migration.unknown]),
        t.migration.review,
        t.migration.compatible,
        t.migration.never,
      ],
    });
  }
  const serves =
    ctx.applicationType !== "Frontend" &&
    ctx.frameworks.some((framework) => SERVER_FRAMEWORKS.has(framework.id));
  if (serves && test) {
    procedures.push({
      name: "add-endpoint",
      title: t.endpoint.title,
      description: t.endpoint.description,
      steps: [
        t.endpoint.place,
        t.endpoint.validate,
        t.endpoint.guard,
        t.endpoint.errors,
        t.endpoint.test(test),
        t.endpoint.docs,
      ],
    });
  }
  const all = (["lint", "typecheck", "test", "build"] as const).flatMap(
    (kind) => commandOf(ctx, kind) ?? [],
  );
  if (all.length > 0) {
    procedures.push({
      name: "prepare-release",
      title: t.release.title,
      description: t.release.description,
      steps: [
        t.release.checks(joinAnd(ctx, all)),
        t.release.changelog,
        t.release.version,
        t.release.tag,
      ],
    });
  }
  return procedures;
}

/** The slash commands: run every check, review the changes. Names differ from the skills'. */
function commandProcedures(ctx: GenerationContext): Procedure[] {
  const t = text[ctx.language];
  const all = (["lint", "typecheck", "test"] as const).flatMap(
    (kind) => commandOf(ctx, kind) ?? [],
  );
  return [
    ...(all.length > 0
      ? [
          {
            name: "check",
            title: t.check.title,
            description: t.check.description,
            steps: [t.release.checks(joinAnd(ctx, all)), t.runTests.fix, t.runTests.report],
          },
        ]
      : []),
    {
      name: "review-changes",
      title: t.review.title,
      description: t.review.description,
      steps: t.review.steps,
    },
  ];
}

function body(procedure: Procedure): string {
  const steps = procedure.steps.map((step, index) => `${index + 1}. ${step}`).join("\n");
  return `# ${procedure.title}\n\n${steps}\n`;
}

function withFrontmatter(frontmatter: Frontmatter, procedure: Procedure): string {
  return `${renderFrontmatter(frontmatter)}\n\n${body(procedure)}`;
}

/** A SKILL.md: the Agent Skills frontmatter (`name` equal to its folder, `description`). */
function skillFile(folder: string, procedure: Procedure): { path: string; content: string } {
  return {
    path: `${folder}/${procedure.name}/SKILL.md`,
    content: withFrontmatter(
      { name: procedure.name, description: procedure.description },
      procedure,
    ),
  };
}

/** Where a tool keeps skills and commands, and how it writes a command. */
interface ToolExtras {
  readonly skills?: string;
  /** Also reads the portable `.agents/skills/`, the one folder several chosen tools share. */
  readonly readsAgentsSkills?: boolean;
  readonly command?: (procedure: Procedure) => { path: string; content: string };
}

const markdownCommand = (folder: string) => (procedure: Procedure) => ({
  path: `${folder}/${procedure.name}.md`,
  content: body(procedure),
});

/** DEL and C1: TOML's strings hold them only escaped. */
const TOML_CONTROL = /[\u007F-\u009F]/g;
const tomlEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * TOML's basic and multi-line strings, escaped: JSON's escapes are TOML's, but for DEL and C1
 * (decision 121); a multi-line string's line breaks are its own, every other control character
 * is escaped.
 */
const tomlString = (value: string) => JSON.stringify(value).replace(TOML_CONTROL, tomlEscape);
const tomlBlock = (value: string) =>
  `"""\n${value
    .replace(/\\/g, "\\\\")
    .replace(/"""/g, '\\"""')
    // eslint-disable-next-line no-control-regex -- escaping control characters is the point
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, tomlEscape)}"""`;

const extrasByTool: Partial<Record<AiModelId, ToolExtras>> = {
  Claude: {
    skills: ".claude/skills",
    command: (procedure) => ({
      path: `.claude/commands/${procedure.name}.md`,
      content: withFrontmatter({ description: procedure.description }, procedure),
    }),
  },
  Copilot: {
    skills: ".github/skills",
    readsAgentsSkills: true,
    command: (procedure) => ({
      path: `.github/prompts/${procedure.name}.prompt.md`,
      content: withFrontmatter({ description: procedure.description, agent: "agent" }, procedure),
    }),
  },
  Cursor: {
    skills: ".cursor/skills",
    readsAgentsSkills: true,
    command: markdownCommand(".cursor/commands"),
  },
  Codex: { skills: ".agents/skills", readsAgentsSkills: true },
  Antigravity: {
    skills: ".agents/skills",
    readsAgentsSkills: true,
    command: markdownCommand(".agents/workflows"),
  },
  Devin: {
    skills: ".agents/skills",
    readsAgentsSkills: true,
    command: markdownCommand(".devin/workflows"),
  },
  Windsurf: { command: markdownCommand(".windsurf/workflows") },
  Cline: { command: markdownCommand(".clinerules/workflows") },
  GeminiCLI: {
    command: (procedure) => ({
      path: `.gemini/commands/${procedure.name}.toml`,
      content: `description = ${tomlString(procedure.description)}\nprompt = ${tomlBlock(body(procedure))}\n`,
    }),
  },
};

/**
 * A tool's skill and command files for this project (role "scoped", loaded on demand). With
 * `shared`, a tool that reads `.agents/skills/` gets its skills there, so several chosen tools
 * share one copy (the caller writes each path once).
 */
export function extraFiles(
  ctx: GenerationContext,
  id: AiModelId,
  unit: "chars" | "lines" | "bytes",
  measure: (text: string, unit: "chars" | "lines" | "bytes") => number,
  shared = false,
): GeneratedFile[] {
  const extras = extrasByTool[id];
  if (!extras || !ctx.agent) return [];
  const folder = shared && extras.readsAgentsSkills ? ".agents/skills" : extras.skills;
  const skills = folder
    ? skillProcedures(ctx).map((procedure) => ({
        ...skillFile(folder, procedure),
        kind: "skill" as const,
      }))
    : [];
  const commands = extras.command
    ? commandProcedures(ctx).map((procedure) => ({
        ...extras.command!(procedure),
        kind: "command" as const,
      }))
    : [];
  return [...skills, ...commands].map((file) => ({
    ...file,
    role: "scoped" as const,
    size: measure(file.content, unit),
  }));
}
