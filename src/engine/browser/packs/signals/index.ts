import type { RulePackId } from "#contract/wizard-packs";
import { commerceSignals } from "./commerce";
import { dataSignals } from "./data";
import type { PackSignals } from "./pack-signals";
import { platformSignals } from "./platform";
import { serviceSignals } from "./services";

export type { PackSignals } from "./pack-signals";

/** Each pack's signals (docs/product/rule-packs.md); the type requires them for every pack. */
export const packSignals: Readonly<Record<RulePackId, PackSignals>> = {
  ...dataSignals,
  ...commerceSignals,
  ...platformSignals,
  ...serviceSignals,
};

/** Contexts that cancel every pack's terms inside them: the thing is only shown, not built. */
export const SHOWN_NOT_BUILT = [
  "(?:ui|ux|design|clickable|static|visual) (?:demo|mock-?up|prototype|showcase)s? (?:of|for) (?:an? |the )?[\\p{L}-]+(?: [\\p{L}-]+)?",
  "(?:mock-?up|wireframe)s? (?:of|for) (?:an? |the )?[\\p{L}-]+(?: [\\p{L}-]+)?",
  "(?:klick-?)?(?:dummy|attrappe|mock-?up) (?:eines|einer|für) [\\p{L}-]+(?: [\\p{L}-]+)?",
];

/**
 * Contexts that cancel every pack's terms inside them: the word is another field's ("stripe size"
 * of a RAID, a git "sparse checkout", Ansible's "dynamic inventory").
 */
export const OTHER_SENSES = [
  "(?:raid[- ]?\\d* )?stripe (?:sizes?|widths?|units?|sets?|counts?)",
  "raid[- ]?\\d* strip(?:es|ed|ing)",
  "(?:sparse|partial|shallow)[- ]checkouts?",
  "(?:dynamic|static|ansible|host) inventor(?:y|ies)",
  "inventory (?:files?|plugins?|scripts?|hosts?|groups?)",
];
