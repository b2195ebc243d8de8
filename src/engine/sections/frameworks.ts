import type { FrameworkKnowledge, GenerationContext, Section } from "../types";
import { createSection, TRIM } from "./section";

/** The framework's rules, then those of the chosen (or latest) version. */
export function frameworkRules(framework: FrameworkKnowledge, ctx: GenerationContext): string[] {
  const chosen = ctx.versions[framework.id] ?? Infinity;
  const versioned = (framework.versionRules ?? [])
    .filter((pack) => chosen >= pack.since)
    .flatMap((pack) => pack.rules[ctx.language]);
  return [...framework.rules[ctx.language], ...versioned];
}

export function buildFrameworkSection(
  framework: FrameworkKnowledge,
  ctx: GenerationContext,
  withTesting = false,
): Section {
  return createSection(
    `framework:${framework.id}`,
    framework.name,
    {
      rules: [
        ...frameworkRules(framework, ctx),
        ...(withTesting ? [framework.testing[ctx.language]] : []),
      ],
    },
    TRIM.framework,
  );
}

/** One section per chosen framework, in canonical order. */
export function buildFrameworkSections(ctx: GenerationContext): Section[] {
  return ctx.frameworks.map((framework) => buildFrameworkSection(framework, ctx));
}
