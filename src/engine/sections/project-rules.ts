import { stringsFor } from "../i18n";
import { packRules } from "../packs/index";
import type { GenerationContext, Section } from "../types";
import { toSentences } from "../user-text";
import { createSection, TRIM } from "./section";

/**
 * The visitor's own notes first (they override everything else), then the rules they kept from
 * their own rule files, then the rules their description and notes call for. Trimmed last,
 * notes after pack rules.
 */
export function buildProjectRulesSection(ctx: GenerationContext): Section | null {
  const notes = toSentences(ctx.notes);
  const frameworks = ctx.frameworks.map((framework) => framework.name);
  // A pack chosen only because a file shows a tool (a Dockerfile), not a dependency or a word.
  const onlyPresent = (index: number) => {
    const reason = ctx.packReasons[index]?.reason;
    return (
      reason?.kind === "uses" &&
      (ctx.project?.tooling ?? []).some((tool) => tool.name === reason.name)
    );
  };
  const packs = ctx.packs.flatMap((pack, index) =>
    packRules(pack, ctx.language, {
      platforms: ctx.platforms,
      frameworks,
      onlyPresent: onlyPresent(index),
    }),
  );
  const rules = [...new Set([...notes, ...ctx.keptRules, ...packs])];
  if (rules.length === 0) return null;
  return {
    ...createSection(
      "project-rules",
      stringsFor(ctx.language).headings.projectRules,
      { rules },
      TRIM.projectRules,
    ),
    critical: ctx.packs.flatMap((pack) => (pack.critical ? [pack.rules[ctx.language][0]!] : [])),
  };
}
