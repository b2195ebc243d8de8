import type { ExistingRuleFile } from "#contract/project-facts";
import { limits } from "#contract/limits";
import type { RuleFileTool } from "#contract/project-options";
import type { ProjectSource } from "./source";

/** Which tool reads a rule file, by its path; the first match wins. */
const RULE_FILES: readonly (readonly [RegExp, RuleFileTool])[] = [
  [/^\.cursorrules$|^\.cursor\/rules\/.+\.mdc?$/, "Cursor"],
  [/(^|\/)CLAUDE\.md$|^\.claude\/rules\/.+\.md$/, "Claude"],
  [/^\.junie\/(guidelines|AGENTS)\.md$/, "Junie"],
  [/(^|\/)AGENTS\.md$/, "AGENTS.md"],
  [/^\.github\/(copilot-instructions\.md|instructions\/.+\.instructions\.md)$/, "Copilot"],
  [/^\.windsurfrules$|^\.windsurf\/rules\/.+\.md$/, "Windsurf"],
  [/^\.devin\/rules\/.+\.md$/, "Devin"],
  [/^GEMINI\.md$/, "GeminiCLI"],
  [/^\.clinerules(\/.+\.md)?$/, "Cline"],
  [/^\.roorules$|^\.roo\/rules(-[a-z-]+)?\/.+\.(md|txt)$/, "Roo"],
  [/^\.kiro\/steering\/.+\.md$/, "Kiro"],
  [/^CONVENTIONS\.md$/, "Aider"],
  [/^\.rules$/, "Zed"],
  [/^\.agents\/rules\/.+\.md$/, "Antigravity"],
];

export function ruleFileTool(path: string): RuleFileTool | undefined {
  return RULE_FILES.find(([pattern]) => pattern.test(path))?.[1];
}

/** Cuts a rule to the kept length at a word boundary. */
function bounded(rule: string): string {
  if (rule.length <= limits.keptRuleMax) return rule;
  const cut = rule.slice(0, limits.keptRuleMax - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), limits.keptRuleMax / 2))}…`;
}

/**
 * The rules a rule file states: its bullets (with their continuation lines), or, in a file of
 * prose, its paragraphs. Frontmatter, headings, code blocks and `@imports` are not rules.
 */
export function rulesOf(text: string): string[] {
  // A symbolic link, as a repository hands it over, is the path it points to.
  if (/^[\w./-]+\.mdc?\s*$/.test(text)) return [];
  const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "");
  const bullets: string[] = [];
  const paragraphs: string[] = [];
  let paragraph: string[] = [];
  let fenced = false;
  let inBullet = false;
  const endParagraph = () => {
    if (paragraph.length > 0) paragraphs.push(paragraph.join(" "));
    paragraph = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      inBullet = false;
      endParagraph();
      continue;
    }
    if (fenced) continue;
    const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      endParagraph();
      bullets.push(item[1]!);
      inBullet = true;
      continue;
    }
    if (line.trim() === "" || /^\s*(#|@|<!--|\||>)/.test(line)) {
      inBullet = false;
      endParagraph();
      continue;
    }
    if (inBullet && /^\s+/.test(line)) {
      bullets[bullets.length - 1] += ` ${line.trim()}`;
      continue;
    }
    inBullet = false;
    paragraph.push(line.trim());
  }
  endParagraph();
  const rules = (bullets.length > 0 ? bullets : paragraphs)
    .map((rule) => rule.trim())
    .filter((rule) => /\p{L}/u.test(rule));
  return [...new Set(rules)].slice(0, limits.keptRulesMax).map(bounded);
}

/**
 * The project's own rule files, each offered to keep (not kept until the user says so), within
 * the bounds a form carries: so many files, so many characters of rules in all (the files after
 * the budget is spent are listed without their rules).
 */
export function existingRuleFiles(source: ProjectSource): ExistingRuleFile[] {
  const found: ExistingRuleFile[] = [];
  let budget = limits.keptRulesCharsMax;
  for (const path of source.paths()) {
    const tool = ruleFileTool(path);
    const text = tool ? source.text(path) : undefined;
    if (!tool || text === undefined) continue;
    const rules: string[] = [];
    for (const rule of rulesOf(text)) {
      if (rule.length > budget) break;
      budget -= rule.length;
      rules.push(rule);
    }
    found.push({ path, tool, rules, keep: false });
    if (found.length === limits.ruleFilesReadMax) break;
  }
  return found;
}
