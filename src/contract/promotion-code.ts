/**
 * A promotion code as every part of Rulesmith compares it: Unicode-compatibility
 * normalised (a full-width "ＴＥＳＴ１０" is "TEST10"), without any whitespace or zero-width
 * character, upper case. Stored codes, typed codes and the provider's codes all pass through it.
 * Zod-free, so the browser may use it too.
 */
export function normalisePromotionCode(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\s\u200B-\u200D\u2060\uFEFF]+/gu, "")
    .toUpperCase();
}

/** The longest promotion code, after normalising (Stripe allows 500; ours are ≤ 23). */
export const PROMOTION_CODE_MAX = 40;
/** Characters a promotion-code field takes as typed, before normalising (spaces, other forms). */
export const PROMOTION_CODE_TYPED_MAX = 4 * PROMOTION_CODE_MAX;
