/** Shared with the saved-rule viewer, so both show a rule file the same way. */
export { displayMarkdown, fencedCodeBlock } from "@/lib/rule-files";

/** Rule files are working documents: smaller type than articles, headings kept modest. */
export const proseSize = "prose-sm sm:prose-base prose-h1:text-2xl sm:prose-h1:text-3xl";
