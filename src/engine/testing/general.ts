/**
 * Generic advice: the sections every project gets whatever it is about (working style,
 * application type, testing, security, formatting, uncertainty, tool hints). Commands, framework
 * rules, packs and the visitor's notes are the project's own facts. Shared by the golden set's
 * measure and the corpus's general share.
 */
export const GENERAL_SECTIONS: ReadonlySet<string> = new Set([
  "behavior",
  "application",
  "testing",
  "security",
  "style",
  "uncertainty",
  "target",
]);
