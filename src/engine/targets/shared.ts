import type { Frontmatter, FrontmatterInput, Limit, Localized } from "../types";

/** A native prompt is one chat message: ~3k tokens leaves room for the conversation. */
export const DEFAULT_PROMPT_LIMIT: Limit = { value: 12_000, unit: "chars" };

/** The AGENTS.md convention; Codex reads up to `project_doc_max_bytes` (32 KiB by default). */
export const AGENTS_MD_LIMIT: Limit = { value: 32_768, unit: "bytes" };

/** Paste targets still get a file to keep next to the project. */
export const pasteFile = (slug: string): string => `${slug}.md`;
export const agentsFile = (): string => "AGENTS.md";

type Hints = Localized<readonly string[]>;

/** For chat models that answer in a conversation rather than editing files. */
export const chatAnswerHints: Hints = {
  en: [
    "Return complete, runnable code blocks labelled with their file path; if you show only part of a file, say exactly where it goes.",
    "Ask for the relevant files, versions or error output instead of guessing at code you have not seen.",
  ],
  de: [
    "Liefere vollständige, lauffähige Codeblöcke mit Dateipfad; zeigst du nur einen Ausschnitt, sag genau, wo er hingehört.",
    "Frag nach den relevanten Dateien, Versionen oder Fehlermeldungen, statt Code zu erraten, den du nicht gesehen hast.",
  ],
};

/** For agents that read and edit the repository themselves. */
export const agentWorkflowHints: Hints = {
  en: [
    "Read the files you change and their tests first, and make targeted edits instead of rewriting whole files.",
  ],
  de: [
    "Lies zuerst die Dateien, die du änderst, und ihre Tests, und ändere gezielt, statt ganze Dateien neu zu schreiben.",
  ],
};

/** For app builders that change a running app from a chat. */
export const appBuilderHints: Hints = {
  en: [
    "Before a larger change, outline your plan in a few bullet points and wait for a go-ahead.",
    "Touch only the files and features the request is about, and keep everything that already works intact.",
  ],
  de: [
    "Skizziere vor größeren Änderungen deinen Plan in wenigen Stichpunkten und warte auf ein Okay.",
    "Ändere nur die Dateien und Funktionen, um die es in der Anfrage geht, und lass alles, was bereits funktioniert, unangetastet.",
  ],
};

/** Tool-specific hints first (they are the most specific), then a shared pack. */
export function withHints(specific: Hints, shared: Hints): Hints {
  return { en: [...specific.en, ...shared.en], de: [...specific.de, ...shared.de] };
}

/** Cursor's always-on `.mdc` frontmatter; `globs` would be ignored under `alwaysApply: true`. */
export function cursorFrontmatter({ description }: FrontmatterInput): Frontmatter {
  return { description, alwaysApply: true };
}

/**
 * Devin Desktop (formerly Windsurf) and Antigravity rule frontmatter: `trigger: always_on` for the
 * core; not Cursor's `alwaysApply` (docs.devin.ai/desktop/cascade/memories, "Trigger values").
 */
export function triggerFrontmatter({ description }: FrontmatterInput): Frontmatter {
  return { trigger: "always_on", description };
}

/**
 * A rule that loads for matching files: `trigger: glob` and `globs:` as the bare comma list the
 * vendor's own example writes (`globs: **\/*.test.ts`), read as raw text like Cursor's.
 */
export function globTriggerFrontmatter({ description, globs }: FrontmatterInput): Frontmatter {
  return { trigger: "glob", description, globs: { plain: globs.join(",") } };
}
