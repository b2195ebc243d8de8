/** A date in the UI language, e.g. "23 Nov 2026" / "23. Nov. 2026". */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));
}
