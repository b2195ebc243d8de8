/**
 * An anonymous copy carries this where the hidden rest of the rule would be
 * (docs/product/generator.md "The preview"). Zod-free for the browser.
 */
export const PROTECTED_PLACEHOLDER = "[CONTENT PROTECTED]";
