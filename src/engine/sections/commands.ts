import { stringsFor } from "../i18n";
import { managerOf, renderCommand, toolchainsOf, type Toolchain } from "../toolchains";
import type { Commands, GenerationContext, Section } from "../types";
import { createSection, TRIM } from "./section";

const COMMAND_ORDER = ["dev", "test", "lint", "typecheck", "build"] as const;
const MAX_LAYOUTS = 3;

/** Toolchain defaults, overridden by the frameworks using it (the first in canonical order wins). */
function commandsFor(toolchain: Toolchain, ctx: GenerationContext): Commands {
  const users = ctx.frameworks.filter((framework) => framework.toolchain === toolchain.id);
  return users.reduceRight<Commands>(
    (merged, framework) => ({ ...merged, ...framework.commands }),
    toolchain.commands,
  );
}

function toolchainLine(toolchain: Toolchain, ctx: GenerationContext): string {
  const t = stringsFor(ctx.language);
  const manager = managerOf(toolchain, ctx);
  const commands = commandsFor(toolchain, ctx);
  const users = ctx.frameworks
    .filter(
      (framework) => framework.toolchain === toolchain.id && framework.name !== toolchain.name,
    )
    .map((framework) => framework.name);
  const listed = COMMAND_ORDER.flatMap((key) => {
    const template = commands[key];
    return template ? [`${t.commandLabel[key]} ${renderCommand(template, manager)}`] : [];
  });
  const label = users.length > 0 ? `${toolchain.name} (${users.join(", ")})` : toolchain.name;
  return `${label}, ${manager}: ${listed.join(" · ")}`;
}

/**
 * "Commands & layout" opens every agent file: the usual commands per toolchain (marked to be
 * verified), the main folders, and what "done" means. Chat targets have no terminal, so none.
 */
export function buildCommandsSection(ctx: GenerationContext): Section | null {
  if (!ctx.agent) return null;
  const t = stringsFor(ctx.language);
  const lines = toolchainsOf(ctx).map((toolchain) => toolchainLine(toolchain, ctx));
  const layouts = ctx.frameworks
    .flatMap((framework) => (framework.layout ? [framework.layout[ctx.language]] : []))
    .slice(0, MAX_LAYOUTS);
  // Commands and the definition of done are never cut; the layout line goes first if space runs out.
  const kept = [...lines, t.definitionOfDone];
  return createSection(
    "commands",
    t.headings.commands,
    {
      text: [lines.length > 0 ? t.commandsVerify : t.commandsUnknown],
      rules: [...kept, ...(layouts.length > 0 ? [`${t.layoutLabel}: ${layouts.join("; ")}.`] : [])],
    },
    { ...TRIM.fixed, minRules: kept.length },
  );
}
