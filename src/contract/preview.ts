/**
 * An anonymous preview shows this in place of every second word (docs/product/generator.md "The
 * preview"). Zod-free for the browser.
 */
export const PREVIEW_PLACEHOLDER = "▒▒▒▒▒";
/** An anonymous copy carries this in place of every second word. */
export const PROTECTED_PLACEHOLDER = "[CONTENT PROTECTED]";
