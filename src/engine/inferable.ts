import type { GenerationContext, Section } from "./types";

/**
 * What an agent infers from an imported project's code is left to it (docs/product/generator.md
 * "True to the project", decision 114): a context file helps with what the code cannot tell and
 * hurts with generic advice. With an import, the sections every project gets keep only the rules
 * the code cannot show — the secrets rule, "never invent" — and the user's chosen working style.
 */
const KEPT_WITH_IMPORT: Readonly<Record<string, (section: Section) => readonly string[]>> = {
  application: () => [],
  target: () => [],
  security: (section) => section.critical ?? [],
  uncertainty: (section) => section.rules.slice(-1),
};

export function withoutInferable(ctx: GenerationContext, sections: readonly Section[]): Section[] {
  if (!ctx.project || !ctx.agent) return [...sections];
  return sections.map((section) => {
    const keep = KEPT_WITH_IMPORT[section.id];
    if (!keep) return section;
    const kept = new Set(keep(section));
    return { ...section, rules: section.rules.filter((rule) => kept.has(rule)) };
  });
}
