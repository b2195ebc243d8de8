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
  // A framework whose own guidance stands in for our rules still shapes how a pack's rules read.
  const frameworks = [...ctx.frameworks, ...ctx.coveredFrameworks].map(
    (framework) => framework.name,
  );
  // A pack chosen only because a file shows a tool (a Dockerfile), not a dependency or a word.
  const onlyPresent = (index: number) => {
    const reason = ctx.packReasons[index]?.reason;
    return (
      reason?.kind === "uses" &&
      (ctx.project?.tooling ?? []).some((tool) => tool.name === reason.name)
    );
  };
  const chosen = new Set(ctx.packs.map((pack) => pack.id));
  const perPack = ctx.packs.map((pack, index) =>
    packRules(pack, ctx.language, {
      platforms: ctx.platforms,
      frameworks,
      onlyPresent: onlyPresent(index),
      variants: ctx.packVariants,
      packs: chosen,
    }),
  );
  const rules = [...new Set([...notes, ...ctx.keptRules, ...perPack.flat()])];
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
      const first = perPack[index]![0];
      return pack.critical && chosen && first && isPackBacked(chosen, used) ? [first] : [];
    }),
  };
}
