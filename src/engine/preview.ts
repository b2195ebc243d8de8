import type { RevealedPart } from "#contract/generator";
import type { Language } from "#contract/wizard";
import { PROTECTED_PLACEHOLDER } from "#contract/preview";
import { frameworkKnowledge } from "./frameworks/index";
import { stringsFor } from "./i18n";
import type { RulesJsonV1 } from "./render/json";
import type { GeneratedRule } from "./types";

export { PROTECTED_PLACEHOLDER };

/** However many previews are combined, at most this share of a rule's words is revealed. */
export const MAX_REVEALED_SHARE = 0.55;
/** How many rules of the project-rules section (the rule packs) a preview reveals. */
export const PROJECT_RULES_SHOWN = 3;
/** How many rules of the first framework section a preview reveals. */
export const FRAMEWORK_RULES_SHOWN = 2;

/** What an anonymous visitor gets of a rule: the contract's revealed part. */
export type RulePreview = RevealedPart;

type BlockKind = "commands" | "project-rules" | "framework" | "other";

interface Line {
  text: string;
  rule: boolean;
}

/** One `##` section of a rule: its heading and its lines (paragraphs, quotes, rules). */
interface Block {
  kind: BlockKind;
  heading: string | null;
  lines: Line[];
}

const SECTION_HEADING = /^##\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s/;
const FENCE = /^\s{0,3}(?:`{3,}|~{3,})/;
const FRAMEWORK_NAMES = new Set(Object.values(frameworkKnowledge).map((f) => f.name));

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

function kindOfHeading(heading: string, language: Language): BlockKind {
  const { headings } = stringsFor(language);
  if (heading === headings.commands) return "commands";
  if (heading === headings.projectRules) return "project-rules";
  return FRAMEWORK_NAMES.has(heading) ? "framework" : "other";
}

/** The `##` sections of a Markdown rule; the frontmatter, title and lead before them are not rules. */
function markdownBlocks(content: string, language: Language): Block[] {
  const blocks: Block[] = [];
  let inFence = false;
  for (const line of content.split("\n")) {
    const fence = FENCE.test(line);
    const heading = inFence || fence ? null : SECTION_HEADING.exec(line);
    if (fence) inFence = !inFence;
    if (heading) {
      blocks.push({ kind: kindOfHeading(heading[1]!, language), heading: heading[1]!, lines: [] });
    } else if (line.trim() !== "") {
      blocks.at(-1)?.lines.push({ text: line, rule: !inFence && !fence && BULLET.test(line) });
    }
  }
  return blocks;
}

function kindOfId(id: string): BlockKind {
  if (id === "commands") return "commands";
  if (id.startsWith("project-rules")) return "project-rules";
  return id.startsWith("framework:") ? "framework" : "other";
}

/** The sections of a `rulesmith.rules/v1` document, as Markdown lines. */
function jsonBlocks(content: string): Block[] {
  const doc = JSON.parse(content) as RulesJsonV1;
  return doc.sections.map((section) => ({
    kind: kindOfId(section.id),
    heading: section.heading,
    lines: [
      ...section.text.map((text) => ({ text, rule: false })),
      ...section.rules.map((rule) => ({ text: `- ${rule}`, rule: true })),
    ],
  }));
}

const headingLine = (block: Block) => (block.heading === null ? [] : [`## ${block.heading}`]);

/**
 * The revealed lines in reading order: each shown section's heading, then its shown lines, a
 * blank line between paragraphs and lists.
 */
function render(blocks: readonly Block[], shown: ReadonlySet<Line>): string {
  const parts: string[] = [];
  for (const block of blocks) {
    const lines = block.lines.filter((line) => shown.has(line));
    if (lines.length === 0) continue;
    const body: string[] = [];
    lines.forEach((line, at) => {
      if (at > 0 && line.rule !== lines[at - 1]!.rule) body.push("");
      body.push(line.text);
    });
    parts.push([...headingLine(block), "", ...body].join("\n"));
  }
  return parts.join("\n\n");
}

/**
 * What a preview reveals, most telling first: the first project rule (a rule pack's), the
 * commands line, the first framework rule, the further project rules, the commands' lead, the
 * next framework rule, the remaining commands. Each is taken while the words revealed — with the
 * headings of the sections left hidden — stay within MAX_REVEALED_SHARE of the rule; what does
 * not fit is skipped, so long commands give way before the project rules do.
 */
function chooseLines(blocks: readonly Block[]): Line[][] {
  const find = (kind: BlockKind) => blocks.find((block) => block.kind === kind);
  const rulesOf = (block: Block | undefined) => block?.lines.filter((line) => line.rule) ?? [];
  const commands = find("commands");
  const project = find("project-rules");
  const framework = find("framework");
  const projectRules = rulesOf(project).slice(0, PROJECT_RULES_SHOWN);
  const frameworkRules = rulesOf(framework).slice(0, FRAMEWORK_RULES_SHOWN);
  const commandRules = rulesOf(commands);
  const commandLead = commands?.lines.filter((line) => !line.rule) ?? [];
  const choices = [
    projectRules.slice(0, 1),
    commandRules.slice(0, 1),
    frameworkRules.slice(0, 1),
    ...projectRules.slice(1).map((line) => [line]),
    commandLead,
    ...frameworkRules.slice(1).map((line) => [line]),
    ...commandRules.slice(1).map((line) => [line]),
  ];
  if (!commands && !project && !framework) {
    // A rule without them (a chat prompt for a custom stack): its first rules, as far as they fit.
    const first = blocks.find((block) => block.lines.some((line) => line.rule));
    choices.push(
      ...rulesOf(first)
        .slice(0, PROJECT_RULES_SHOWN)
        .map((line) => [line]),
    );
  }
  return choices.filter((choice) => choice.length > 0);
}

/**
 * The anonymous preview of a rule (docs/product/generator.md "The preview"): its commands and
 * first project rules word for word, and of the rest only counts and section headings — the
 * hidden text never leaves the server. Measured against the rule's sections as Markdown, which
 * leaves out the frontmatter and the title, so the share is if anything overstated.
 */
export function previewRule(rule: GeneratedRule, language: Language): RulePreview {
  const blocks =
    rule.format === "json" ? jsonBlocks(rule.content) : markdownBlocks(rule.content, language);
  const budget = Math.floor(
    MAX_REVEALED_SHARE *
      countWords(render(blocks, new Set(blocks.flatMap((block) => block.lines)))),
  );
  const shown = new Set<Line>();
  const shownBlocks = new Set<Block>();
  const blockOf = new Map(
    blocks.flatMap((block) => block.lines.map((line) => [line, block] as const)),
  );
  const revealedWords = () =>
    countWords(render(blocks, shown)) +
    blocks
      .filter((block) => !shownBlocks.has(block))
      .reduce((sum, block) => sum + countWords(headingLine(block).join(" ")), 0);
  for (const choice of chooseLines(blocks)) {
    choice.forEach((line) => shown.add(line));
    const added = choice.map((line) => blockOf.get(line)!).filter((b) => !shownBlocks.has(b));
    added.forEach((block) => shownBlocks.add(block));
    if (revealedWords() <= budget) continue;
    choice.forEach((line) => shown.delete(line));
    added.forEach((block) => shownBlocks.delete(block));
  }
  const rules = blocks.flatMap((block) => block.lines.filter((line) => line.rule));
  return {
    text: render(blocks, shown),
    rest: {
      rules: rules.filter((line) => !shown.has(line)).length,
      files: rule.files.length,
      sections: blocks
        .filter((block) => !shownBlocks.has(block) && block.heading !== null)
        .map((block) => block.heading!),
    },
  };
}

/** The anonymous copy: a sign-up invitation, the revealed text, and a mark where the rest is. */
export function protectedCopy(preview: RulePreview, language: Language): string {
  const prefix = stringsFor(language).protectedCopyPrefix;
  return [prefix, preview.text, PROTECTED_PLACEHOLDER].filter(Boolean).join("\n\n");
}
