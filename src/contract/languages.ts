/** The UI and rule languages. Zod-free and tiny: the first page load needs it. */
export const languages = ["en", "de"] as const;
export type Language = (typeof languages)[number];
