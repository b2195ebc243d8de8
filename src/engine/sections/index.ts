import { dropSuperseded } from "../conflicts";
import { buildLiveGuidanceSection } from "../live-guidance";
import { stringsFor } from "../i18n";
import { withoutInferable } from "../inferable";
import { dropContradictedByNotes } from "../notes-override";
import { usersRules } from "../user-text";
import type { GenerationContext, Section } from "../types";
import { buildApplicationSection } from "./application";
import { buildBehaviorSection } from "./behavior";
import { buildCommandsSection } from "./commands";
import { buildFirstReplySection } from "./first-reply";
import { buildFrameworkSection } from "./frameworks";
import { buildProjectSection } from "./project";
import { buildProjectRulesSection } from "./project-rules";
import { buildRoleSection } from "./role";
import { hasContent } from "./section";
import { buildSecuritySection } from "./security";
import { buildStyleSection } from "./style";
import { buildTargetSection } from "./target";
import { buildTestingSection } from "./testing";
import { buildUncertaintySection } from "./uncertainty";

const MAX_IMPORTANT = 3;

/** A rule's words for comparing: no list marker, `IMPORTANT:`, Markdown, case or punctuation. */
function wordsOf(rule: string): string {
  return rule
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, "")
    .replace(/^(?:IMPORTANT|WICHTIG):\s*/, "")
    .toLowerCase()
    .replace(NOT_A_WORD, " ")
    .trim();
}

/** Anything but Latin letters and digits (English, German); a Unicode class is far slower. */
const NOT_A_WORD = /[^a-z0-9\u00c0-\u024f]+/g;

/** A rule's first word, lowercased: a cheap look before comparing whole rules. */
const FIRST_WORD =
  /^\s*(?:(?:[-*+]|\d+[.)])\s+)?(?:(?:IMPORTANT|WICHTIG):\s*)?\W*([a-z0-9\u00c0-\u024f]+)/i;
const firstWordOf = (rule: string) => FIRST_WORD.exec(rule)?.[1]?.toLowerCase() ?? "";

interface OwnWords {
  /** The words of every line the user wrote. */
  readonly words: ReadonlySet<string>;
  /** Their first words, so most of our rules are told apart without normalising them whole. */
  readonly firstWords: ReadonlySet<string>;
}

const ownWordsByRules = new WeakMap<ReadonlySet<string>, OwnWords>();

function ownWords(own: ReadonlySet<string>): OwnWords {
  let found = ownWordsByRules.get(own);
  if (!found) {
    const lines = [...own].flatMap((rule) => rule.split("\n"));
    const words = new Set(lines.map(wordsOf).filter((line) => line !== ""));
    found = { words, firstWords: new Set(lines.map(firstWordOf)) };
    ownWordsByRules.set(own, found);
  }
  return found;
}

/**
 * Each rule once: a rule of ours that repeats an earlier one, or that says what the user's own
 * words already say (a kept rule file's line, a note), is left out; the user's are all kept.
 */
function dropRepeats(sections: readonly Section[], own: ReadonlySet<string>): Section[] {
  const { words, firstWords } = ownWords(own);
  const seen = new Set<string>();
  return sections.map((section) => {
    const rules = section.rules.filter((rule) => {
      if (own.has(rule)) return true;
      if (seen.has(rule)) return false;
      seen.add(rule);
      return !(firstWords.has(firstWordOf(rule)) && words.has(wordsOf(rule)));
    });
    return rules.length === section.rules.length ? section : { ...section, rules };
  });
}

/** `IMPORTANT:` on the first critical rules in reading order, at most three. */
function markImportant(sections: readonly Section[], marker: string): Section[] {
  let left = MAX_IMPORTANT;
  return sections.map((section) => {
    const critical = new Set(section.critical ?? []);
    if (critical.size === 0 || left === 0) return section;
    return {
      ...section,
      rules: section.rules.map((rule) => {
        if (!critical.has(rule) || left === 0) return rule;
        left--;
        return `${marker} ${rule}`;
      }),
    };
  });
}

/**
 * All sections, in reading order, before any trimming. With `split`, the frameworks (and their
 * test tooling) are left out because they get scoped files of their own; `elsewhere` names the
 * frameworks that a monorepo package's nested file holds instead.
 */
export function buildSections(
  ctx: GenerationContext,
  split = false,
  elsewhere: ReadonlySet<string> = new Set(),
): Section[] {
  const frameworks = split ? [] : ctx.frameworks.filter((f) => !elsewhere.has(f.id));
  const sections = [
    buildRoleSection(ctx),
    buildCommandsSection(ctx),
    buildProjectSection(ctx),
    buildProjectRulesSection(ctx),
    buildBehaviorSection(ctx),
    ...frameworks.map((framework) => buildFrameworkSection(framework, ctx)),
    buildApplicationSection(ctx),
    buildTestingSection(ctx, frameworks),
    buildSecuritySection(ctx),
    buildStyleSection(ctx),
    buildUncertaintySection(ctx),
    buildTargetSection(ctx),
    buildFirstReplySection(ctx),
    buildLiveGuidanceSection(ctx.guidance, ctx.language),
  ].filter((section): section is Section => section !== null);
  const cleaned = dropRepeats(
    dropContradictedByNotes(
      ctx.forbiddenTerms,
      withoutInferable(ctx, dropSuperseded(ctx, sections)),
    ),
    usersRules(ctx),
  );
  return markImportant(cleaned, stringsFor(ctx.language).important).filter(hasContent);
}
