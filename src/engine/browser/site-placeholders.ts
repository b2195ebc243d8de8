import type { SiteInfo } from "#contract/site";

type OperatorField = keyof SiteInfo["operator"];

/** Each operator detail's `{{name}}` in the static texts (legal pages, documentation). */
const OPERATOR_PLACEHOLDERS = {
  name: "operatorName",
  address: "operatorAddress",
  email: "operatorEmail",
  phone: "operatorPhone",
  representative: "operatorRepresentative",
  vatId: "operatorVatId",
} as const satisfies Record<OperatorField, string>;
const operatorFields = Object.keys(OPERATOR_PLACEHOLDERS) as OperatorField[];

/**
 * Placeholder values for static content: the web fills them in the browser, the server in the
 * prerendered pages (decision 048).
 */
export function sitePlaceholders(site: SiteInfo): Record<string, string> {
  return {
    ...Object.fromEntries(
      operatorFields.map((field) => [OPERATOR_PLACEHOLDERS[field], site.operator[field]]),
    ),
    supportEmail: site.supportEmail,
  };
}

/** Every site detail as its own placeholder: the build prerenders this, the server fills it in. */
export const siteAsPlaceholders: SiteInfo = {
  operator: Object.fromEntries(
    operatorFields.map((field) => [field, `{{${OPERATOR_PLACEHOLDERS[field]}}}`]),
  ) as SiteInfo["operator"],
  supportEmail: "{{supportEmail}}",
};

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
