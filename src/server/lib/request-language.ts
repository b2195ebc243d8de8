import type { Language } from "#contract/wizard-options";

/** The web app sends its UI language in this header so server texts (e-mails) match it. */
export const UI_LANGUAGE_HEADER = "x-ui-language";

export function requestLanguage(request: Request | undefined): Language {
  const header = request?.headers.get(UI_LANGUAGE_HEADER);
  if (header === "de" || header === "en") return header;
  return request?.headers.get("accept-language")?.toLowerCase().startsWith("de") ? "de" : "en";
}
