import type { GenerationContext, Section } from "../types";
import { createSection, TRIM } from "./section";

/** One section per chosen framework, in canonical order. */
export function buildFrameworkSections(ctx: GenerationContext): Section[] {
  return ctx.frameworks.map((framework) =>
    createSection(
      `framework:${framework.id}`,
      framework.name,
      { rules: framework.rules[ctx.language] },
      TRIM.framework,
    ),
  );
}
