import type { ProjectFacts } from "#contract/project-facts";
import { choosesMention, concernTools, projectTools } from "../concerns";
import type { Finding } from "./finding";
import { frontmatterOf } from "./frontmatter";
import { createFinding } from "./messages";
import { folderOf, type RuleFile } from "./rule-files";

/**
 * Rule files one tool loads together that choose different things for one concern: AGENTS.md
 * says Vitest, CLAUDE.md says Jest (decision 125). A file that names both (a migration note) or
 * refuses one ("not Jest") chooses nothing against the other; a concern the project's facts
 * decide is left to `competing-tool`, which names the wrong file.
 */

/** Something a rule can choose, and the group of things it competes with. */
interface Choice {
  readonly name: string;
  readonly group: string;
  /** How prose names it. */
  readonly mention: RegExp;
  /** How code (a code span, a line in a code block) runs it. */
  readonly code?: RegExp;
  /** A clause about something else (another language, a global install). */
  readonly aside?: RegExp;
  /** The concerns and ecosystem of a registry tool, for the facts to decide. */
  readonly concerns?: readonly string[];
}

/**
 * The concern registry's tools (src/engine/concerns.ts), grouped by the same concerns in one
 * ecosystem: Jest against Vitest, mypy against Pyright. Tools that serve one concern of another's
 * two (Ruff and Black: Ruff lints, Black formats) are no conflict.
 */
const REGISTRY: readonly Choice[] = concernTools
  .filter((entry) => Object.keys(entry.evidence).length > 0)
  .map((entry) => ({
    name: entry.name,
    group: `${entry.concerns.join("+")}:${entry.ecosystem}`,
    mention: entry.proseMention ?? entry.mention,
    ...(entry.evidence.command ? { code: entry.evidence.command } : {}),
    concerns: entry.concerns.map((concern) => `${concern}:${entry.ecosystem}`),
  }));

/** The languages whose own style is no project's choice (gofmt's tabs, Make's tabs, PEP 8). */
const OTHER_LANGUAGE = /\b(?:Go|gofmt|Makefiles?|YAML|Python|PEP ?8|Markdown)\b/;

/** Node's package managers, named where they install or run; not a global install. */
const MANAGERS: readonly Choice[] = [
  [
    "npm",
    /`npm (?:i|install|ci|run|test|start)\b|\bnpm (?:install|ci|run)\b|\b(?:use|with|via)\s+npm\b/,
  ],
  ["pnpm", /\bpnpm\b/],
  ["yarn", /\b[Yy]arn\b/],
  ["bun", /\bbun (?:i|install|add|run|x)\b|\bbunx\b/],
].map(([name, mention]) => ({
  name: name as string,
  group: "package-manager:node",
  mention: mention as RegExp,
  aside: /(?:^|\s)(?:-g|--global)\b/,
}));

/** Indentation and quotes, said as a rule. */
const STYLES: readonly Choice[] = [
  {
    name: "tabs",
    group: "indentation",
    mention:
      /\b(?:indent\w*\s+(?:with\s+|using\s+)?tabs|tabs?\s+(?:for|to)\s+indent\w*|(?:use|prefer)\s+tabs)\b/i,
    aside: OTHER_LANGUAGE,
  },
  {
    name: "spaces",
    group: "indentation",
    mention:
      /\b(?:indent\w*\s+(?:with\s+|using\s+|of\s+)?(?:\d|two|four)[- ]?spaces?|(?:\d|two|four)[- ]spaces?\s+(?:for\s+)?indent\w*|spaces?\s+(?:for|to)\s+indent\w*|(?:use|prefer)\s+spaces)\b/i,
    aside: OTHER_LANGUAGE,
  },
  ...(["single", "double"] as const).map((kind) => ({
    name: `${kind} quotes`,
    group: "quotes",
    mention: new RegExp(
      `\\b(?:(?:use|prefer)\\s+${kind}\\s+quotes?|${kind}[- ]quoted\\s+strings|${kind}\\s+quotes\\s+for\\s+strings)\\b`,
      "i",
    ),
    // "double quotes in JSX, single quotes elsewhere" chooses per place, not one.
    aside: new RegExp(`${OTHER_LANGUAGE.source}|\\b${kind === "single" ? "double" : "single"}\\b`),
  })),
];

const CHOICES = [...REGISTRY, ...MANAGERS, ...STYLES];

const global = (pattern: RegExp) =>
  new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);

/** A clause ends at `;`, `!`, `?` or a full stop before a space (not `vitest.config.ts`). */
const clausesOf = (line: string) => line.split(/[;!?]+|\.(?:\s+|$)/);

/** Whether a clause chooses `choice`, by name in prose or by running it in code. */
function chooses(clause: string, choice: Choice, code: boolean): boolean {
  if (choice.aside?.test(clause)) return false;
  const named = [...clause.matchAll(global(choice.mention))];
  const run = choice.code
    ? code
      ? [...clause.matchAll(global(choice.code))]
      : [...clause.matchAll(/`[^`]+`/g)].flatMap((span) =>
          [...span[0].matchAll(global(choice.code!))].map((match) => ({
            ...match,
            index: span.index + match.index,
          })),
        )
    : [];
  return [...named, ...run].some((match) => choosesMention(clause, match.index, match[0].length));
}

/** Per group, what a file chooses and the first line it says so on. */
function choicesOf(file: RuleFile): Map<string, Map<string, number>> {
  const found = new Map<string, Map<string, number>>();
  const lines = file.content.split("\n");
  const start = frontmatterOf(file.content) ? lines.indexOf("---", 1) + 1 : 0;
  let fenced = false;
  lines.forEach((line, index) => {
    if (index < start) return;
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    for (const clause of clausesOf(line)) {
      for (const choice of CHOICES) {
        if (!chooses(clause, choice, fenced)) continue;
        const group = found.get(choice.group) ?? new Map<string, number>();
        if (!group.has(choice.name)) group.set(choice.name, index + 1);
        found.set(choice.group, group);
      }
    }
  });
  return found;
}

/** Files scoped to some paths (`globs:` without `alwaysApply: true`, `applyTo:`). */
function scoped(file: RuleFile): boolean {
  const fields = frontmatterOf(file.content)?.fields;
  if (!fields) return false;
  return (Boolean(fields.globs) && fields.alwaysApply !== true) || Boolean(fields.applyTo);
}

/**
 * The rule files each tool loads together into one session: Claude Code a folder's CLAUDE.md
 * (at the root also `.claude/CLAUDE.md` and `.claude/rules/`) with the AGENTS.md beside it, which
 * it reads through `@AGENTS.md` (or should: `missing-import`); Cursor its rules and the root's
 * AGENTS.md; GitHub Copilot its instructions and the root's AGENTS.md. A nested AGENTS.md
 * overrides the root's for its folder on purpose, so the two are not held against each other.
 */
function loadedTogether(files: readonly RuleFile[]): { tool: string; files: RuleFile[] }[] {
  const own = files.filter((file) => !file.linksTo);
  const claude = new Map<string, RuleFile[]>();
  for (const file of own) {
    const folder = /^\.claude\//.test(file.path)
      ? ""
      : /(^|\/)(CLAUDE|AGENTS)\.md$/.test(file.path)
        ? folderOf(file.path)
        : null;
    if (folder !== null) claude.set(folder, [...(claude.get(folder) ?? []), file]);
  }
  const rootAgents = own.filter((file) => file.path === "AGENTS.md");
  const sets = [
    ...[...claude.values()]
      .filter((set) => set.some((file) => !file.path.endsWith("AGENTS.md")))
      .map((set) => ({ tool: "Claude Code", files: set })),
    {
      tool: "Cursor",
      files: [
        ...own.filter((file) => /^\.cursorrules$|^\.cursor\/rules\/.+\.mdc$/.test(file.path)),
        ...rootAgents,
      ],
    },
    {
      tool: "GitHub Copilot",
      files: [...own.filter((file) => file.path.startsWith(".github/")), ...rootAgents],
    },
  ];
  return sets.filter((set) => set.files.some((file) => file.path !== "AGENTS.md"));
}

/** Conflicts between rule files a tool loads together, once per pair of files and choices. */
export function conflictingRules(files: readonly RuleFile[], facts: ProjectFacts): Finding[] {
  const decided = new Set(projectTools(facts).keys());
  const decides = (group: string) =>
    CHOICES.some(
      (choice) =>
        choice.group === group && choice.concerns?.some((concern) => decided.has(concern)),
    );
  const choices = new Map(files.map((file) => [file.path, choicesOf(file)]));
  const reported = new Set<string>();
  const findings: Finding[] = [];
  for (const { tool, files: set } of loadedTogether(files)) {
    const sorted = [...set].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    sorted.forEach((first, index) => {
      for (const second of sorted.slice(index + 1)) {
        if (scoped(first) && scoped(second)) continue;
        for (const [group, mine] of choices.get(first.path)!) {
          const theirs = choices.get(second.path)!.get(group);
          // One choice each, and not the same: a file naming two chooses neither.
          if (!theirs || mine.size !== 1 || theirs.size !== 1 || decides(group)) continue;
          const [said, line] = [...mine][0]!;
          const [other, otherLine] = [...theirs][0]!;
          const key = `${first.path}\n${second.path}\n${group}`;
          if (said === other || reported.has(key)) continue;
          reported.add(key);
          findings.push(
            createFinding("conflicting-rules", first.path, line, {
              tool,
              said,
              other,
              otherFile: second.path,
              otherLine,
            }),
          );
        }
      }
    });
  }
  return findings;
}
