import { stringsFor } from "../i18n";
import { isPackBacked, packRules } from "../packs/index";
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
  const used = {
    libraries: ctx.project?.libraries.map((library) => library.name) ?? [],
    tooling: ctx.project?.tooling.map((tool) => tool.name) ?? [],
  };
  if (rules.length === 0) return null;
  return {
    ...createSection(
      "project-rules",
      stringsFor(ctx.language).headings.projectRules,
      { rules },
      TRIM.projectRules,
    ),
    // Emphasis only for a pack a fact or the user's choice backs (docs/product/rule-packs.md).
    critical: ctx.packs.flatMap((pack, index) => {
      const chosen = ctx.packReasons[index];
      return pack.critical && chosen && isPackBacked(chosen, used)
        ? [pack.rules[ctx.language][0]!]
        : [];
    }),
  };
}
