import { wizardSteps } from "#contract/wizard-options";

/**
 * What the documentation's texts take from the product instead of spelling it
 * (docs/product/documentation.md): `{{step.<id>}}` is that wizard step's number, `{{wizardStepCount}}`
 * their count, and a line that is only a block's name (`{{toolLocations}}`, `{{tokenPackages}}`,
 * `{{mcpLocations}}`, `{{mcpSuggestions}}`) becomes a block rendered from data.
 */
export const contentBlocks = [
  "toolLocations",
  "tokenPackages",
  "mcpLocations",
  "mcpSuggestions",
] as const;
export type ContentBlock = (typeof contentBlocks)[number];

export type ContentPart = { markdown: string } | { block: ContentBlock };

/** `{{step.description}}` → "2", from the step list the wizard itself uses. */
export function fillStepNumbers(text: string, steps: readonly string[] = wizardSteps): string {
  return text
    .replace(/\{\{step\.(\w+)\}\}/g, (match, id: string) => {
      const index = steps.indexOf(id);
      return index < 0 ? match : String(index + 1);
    })
    .replaceAll("{{wizardStepCount}}", String(steps.length));
}

const BLOCK_LINE = new RegExp(`^\\{\\{(${contentBlocks.join("|")})\\}\\}$`);

/** The text cut at its block lines: markdown, block, markdown, … (empty parts left out). */
export function splitContent(text: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let lines: string[] = [];
  const flush = () => {
    const markdown = lines.join("\n").trim();
    if (markdown) parts.push({ markdown });
    lines = [];
  };
  for (const line of text.split("\n")) {
    const block = BLOCK_LINE.exec(line.trim())?.[1] as ContentBlock | undefined;
    if (block) {
      flush();
      parts.push({ block });
    } else lines.push(line);
  }
  flush();
  return parts;
}
