import type { LibraryName, ToolingName } from "#contract/project-options";

/**
 * Signals as regular-expression sources, matched case-insensitively. A term matches at the start
 * of a word unless it starts with `~` (inside a word too: German compounds, "SEPA-Lastschrift",
 * "Arzttermine"); a trailing `!` means the word must end there ("chat!" is not "chatbot").
 */
export interface PackSignals {
  /** One is enough. */
  readonly strong: readonly string[];
  /** Too common alone: two different ones fire the pack (or one beside a strong one). */
  readonly weak?: readonly string[];
  /** Contexts in which a matched term means something else; matches inside them don't count. */
  readonly not?: readonly string[];
  /** Imported libraries that call for the pack. */
  readonly libraries?: readonly LibraryName[];
  readonly tooling?: readonly ToolingName[];
}
