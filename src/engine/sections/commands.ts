import { commandKinds, type CommandKind } from "#contract/project-options";
import type { WorkspacePackage } from "#contract/project-facts";
import { stringsFor } from "../i18n";
import { projectLayout } from "../layout";
import { codeSpan, markdownText } from "../render/inline";
import { managerOf, renderCommand, toolchainsOf, type Toolchain } from "../toolchains";
import type { Commands, GenerationContext, Section } from "../types";
import { createSection, TRIM } from "./section";

const COMMAND_ORDER = ["dev", "test", "lint", "typecheck", "build"] as const;
const MAX_LAYOUTS = 3;
/** Packages listed in the always-on file; each also gets its own scoped file where the tool scopes. */
const MAX_PACKAGES = 8;

/** Toolchain defaults, overridden by the frameworks using it (the first in canonical order wins). */
function commandsFor(toolchain: Toolchain, ctx: GenerationContext): Commands {
  const users = ctx.frameworks.filter((framework) => framework.toolchain === toolchain.id);
  return users.reduceRight<Commands>(
    (merged, framework) => ({ ...merged, ...framework.commands }),
    toolchain.commands,
  );
}

/** "Node.js (React, TypeScript), npm" for a toolchain line. */
function toolchainLabel(toolchain: Toolchain, ctx: GenerationContext): string {
  const users = ctx.frameworks
    .filter(
      (framework) => framework.toolchain === toolchain.id && framework.name !== toolchain.name,
    )
    .map((framework) => framework.name);
  const name = users.length > 0 ? `${toolchain.name} (${users.join(", ")})` : toolchain.name;
  return `${name}, ${managerOf(toolchain, ctx)}`;
}

/**
 * "dev `pnpm dev` · test `make test`": commands as written, labelled by their kind as developers
 * write it, in every language.
 */
export function listCommands(commands: Readonly<Partial<Record<CommandKind, string>>>): string {
  return commandKinds
    .flatMap((kind) => (commands[kind] ? [`${kind} ${codeSpan(commands[kind])}`] : []))
    .join(" · ");
}

/** "test (front end) `npm test`": the commands that cover one part, beside the application's own. */
function coveredCommands(ctx: GenerationContext): string {
  const t = stringsFor(ctx.language);
  return (ctx.project?.commands ?? [])
    .flatMap((fact) =>
      fact.covers ? [`${fact.kind} (${t.covers[fact.covers]}) ${codeSpan(fact.command)}`] : [],
    )
    .join(" · ");
}

/** A toolchain's usual commands the project did not give, rendered for its package manager. */
function usualCommands(toolchain: Toolchain, ctx: GenerationContext): string {
  const manager = managerOf(toolchain, ctx);
  const commands = commandsFor(toolchain, ctx);
  return COMMAND_ORDER.filter((key) => commands[key] && !ctx.projectCommands[key])
    .map((key) => `${key} ${renderCommand(commands[key]!, manager)}`)
    .join(" · ");
}

/** "`apps/web` (web: Next.js, React): dev `pnpm --filter web dev` · …". */
export function packageLine(pkg: WorkspacePackage): string {
  const about = [pkg.name === pkg.path ? "" : markdownText(pkg.name), pkg.frameworks.join(", ")]
    .filter(Boolean)
    .join(": ");
  const commands = listCommands(
    Object.fromEntries(pkg.commands.map((command) => [command.kind, command.command])),
  );
  return `${codeSpan(pkg.path)}${about ? ` (${about})` : ""}${commands ? `: ${commands}` : ""}`;
}

/** The stack's naming (its first two languages), where files go, docs and commits: one line. */
function conventionsLine(ctx: GenerationContext): string[] {
  const chains = toolchainsOf(ctx).slice(0, 2);
  if (chains.length === 0) return [];
  const naming = chains.map((toolchain) =>
    chains.length > 1
      ? `(${toolchain.name}) ${toolchain.naming[ctx.language]}`
      : toolchain.naming[ctx.language],
  );
  return [stringsFor(ctx.language).conventions(naming.join(" · "))];
}

/**
 * "Commands & layout" opens every agent file: the project's own commands as written, else the
 * usual commands per toolchain (marked to be verified); a monorepo's packages with theirs; the
 * main folders; and what "done" means. Chat targets have no terminal, so none.
 */
export function buildCommandsSection(ctx: GenerationContext): Section | null {
  if (!ctx.agent) return null;
  const t = stringsFor(ctx.language);
  const own = [listCommands(ctx.projectCommands), coveredCommands(ctx)].filter(Boolean).join(" · ");
  const usual = toolchainsOf(ctx).flatMap((toolchain) => {
    const commands = usualCommands(toolchain, ctx);
    return commands ? [{ label: toolchainLabel(toolchain, ctx), commands }] : [];
  });
  const lines = own
    ? [
        `${t.projectCommandsLabel}: ${own}`,
        ...usual.map((line) => `${t.usualCommandsLabel(line.label)}: ${line.commands}`),
      ]
    : usual.map((line) => `${line.label}: ${line.commands}`);
  const packages = ctx.project?.workspaces?.packages ?? [];
  const packageLines = packages.slice(0, MAX_PACKAGES).map(packageLine);
  if (packages.length > MAX_PACKAGES)
    packageLines.push(t.morePackages(packages.length - MAX_PACKAGES));
  const folders = ctx.project?.folders ?? [];
  const conventions = ctx.frameworks
    .flatMap((framework) => (framework.layout ? [framework.layout[ctx.language]] : []))
    .slice(0, MAX_LAYOUTS);
  const layout =
    folders.length > 0
      ? `${t.layoutLabel}: ${projectLayout(folders, ctx)}.`
      : conventions.length > 0
        ? `${t.conventionLayoutLabel}: ${conventions.join("; ")}.`
        : null;
  // Commands and the definition of done are never cut; packages, then the layout go first.
  const kept = [...lines, t.definitionOfDone];
  return createSection(
    "commands",
    t.headings.commands,
    {
      text: [own ? t.commandsFromProject : lines.length > 0 ? t.commandsVerify : t.commandsUnknown],
      rules: [...kept, ...packageLines, ...(layout ? [layout] : []), ...conventionsLine(ctx)],
    },
    { ...TRIM.fixed, minRules: kept.length },
  );
}
