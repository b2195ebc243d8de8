import { createContext, toRuleFormat } from "./context";
import { fitToLimit } from "./fit";
import { stringsFor } from "./i18n";
import { fillTemplate } from "./names";
import { renderContent } from "./render/index";
import { buildSections } from "./sections/index";
import { DEFAULT_PROMPT_LIMIT } from "./targets/shared";
import { buildFileSlug, buildTitle } from "./title";
import type { GeneratedRule, GenerationContext, GenerationInput, RuleDocument } from "./types";

function uniqueGlobs(ctx: GenerationContext): string[] {
  return [...new Set(ctx.frameworks.flatMap((framework) => framework.globs))];
}

/**
 * Turns the wizard's form into a rule file or native prompt for the chosen target, in the chosen
 * language and format, trimmed to the target's limit. Pure and deterministic.
 */
export function generateRule(input: GenerationInput): GeneratedRule {
  const ctx = createContext(input);
  const format = toRuleFormat(input.form.outputFormat);
  const { target, kind, language } = ctx;
  const title = buildTitle(ctx);
  const slug = buildFileSlug(ctx);

  const nativeFile = kind === "rules" ? target.file(slug) : `${slug}.prompt.md`;
  const fileName =
    format === "json" ? `${slug}.${kind === "rules" ? "rules" : "prompt"}.json` : nativeFile;
  const limit = kind === "rules" ? target.limit : (target.promptLimit ?? DEFAULT_PROMPT_LIMIT);
  const destination =
    kind === "rules"
      ? fillTemplate(target.destination[language], { file: nativeFile })
      : fillTemplate(
          target.promptDestination?.[language] ?? stringsFor(language).defaultPromptDestination,
          { name: ctx.targetName },
        );

  const doc: RuleDocument = {
    kind,
    language,
    title,
    showTitle: kind === "rules" && target.form !== "system-prompt",
    target: {
      id: target.id,
      name: ctx.targetName,
      form: target.form,
      file: nativeFile,
      destination,
    },
    limit,
    frontmatter:
      kind === "rules" && target.frontmatter
        ? target.frontmatter({ description: title, globs: uniqueGlobs(ctx) })
        : null,
    stack: {
      applicationType: ctx.applicationType,
      frameworks: ctx.stack,
      behavior: ctx.behavior,
    },
    sections: buildSections(ctx),
  };

  const fitted = fitToLimit(doc, limit, (candidate) => renderContent(candidate, format));
  return {
    title,
    content: fitted.content,
    format,
    fileName,
    target: { id: target.id, name: ctx.targetName, destination },
    limit: { ...limit },
    size: fitted.size,
    sections: fitted.doc.sections.map((section) => section.id),
  };
}
