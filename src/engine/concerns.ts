import type { ProjectFacts } from "#contract/project-facts";
import type { LibraryName, PackageManagerName, ToolingName } from "#contract/project-options";
import type { Language } from "#contract/wizard";
import { usersRules } from "./user-text";
import { projectCommandTexts } from "./project/apply-facts";
import type { GenerationContext, Localized, Section, ToolchainId } from "./types";

/**
 * The concerns a rule can prescribe a tool for, and the tools of each (docs/product/generator.md
 * "True to the project"). One registry: the engine asks it which tool the project uses for a
 * concern, and every rule that names a competing tool of the same ecosystem is left out once an
 * import shows the project's own. Without a fact for a concern, nothing is left out: the
 * stack's usual tool stays, given as the default.
 */
export type Concern =
  "dependencies" | "test-runner" | "formatter" | "linter" | "type-checker" | "orm";

/** What in the facts shows that the project uses a tool. */
interface Evidence {
  readonly libraries?: readonly LibraryName[];
  readonly tooling?: readonly ToolingName[];
  readonly managers?: readonly PackageManagerName[];
  /** A command of the project (root or package) that runs the tool. */
  readonly command?: RegExp;
}

export interface ConcernTool {
  readonly name: string;
  /** How the text names it where the name is a description, not a product ("Django's test runner"). */
  readonly label?: Localized<string>;
  readonly concerns: readonly Concern[];
  readonly ecosystem: ToolchainId;
  /** How a rule's text names the tool (case as the tool writes its name). */
  readonly mention: RegExp;
  /** How the user's prose names it, where the plain name is also a word ("Black", "Standard"). */
  readonly proseMention?: RegExp;
  readonly evidence: Evidence;
}

const tool = (
  name: string,
  ecosystem: ToolchainId,
  concerns: readonly Concern[],
  mention: RegExp,
  evidence: Evidence,
): ConcernTool => ({ name, ecosystem, concerns, mention, evidence });

/**
 * Tools that compete for a concern within one ecosystem. Mentions are what our rules write
 * (`table-driven` is how the Go rules name the standard `testing` style that Ginkgo replaces).
 */
export const concernTools: readonly ConcernTool[] = [
  // Node.js
  tool("Vitest", "node", ["test-runner"], /\bVitest\b/, {
    libraries: ["Vitest"],
    command: /\bvitest\b/,
  }),
  tool("Jest", "node", ["test-runner"], /\bJest\b/, { libraries: ["Jest"], command: /\bjest\b/ }),
  tool("Prettier", "node", ["formatter"], /\bPrettier\b/, {
    tooling: ["Prettier"],
    command: /\bprettier\b/,
  }),
  tool("Biome", "node", ["formatter", "linter"], /\bBiome\b/, {
    tooling: ["Biome"],
    command: /\bbiome\b/,
  }),
  tool("ESLint", "node", ["linter"], /\bESLint\b/, { tooling: ["ESLint"], command: /\beslint\b/ }),
  tool("oxlint", "node", ["linter"], /\boxlint\b/, { tooling: ["oxlint"], command: /\boxlint\b/ }),
  tool("Prisma", "node", ["orm"], /\bPrisma\b/, { libraries: ["Prisma"] }),
  tool("Drizzle", "node", ["orm"], /\bDrizzle\b/, { libraries: ["Drizzle"] }),
  tool("TypeORM", "node", ["orm"], /\bTypeORM\b/, { libraries: ["TypeORM"] }),
  tool("Sequelize", "node", ["orm"], /\bSequelize\b/, { libraries: ["Sequelize"] }),
  // Deno: its built-in tools (docs.deno.com/runtime/reference/cli), shown by the project's tasks.
  tool("deno test", "deno", ["test-runner"], /`deno test\b|\bDeno\.test\b/, {
    command: /\bdeno test\b/,
  }),
  tool("deno fmt", "deno", ["formatter"], /`deno fmt\b/, { command: /\bdeno fmt\b/ }),
  tool("deno lint", "deno", ["linter"], /`deno lint\b/, { command: /\bdeno lint\b/ }),
  tool("deno check", "deno", ["type-checker"], /`deno check\b/, { command: /\bdeno check\b/ }),
  // Python
  tool("uv", "python", ["dependencies"], /`uv (?:add|sync|lock|run)\b|\buv\.lock\b/, {
    managers: ["uv"],
  }),
  tool("Poetry", "python", ["dependencies"], /\bpoetry (?:add|install|lock|run)\b|poetry\.lock/i, {
    managers: ["poetry"],
  }),
  tool("pip", "python", ["dependencies"], /requirements\.txt|`pip install -r\b/, {
    managers: ["pip"],
  }),
  tool("pytest", "python", ["test-runner"], /\bpytest\b/, {
    libraries: ["pytest"],
    command: /\bpytest\b/,
  }),
  {
    ...tool("Django's test runner", "python", ["test-runner"], /manage\.py test\b/, {
      command: /manage\.py test\b/,
    }),
    label: { en: "Django's test runner", de: "Djangos Test-Runner" },
  },
  // The standard library's runner; `unittest.mock` is a library every runner's tests use.
  tool("unittest", "python", ["test-runner"], /\bunittest\b(?!\.mock)/, {
    command: /-m unittest\b/,
  }),
  tool("Ruff", "python", ["formatter", "linter"], /\bRuff\b|`ruff /, {
    tooling: ["Ruff"],
    command: /\bruff\b/,
  }),
  {
    ...tool("Black", "python", ["formatter"], /\bBlack\b|`black /, {
      tooling: ["Black"],
      command: /\bblack\b/,
    }),
    proseMention: /`black\b|\bBlack (?:formatter|to format)\b/,
  },
  tool("mypy", "python", ["type-checker"], /\bmypy\b/, { tooling: ["mypy"], command: /\bmypy\b/ }),
  tool("Pyright", "python", ["type-checker"], /\b[Pp]yright\b/, {
    tooling: ["Pyright"],
    command: /\bpyright\b/,
  }),
  tool("SQLAlchemy", "python", ["orm"], /\bSQLAlchemy\b|Mapped\[|mapped_column|DeclarativeBase/, {
    libraries: ["SQLAlchemy"],
  }),
  tool("SQLModel", "python", ["orm"], /\bSQLModel\b/, { libraries: ["SQLModel"] }),
  // PHP
  tool("PHPUnit", "php", ["test-runner"], /\bPHPUnit\b/, {
    libraries: ["PHPUnit"],
    command: /\bphpunit\b/,
  }),
  tool("Pest", "php", ["test-runner"], /\bPest\b/, { libraries: ["Pest"], command: /\bpest\b/ }),
  tool("Laravel Pint", "php", ["formatter"], /\bPint\b/, {
    tooling: ["Laravel Pint"],
    command: /\bpint\b/,
  }),
  tool("PHP-CS-Fixer", "php", ["formatter"], /\bPHP[- ]CS[- ]Fixer\b/, {
    tooling: ["PHP-CS-Fixer"],
    command: /php-cs-fixer/,
  }),
  tool("Mago", "php", ["formatter", "linter"], /\bMago\b/, {
    tooling: ["Mago"],
    command: /\bmago\b/,
  }),
  tool("PHPStan", "php", ["linter"], /\bPHPStan\b|\bLarastan\b/, {
    tooling: ["PHPStan"],
    command: /\bphpstan\b/,
  }),
  tool("Psalm", "php", ["linter"], /\bPsalm\b/, { tooling: ["Psalm"], command: /\bpsalm\b/ }),
  // Ruby
  tool("RSpec", "ruby", ["test-runner"], /\bRSpec\b|`rspec/, {
    libraries: ["RSpec"],
    command: /\brspec\b/,
  }),
  tool("Minitest", "ruby", ["test-runner"], /\bMinitest\b/, {
    libraries: ["Minitest"],
    command: /rails test\b/,
  }),
  tool("RuboCop", "ruby", ["formatter", "linter"], /\bRuboCop\b/, {
    tooling: ["RuboCop"],
    command: /\brubocop\b/,
  }),
  {
    ...tool("Standard", "ruby", ["formatter", "linter"], /\bStandard(?:RB)?\b/, {
      tooling: ["Standard"],
      command: /\bstandardrb\b/,
    }),
    proseMention: /\bStandardRB\b|`standardrb\b/,
  },
  // Go
  tool("Ginkgo", "go", ["test-runner"], /\bGinkgo\b|\bGomega\b/, {
    libraries: ["Ginkgo"],
    command: /\bginkgo\b/,
  }),
  tool("testing", "go", ["test-runner"], /table-driven|tabellengesteuert/, {}),
  // Elixir: ExUnit ships with Elixir, `mix format` with Mix; Credo and Dialyzer (dialyxir) are
  // the usual add-ons. Shown by the project's commands (mix aliases and scripts).
  tool("ExUnit", "elixir", ["test-runner"], /\bExUnit\b/, { command: /\bmix test\b/ }),
  tool("mix format", "elixir", ["formatter"], /`mix format\b/, { command: /\bmix format\b/ }),
  tool("Credo", "elixir", ["linter"], /\bCredo\b/, {
    tooling: ["Credo"],
    command: /\bmix credo\b/,
  }),
  tool("Dialyzer", "elixir", ["type-checker"], /\bDialyzer\b|\bdialyxir\b/, {
    command: /\bmix dialyzer\b/,
  }),
  // .NET
  tool("xUnit", "dotnet", ["test-runner"], /\bxUnit\b/, { libraries: ["xUnit"] }),
  tool("NUnit", "dotnet", ["test-runner"], /\bNUnit\b/, { libraries: ["NUnit"] }),
  tool("MSTest", "dotnet", ["test-runner"], /\bMSTest\b/, { libraries: ["MSTest"] }),
];

/** The project's tools per concern and ecosystem: `"test-runner:python"` → {"pytest"}. */
export type ProjectTools = ReadonlyMap<string, ReadonlySet<string>>;

const key = (concern: Concern, ecosystem: ToolchainId) => `${concern}:${ecosystem}`;

function usedBy(facts: ProjectFacts, commands: readonly string[], evidence: Evidence): boolean {
  return (
    (evidence.libraries ?? []).some((name) => facts.libraries.some((l) => l.name === name)) ||
    (evidence.tooling ?? []).some((name) => facts.tooling.some((t) => t.name === name)) ||
    (evidence.managers ?? []).some((name) => facts.packageManagers.some((m) => m.name === name)) ||
    (evidence.command !== undefined && commands.some((command) => evidence.command!.test(command)))
  );
}

const toolsByFacts = new WeakMap<ProjectFacts, ProjectTools>();

/** Which tool the facts show for each concern; computed once per facts object. */
export function projectTools(facts: ProjectFacts): ProjectTools {
  const known = toolsByFacts.get(facts);
  if (known) return known;
  const commands = projectCommandTexts(facts);
  const tools = new Map<string, Set<string>>();
  for (const entry of concernTools) {
    if (!usedBy(facts, commands, entry.evidence)) continue;
    for (const concern of entry.concerns) {
      const id = key(concern, entry.ecosystem);
      tools.set(id, (tools.get(id) ?? new Set()).add(entry.name));
    }
  }
  toolsByFacts.set(facts, tools);
  return tools;
}

/**
 * Words before a tool's name in the same clause that say it is not the choice: "never Jest",
 * "Vitest instead of Jest", "kein Black", "statt Poetry".
 */
const NOT_CHOSEN =
  /\b(?:not|never|no|don't|do not|avoid|instead of|rather than|without|kein\w*|nicht|nie|statt|anstatt|anstelle|ohne)\b/i;
/** A tool left behind: "from Jest to Vitest", "von Jest auf Vitest". */
const LEFT_FROM = /\b(?:from|von)\s+`?$/i;
const LEFT_TO = /\b(?:to|auf|zu|nach)\b/i;

/**
 * Whether a clause chooses what it names at `index` (`length` characters): not "never Jest",
 * "Vitest instead of Jest", "from Jest to Vitest". The user's own words are read this way here,
 * and by the audit's conflicts between rule files (decision 125).
 */
export function choosesMention(clause: string, index: number, length: number): boolean {
  const before = clause.slice(0, index);
  const after = clause.slice(index + length);
  return !(NOT_CHOSEN.test(before) || (LEFT_FROM.test(before) && LEFT_TO.test(after)));
}

/** The tools the user's own words choose (notes, kept rules), per concern and ecosystem. */
function usersTools(ctx: GenerationContext): ProjectTools {
  const tools = new Map<string, Set<string>>();
  for (const clause of [...usersRules(ctx)].flatMap((rule) => rule.split(/[.;!?\n]+/))) {
    for (const entry of concernTools) {
      const match = (entry.proseMention ?? entry.mention).exec(clause);
      if (!match || !choosesMention(clause, match.index, match[0].length)) continue;
      for (const concern of entry.concerns) {
        const id = key(concern, entry.ecosystem);
        tools.set(id, (tools.get(id) ?? new Set()).add(entry.name));
      }
    }
  }
  return tools;
}

const chosenByContext = new WeakMap<GenerationContext, ProjectTools>();

/**
 * The tools a generation holds to: the project's facts, and where the user's own words choose a
 * tool for a concern, that choice instead (docs/product/generator.md "True to the project").
 */
export function chosenTools(ctx: GenerationContext): ProjectTools {
  const known = chosenByContext.get(ctx);
  if (known) return known;
  const tools = new Map(ctx.project ? projectTools(ctx.project) : []);
  for (const [id, names] of usersTools(ctx)) tools.set(id, names);
  chosenByContext.set(ctx, tools);
  return tools;
}

/** The project's tools for a concern in an ecosystem; empty when the facts name none. */
export function toolsFor(
  tools: ProjectTools,
  concern: Concern,
  ecosystem: ToolchainId,
): ReadonlySet<string> {
  return tools.get(key(concern, ecosystem)) ?? new Set();
}

/** The project's tools for a concern in every ecosystem, named in the output's language. */
export function projectToolsFor(
  facts: ProjectFacts,
  concern: Concern,
  language: Language = "en",
): string[] {
  const tools = projectTools(facts);
  return [...tools]
    .filter(([id]) => id.startsWith(`${concern}:`))
    .flatMap(([, names]) => [...names])
    .map((name) => concernTools.find((entry) => entry.name === name)?.label?.[language] ?? name);
}

/**
 * The tools a text names that compete with the project's own: same ecosystem and concern, the
 * facts name a tool for it, and this one is not among them.
 */
export function competingTools(text: string, tools: ProjectTools): ConcernTool[] {
  if (tools.size === 0) return [];
  return concernTools.filter(
    (entry) =>
      entry.mention.test(text) &&
      entry.concerns.some((concern) => {
        const own = toolsFor(tools, concern, entry.ecosystem);
        return own.size > 0 && !own.has(entry.name);
      }) &&
      // A tool that also serves another concern the project uses it for is the project's.
      !entry.concerns.some((concern) => toolsFor(tools, concern, entry.ecosystem).has(entry.name)),
  );
}

/**
 * Leaves out our rules that prescribe a tool the project (or the user's own words) doesn't use
 * for that concern. The user's own words (notes, kept rules) are never touched: they win.
 */
export function dropCompetingTools(
  ctx: GenerationContext,
  sections: readonly Section[],
): Section[] {
  const tools = chosenTools(ctx);
  if (tools.size === 0) return [...sections];
  const own = usersRules(ctx);
  return sections.map((section) => {
    if (section.id === "commands") return section;
    const rules = section.rules.filter(
      (rule) => own.has(rule) || competingTools(rule, tools).length === 0,
    );
    return rules.length === section.rules.length ? section : { ...section, rules };
  });
}

/**
 * A rule written for the tool the project uses: the text for its tool, nothing when the project
 * uses a tool the rule has no text for, the stack's default (said as a default) without a fact.
 */
export interface ToolRule {
  readonly concern: Concern;
  readonly byTool: Readonly<Record<string, Localized<string>>>;
  readonly fallback: Localized<string>;
}

export function toolRuleText(
  rule: ToolRule,
  ecosystem: ToolchainId,
  ctx: GenerationContext,
): string | null {
  const own = toolsFor(chosenTools(ctx), rule.concern, ecosystem);
  if (own.size === 0) return rule.fallback[ctx.language];
  const name = [...own].find((candidate) => rule.byTool[candidate]);
  return name ? rule.byTool[name]![ctx.language] : null;
}
