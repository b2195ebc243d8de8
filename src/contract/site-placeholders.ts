import type { SiteInfo } from "./site";

/**
 * Placeholder values for static content (legal pages, documentation). Zod-free: the web fills
 * them in the browser, the server in the prerendered pages (decision 048).
 */
export function sitePlaceholders(site: SiteInfo): Record<string, string> {
  const { operator } = site;
  return {
    operatorName: operator.name,
    operatorAddress: operator.address,
    operatorEmail: operator.email,
    operatorPhone: operator.phone,
    operatorRepresentative: operator.representative,
    operatorVatId: operator.vatId,
    supportEmail: site.supportEmail,
  };
}

/** Replaces `{{name}}` with its value; unknown names stay visible so a gap is noticed. */
export function fillPlaceholders(
  text: string,
  values: Record<string, string>,
  encode: (value: string) => string = (value) => value,
): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : encode(value);
  });
}

/** CommonMark's escapable characters: ASCII punctuation. */
const MARKDOWN_PUNCTUATION = /[!-/:-@[-`{-~]/g;

/**
 * Fills site details into markdown as literal text: `*`, `_`, `[`, `&` … in a value are escaped,
 * so the page reads as the prerendered one, which has the values filled into its HTML (decision
 * 048).
 */
export function fillMarkdownPlaceholders(text: string, values: Record<string, string>): string {
  return fillPlaceholders(text, values, (value) => value.replace(MARKDOWN_PUNCTUATION, "\\$&"));
}
