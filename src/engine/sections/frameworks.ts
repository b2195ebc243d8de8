import { withoutSkillCovered } from "../agent-skills";
import { toolRuleText } from "../concerns";
import type { FrameworkKnowledge, GenerationContext, Section, VersionRules } from "../types";
import { createSection, TRIM } from "./section";

/** Whether a version pack holds for a major: from `since` on, and before `until` when set. */
export function appliesToMajor(pack: VersionRules, major: number): boolean {
  return major >= pack.since && (pack.until === undefined || major < pack.until);
}

/**
 * The rules of the chosen version, then the framework's own. Version rules lead because they are
 * what a model most often gets wrong, so a tight limit trims the general rules first. No chosen
 * version means the latest, so rules with an upper bound (`until`) never apply to it.
 */
export function frameworkRules(framework: FrameworkKnowledge, ctx: GenerationContext): string[] {
  if (hasLiveGuidance(framework, ctx)) return [];
  const chosen = ctx.versions[framework.id] ?? Infinity;
  const versioned = (framework.versionRules ?? [])
    .filter((pack) => appliesToMajor(pack, chosen))
    .flatMap((pack) => pack.rules[ctx.language]);
  const tools = (framework.toolRules ?? []).flatMap((rule) => {
    const text = toolRuleText(rule, framework.toolchain, ctx);
    return text ? [text] : [];
  });
  return withoutSkillCovered(
    framework,
    [...versioned, ...tools, ...framework.rules[ctx.language]],
    ctx,
  );
}

/** The framework's testing line, less what installed agent skills cover. */
export function frameworkTesting(framework: FrameworkKnowledge, ctx: GenerationContext): string[] {
  return withoutSkillCovered(framework, [framework.testing[ctx.language]], ctx);
}

/** The project has the framework's live guidance (Laravel Boost), which holds its rules. */
export function hasLiveGuidance(framework: FrameworkKnowledge, ctx: GenerationContext): boolean {
  const live = framework.liveGuidance;
  return live !== undefined && (ctx.project?.libraries ?? []).some((lib) => lib.name === live);
}

/** The exceptions a framework needs from what the notes forbid ("pages still default-export"). */
function neededExceptions(framework: FrameworkKnowledge, ctx: GenerationContext): string[] {
  const forbidden = new Set(ctx.forbiddenTerms.map((term) => term.join(" ")));
  return (framework.needs ?? [])
    .filter((need) => forbidden.has(need.term.join(" ")))
    .map((need) => need.rule[ctx.language]);
}

export function buildFrameworkSection(
  framework: FrameworkKnowledge,
  ctx: GenerationContext,
  withTesting = false,
): Section {
  const exceptions = neededExceptions(framework, ctx);
  return {
    ...createSection(
      `framework:${framework.id}`,
      framework.name,
      {
        rules: [
          ...exceptions,
          ...frameworkRules(framework, ctx),
          ...(withTesting && !hasLiveGuidance(framework, ctx)
            ? frameworkTesting(framework, ctx)
            : []),
        ],
      },
      TRIM.framework,
    ),
    exempt: exceptions,
  };
}
