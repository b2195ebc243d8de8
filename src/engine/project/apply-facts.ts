import type { CommandFact, ExistingRuleFile, ProjectFacts } from "#contract/project-facts";
import type { CommandKind, LibraryName } from "#contract/project-options";
import type { AiModelId, WizardForm } from "#contract/wizard";
import {
  backendFrameworks,
  frameworksFor,
  frontendFrameworks,
  type ApplicationType,
} from "#contract/wizard-options";

/** Language cards say nothing about where the code runs. */
const LANGUAGE_CARDS = new Set(["TypeScript", "JavaScript", "Kotlin", "Swift"]);
/** Libraries that only run on a server: with a web framework they make the app full-stack. */
const SERVER_LIBRARIES = new Set<LibraryName>([
  "Prisma",
  "Drizzle",
  "TypeORM",
  "Sequelize",
  "Mongoose",
  "SQLAlchemy",
  "tRPC",
  "BullMQ",
  "Celery",
  "Sidekiq",
]);

/** Frontend, backend or both, from the frameworks (and server libraries) a project uses. */
export function applicationTypeOf(facts: ProjectFacts): ApplicationType | null {
  const names = facts.frameworks
    .map((framework) => framework.name)
    .filter((n) => !LANGUAGE_CARDS.has(n));
  const front = names.some((name) => (frontendFrameworks as readonly string[]).includes(name));
  const back =
    names.some((name) => (backendFrameworks as readonly string[]).includes(name)) ||
    facts.libraries.some((library) => SERVER_LIBRARIES.has(library.name));
  if (front && back) return "Fullstack";
  if (front) return "Frontend";
  if (back) return "Backend";
  return null;
}

/** "^15.1.0" → "15.1.0", "v1.10.0" → "1.10.0", ">=5.0,<6" → "5.0"; none → undefined. */
export function plainVersion(version: string | null): string | undefined {
  return version ? /\d+(?:\.\d+)*/.exec(version)?.[0] : undefined;
}

/**
 * The wizard's form prefilled from an import: application type, frameworks and their
 * versions, the project's commands, and the facts themselves (docs/product/project-import.md).
 * What the facts don't say stays as the user left it.
 */
export function applyFacts(form: WizardForm, facts: ProjectFacts): WizardForm {
  const applicationType = applicationTypeOf(facts) ?? form.applicationType;
  const offered = new Set(frameworksFor(applicationType));
  const detected = facts.frameworks.filter((framework) => offered.has(framework.name));
  const versions = Object.fromEntries(
    detected.flatMap((framework) => {
      const version = plainVersion(framework.version);
      return version ? [[framework.name, version]] : [];
    }),
  );
  const commands: Partial<Record<CommandKind, string>> = Object.fromEntries(
    facts.commands.flatMap((command) => (command.covers ? [] : [[command.kind, command.command]])),
  );
  return {
    ...form,
    applicationType,
    frameworks: detected.length > 0 ? detected.map((framework) => framework.name) : form.frameworks,
    frameworkVersions: Object.keys(versions).length > 0 ? versions : form.frameworkVersions,
    // What the project says wins; a command typed for a kind it lacks stays.
    commands: Object.keys(commands).length > 0 ? { ...form.commands, ...commands } : form.commands,
    project: facts,
  };
}

/** The AI tools the project's own rule files are for, each once, in the order they were found. */
export function toolsInUse(facts: ProjectFacts): AiModelId[] {
  // AGENTS.md is read by many tools, so it names none.
  const tools = facts.existingRules.flatMap((file) =>
    file.tool === "AGENTS.md" ? [] : [file.tool],
  );
  return [...new Set(tools)];
}

/** True when the import recognised anything the wizard can use. */
export function recognisesAnything(facts: ProjectFacts): boolean {
  return (
    facts.frameworks.length > 0 ||
    facts.commands.length > 0 ||
    facts.existingRules.length > 0 ||
    facts.languages.length > 0
  );
}

/**
 * The rules a rule file gives when kept: with the audit's findings applied ("Fix with
 * Rulesmith", docs/product/rule-audit.md), unless the user keeps the file as written.
 */
export function rulesToKeep(file: ExistingRuleFile): string[] {
  return file.fix && !file.fix.asWritten ? file.fix.rules : file.rules;
}

/**
 * The facts as they travel: a rule file's own rules only when the user keeps them, and then the
 * rules kept (the findings applied or as written), never both.
 */
export function withoutUnkeptRules(facts: ProjectFacts): ProjectFacts {
  return {
    ...facts,
    existingRules: facts.existingRules.map((file) => {
      const travels: ExistingRuleFile = { ...file, rules: file.keep ? rulesToKeep(file) : [] };
      delete travels.fix;
      return travels;
    }),
  };
}

/**
 * The rules the user kept, where their files sit: a package's own (`apps/web/CLAUDE.md`) with
 * `under` its path, else the project's, outside every package (docs/product/project-import.md).
 */
export function keptRulesOf(facts: ProjectFacts | null, under?: string): string[] {
  const packages = (facts?.workspaces?.packages ?? []).map((pkg) => `${pkg.path}/`);
  const inside = (path: string, folder: string) => path.startsWith(folder);
  return (facts?.existingRules ?? [])
    .filter((file) => file.keep)
    .filter((file) =>
      under === undefined
        ? !packages.some((folder) => inside(file.path, folder))
        : inside(file.path, `${under}/`),
    )
    .flatMap(rulesToKeep);
}

/** The commands of a monorepo's packages, as typed at the project's root (`cd backend && …`). */
export function packageCommandFacts(facts: ProjectFacts | null): CommandFact[] {
  return (facts?.workspaces?.packages ?? []).flatMap((pkg) => pkg.commands);
}

/** Every command the project states: the root's, then its packages'. */
export function projectCommandTexts(facts: ProjectFacts): string[] {
  return [...facts.commands, ...packageCommandFacts(facts)].map((command) => command.command);
}
