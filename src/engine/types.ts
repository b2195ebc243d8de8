import type { RuleFileKind } from "#contract/generator";
import type { McpSetup } from "#contract/mcp";
import type { ToolRule } from "./concerns";
import type { ChosenPack, RulePackId } from "#contract/wizard-packs";
import type { LiveGuidance, ProjectFacts } from "#contract/project-facts";
import type {
  CommandKind,
  AgentSkillName,
  LibraryName,
  LiveGuidanceKind,
} from "#contract/project-options";
import type {
  AiModelId,
  ApplicationType,
  BehaviorPreference,
  Language,
  WizardForm,
} from "#contract/wizard";

/** A value in each output language. */
export type Localized<T> = Readonly<Record<Language, T>>;

export type LimitUnit = "chars" | "lines" | "bytes";

/** A target's size budget for the generated text, in the unit the tool itself counts. */
export interface Limit {
  readonly value: number;
  readonly unit: LimitUnit;
}

/**
 * The limit a result is held to, with where it comes from: the vendor's page that documents it,
 * or null when the tool publishes none and the number is Rulesmith's own budget (decision 033).
 */
export interface RuleLimit extends Limit {
  readonly source: string | null;
}

export type RuleFormat = "markdown" | "json" | "both";

/** "rules" = AI Behavior Rules (a rule file); "prompt" = Native AI Prompt (pasted into a chat). */
export type RuleKind = "rules" | "prompt";

export interface GenerationInput {
  form: WizardForm;
  language: Language;
}

/** One file of the output, under the exact path the tool reads it from. */
export interface GuidanceKept {
  kind: LiveGuidanceKind;
  path: string;
  carried: boolean;
  frameworks: string[];
  saved: number;
}

export interface GeneratedFile {
  /** Repository-relative path, e.g. ".claude/rules/react.md" or "CLAUDE.md". */
  path: string;
  content: string;
  /** "core" = always-on file; "scoped" = loaded for matching files only; "json" = the rulesmith.rules/v1 document. */
  role: "core" | "scoped" | "json";
  /**
   * Absent for rules: "skill" / "command" (role "scoped", on demand), "config" (role "core",
   * a setting), "loader" (role "core", a tool's thin file that loads the shared AGENTS.md).
   */
  kind?: RuleFileKind;
  /** Size of `content` in the target's limit unit (always ≤ the limit). */
  size: number;
}

export interface GeneratedRule {
  title: string;
  /**
   * The rule as one self-contained file (Markdown or JSON); "both" gives the Markdown here. Where
   * `files` split it by path, it is rendered when first read (with `size` and `sections`).
   */
  content: string;
  format: RuleFormat;
  /** Suggested file name or path for the target, e.g. ".cursor/rules/react-frontend.mdc". */
  fileName: string;
  target: {
    id: AiModelId;
    name: string;
    /** Where to put the result, in the output language. */
    destination: string;
  };
  limit: RuleLimit;
  /** Size of `content`, measured in `limit.unit`. */
  size: number;
  /** True when rules were left out of any of `files` to stay within the limit. */
  trimmed: boolean;
  /** Ids of the sections included, in order. */
  sections: string[];
  /**
   * The rule set split the way the tool scopes it: a short always-on core plus one file per
   * framework where the tool supports path scoping, plus `<slug>.rules.json` for "both" and
   * "json". Targets without scoping get one file (the same text as `content`). For several
   * tools: AGENTS.md, then each tool's files (decision 091).
   */
  files: GeneratedFile[];
  /** Per chosen tool: which files it loads and when, and its always-on size against its limit. */
  tools: ToolView[];
  /** The rule packs in the result and why (decision 090). */
  packs: ChosenPack[];
  /** The MCP servers' variables and user-level snippets; absent without servers. */
  mcp?: McpSetup;
  /**
   * The frameworks' live guidance the rule keeps (docs/product/mcp-servers.md "Live guidance"):
   * which, in which file, whether its block is carried, the frameworks it stands in for, and the
   * size of our rules for them that were left out, in the result's limit unit.
   */
  guidance?: GuidanceKept[];
}

/** When a tool puts a file into the model's context. */
export type LoadTime = "always" | "paths" | "on-demand";

/** One chosen tool's view of a result (decision 091). */
export interface ToolView {
  readonly id: AiModelId;
  readonly name: string;
  readonly files: { readonly path: string; readonly load: LoadTime }[];
  /** The always-on rule text it loads (its own file plus AGENTS.md), in `limit.unit`. */
  readonly size: number;
  readonly limit: RuleLimit;
  /** A reader that takes only each file's start (Copilot code review: 4,000 characters). */
  readonly reviewLimit?: Limit;
  /** The tool's successor when it was retired or renamed. */
  readonly successor?: AiModelId;
}

/** Where code runs; decides which platform rules (XSS, secure storage, bundles) apply. */
export type Platform = "web" | "mobile" | "desktop" | "server" | "language";

/** The toolchains the engine knows commands, formatters and audit tools for. */
export type ToolchainId =
  | "node"
  | "deno"
  | "python"
  | "php"
  | "ruby"
  | "dart"
  | "go"
  | "rust"
  | "gradle"
  | "dotnet"
  | "swift"
  | "elixir";

/**
 * Usual commands; `{run:x}` becomes the package manager's script call (`npm run x`, `pnpm x`)
 * and `{x:cmd}` its executor (`npx cmd`, `uv run cmd`).
 */
export interface Commands {
  readonly dev?: string;
  readonly test?: string;
  readonly lint?: string;
  readonly typecheck?: string;
  readonly build?: string;
}

/**
 * Rules that hold from a major version on ("Next.js 15+: await params"), or for a range of majors
 * when `until` is set ("Vue 2: use `Vue.set`": since 0, until 3).
 */
export interface VersionRules {
  readonly since: number;
  /** First major the rules no longer hold for (exclusive); absent = every later major. */
  readonly until?: number;
  readonly rules: Localized<readonly string[]>;
}

/**
 * One of our rules that agent skills of the framework's teams cover (docs/product/mcp-servers.md
 * "Live guidance"): with every one of `skills` installed it gives way to `rest`, the part no skill
 * covers, or goes.
 */
export interface SkillCover {
  readonly skills: readonly AgentSkillName[];
  /** The rule exactly as written in `rules`, `versionRules` or `testing`. */
  readonly rule: Localized<string>;
  readonly rest?: Localized<string>;
}

/** Curated knowledge about one framework or language: one data module per framework. */
export interface FrameworkKnowledge {
  /** Exactly as in the contract's framework lists. */
  readonly name: string;
  /** kebab-case id; the section id is `framework:<id>`. */
  readonly id: string;
  /** Other spellings accepted from stored forms, compared after normalizeName(). */
  readonly aliases: readonly string[];
  /** File patterns the rules are about (used for Cursor's `globs`). No braces: Cursor splits on commas. */
  readonly globs: readonly string[];
  /** 4–8 crisp imperative rules, most important first. */
  readonly rules: Localized<readonly string[]>;
  /**
   * Rules that name a tool for a concern, written per tool: the project's tool picks the text
   * (`concerns.ts`); they follow the version rules.
   */
  readonly toolRules?: readonly ToolRule[];
  /** One sentence on how to test code written with this framework. */
  readonly testing: Localized<string>;
  /**
   * A library that gives agents this framework's guidance live, for the installed versions
   * (Laravel Boost): in a project that has it, the framework's own rules are left to it.
   */
  readonly liveGuidance?: LibraryName;
  /** Our rules that the framework team's agent skills cover, left out where they are installed. */
  readonly skillCovers?: readonly SkillCover[];
  readonly platform: Platform;
  readonly toolchain: ToolchainId;
  /** Commands that differ from the toolchain's defaults (verify-marked in the output). */
  readonly commands?: Commands;
  /** Main folders, e.g. "`app/` routes and layouts". */
  readonly layout?: Localized<string>;
  /** Version-specific rules; applied when the chosen (or latest) major is in their range. */
  readonly versionRules?: readonly VersionRules[];
  /** The name its older majors went by ("Remix" before React Router 7), for the stack's label. */
  readonly formerName?: { readonly name: string; readonly until: number };
  /**
   * What the framework cannot do without, even when the visitor's notes forbid it in general
   * ("No default exports" vs Next.js pages): `term` as notes-override reads it, plus the exception.
   */
  readonly needs?: readonly {
    readonly term: readonly string[];
    readonly rule: Localized<string>;
  }[];
}

/** How a target consumes the text. */
export type TargetForm = "rule-file" | "system-prompt" | "project-instructions";

/**
 * Written exactly as given, unquoted: Cursor reads `globs:` as raw text and keeps quotes as part of
 * the pattern (so a strict YAML parser cannot read that one line; see testing/parse.ts).
 */
export interface PlainScalar {
  readonly plain: string;
}
/** A YAML flow sequence, `["a", "b"]`: the form Kiro documents for several `fileMatchPattern`s. */
export interface FlowSequence {
  readonly flow: readonly string[];
}
export type FrontmatterValue = string | boolean | readonly string[] | PlainScalar | FlowSequence;
export type Frontmatter = Readonly<Record<string, FrontmatterValue>>;

export interface FrontmatterInput {
  readonly description: string;
  readonly globs: readonly string[];
}

/** Curated knowledge about one target tool or model: one data module per target. */
export interface TargetProfile {
  readonly id: AiModelId;
  readonly name: string;
  /** Other names accepted for the model, compared after normalizeName(). */
  readonly aliases: readonly string[];
  readonly form: TargetForm;
  /** Runs commands in the repository (defaults to true for rule files); gets "Commands & layout". */
  readonly agent?: boolean;
  /** Suggested file for a rule set, from the rule's slug. */
  readonly file: (slug: string) => string;
  /** Budget for a rule set (see README for sources and assumptions). */
  readonly limit: Limit;
  /** True when `source` documents `limit` itself; otherwise the limit is an assumption (decision 033). */
  readonly limitDocumented?: boolean;
  /** Where to put a rule set; `{file}` is replaced by the file name. */
  readonly destination: Localized<string>;
  /** Where to paste a native prompt; `{name}` is replaced by the target name. Defaults to a generic text. */
  readonly promptDestination?: Localized<string>;
  /** Budget for a native prompt. Defaults to DEFAULT_PROMPT_LIMIT. */
  readonly promptLimit?: Limit;
  /** Frontmatter the tool reads from the top of a rule file (rules only, markdown only). */
  readonly frontmatter?: (input: FrontmatterInput) => Frontmatter;
  /** Tool-specific working rules. */
  readonly hints: Localized<readonly string[]>;
  /** Where the vendor documents file location and limit (checked 2026-11). */
  readonly source: string;
  /** How the tool loads one file per framework for matching paths; absent = one file only. */
  readonly scoping?: Scoping;
  /**
   * A file the tool needs to load the rule file at all (Aider's `.aider.conf.yml` with
   * `read: CONVENTIONS.md`), written beside it with the role "config".
   */
  readonly configFile?: (ruleFile: string) => { readonly path: string; readonly content: string };
  /**
   * A reader that takes only the start of each file (Copilot code review: the first 4,000
   * characters); the files are not cut to it, the result says what it sees.
   */
  readonly reviewLimit?: Limit;
  /**
   * How the tool reads one AGENTS.md shared by several chosen tools (decision 091): by itself
   * ("native"), through its own file's `@AGENTS.md` import ("import"), through a setting
   * ("config", Aider's `read:`), or told to by an always-on rule of its own ("pointer").
   * Absent: the tool cannot share one (chat models, app builders).
   */
  readonly sharedCore?: "native" | "import" | "config" | "pointer";
  /** The tool was retired or renamed: the id of its successor (Gemini CLI → Antigravity). */
  readonly legacy?: AiModelId;
}

/** A tool's path scoping: where a framework's file goes and the frontmatter that scopes it. */
export interface Scoping {
  readonly file: (id: string) => string;
  readonly frontmatter: (input: FrontmatterInput) => Frontmatter;
  /** Frontmatter of the always-on core file when it is split from the framework files. */
  readonly coreFrontmatter?: (input: FrontmatterInput) => Frontmatter;
}

/** How a section gives way when the text must shrink to fit the target's limit. */
export interface TrimPolicy {
  /** Lower ranks give up their rules first. */
  readonly rank: number;
  /** Rules never trimmed below this count (unless the whole section is dropped). */
  readonly minRules: number;
  /** "optional": dropped whole before core rules are cut; "last-resort": dropped only at the very end. */
  readonly drop: "optional" | "last-resort" | "never";
  /** The visitor's facts and the rules they trigger: cut only after every generic rule is gone. */
  readonly protect?: boolean;
  /**
   * Another tool's text kept as written (a framework's live guidance): never cut, and outside the
   * budget — our rules fit the limit, then it follows them, and the size says what the tool loads.
   */
  readonly outside?: boolean;
}

/** One concern of the generated text. */
export interface Section {
  readonly id: string;
  readonly heading: string | null;
  /** Paragraphs that are always kept. */
  readonly text: readonly string[];
  /** The visitor's own sentences, shown as one quoted paragraph; trimmed from the end, whole sentences only. */
  readonly quote: readonly string[];
  /** Bulleted rules, most important first; trimmed from the end. */
  readonly rules: readonly string[];
  readonly trim: TrimPolicy;
  /** Rules that may carry an `IMPORTANT:` marker (at most 3 per file are marked). */
  readonly critical?: readonly string[];
  /** Rules the visitor's notes cannot remove: exceptions the framework needs. */
  readonly exempt?: readonly string[];
}

/** Everything the section builders need, resolved once from the input. */
export interface GenerationContext {
  readonly kind: RuleKind;
  readonly language: Language;
  readonly applicationType: ApplicationType;
  readonly behavior: BehaviorPreference;
  readonly frameworks: readonly FrameworkKnowledge[];
  /** Every framework name chosen, known ones in canonical order, then any the engine doesn't know. */
  readonly stack: readonly string[];
  /** The same names without versions (file names stay when a project upgrades). */
  readonly stackNames: readonly string[];
  readonly target: TargetProfile;
  /** Name used in text: the profile name, or the visitor's own model name for Custom. */
  readonly targetName: string;
  /** True when the target is Custom without a usable model name. */
  readonly genericTarget: boolean;
  readonly description: string;
  readonly notes: string;
  /** True for tools that edit the repository and run commands (not chat system prompts). */
  readonly agent: boolean;
  /** Platforms of the chosen frameworks; a stack of bare languages counts as the app type's default. */
  readonly platforms: ReadonlySet<Platform>;
  /** Chosen major per framework id; absent = latest. */
  readonly versions: Readonly<Record<string, number>>;
  /** What the notes forbid, as word sequences (see notes-override.ts). */
  readonly forbiddenTerms: readonly (readonly string[])[];
  /** Rule packs the description, notes and import call for (as the user edited them), in pack order. */
  readonly packs: readonly RulePack[];
  /** Why each pack is there, in the same order. */
  readonly packReasons: readonly ChosenPack[];
  /** The variants the description and libraries name (bank debits, SSO, …; packs/variants.ts). */
  readonly packVariants: ReadonlySet<PackVariantId>;
  /** Package managers named in the description or notes ("pnpm", "uv"). */
  readonly mentionedTools: ReadonlySet<string>;
  /** The project's own commands, verbatim (imported or typed): they replace the usual ones. */
  readonly projectCommands: Readonly<Partial<Record<CommandKind, string>>>;
  /** What an import read from the user's project, as confirmed; null without an import. */
  readonly project: ProjectFacts | null;
  /** Rules of the user's own rule files they chose to keep; like notes, they win over ours. */
  readonly keptRules: readonly string[];
  /** The version as given per framework id ("15.2.3"); `versions` holds its major. */
  readonly versionLabels: Readonly<Record<string, string>>;
  /** The frameworks' own live guidance the rule keeps (rule files only). */
  readonly guidance: readonly LiveGuidance[];
  /** Chosen frameworks that guidance covers: not in `frameworks`, no rules of ours. */
  readonly coveredFrameworks: readonly FrameworkKnowledge[];
}

/** The intermediate document every renderer works from. */
export interface RuleDocument {
  readonly kind: RuleKind;
  readonly language: Language;
  readonly title: string;
  readonly showTitle: boolean;
  readonly target: {
    readonly id: AiModelId;
    readonly name: string;
    readonly form: TargetForm;
    readonly file: string;
    readonly destination: string;
  };
  readonly limit: Limit;
  readonly frontmatter: Frontmatter | null;
  readonly stack: {
    readonly applicationType: ApplicationType;
    readonly frameworks: readonly string[];
    readonly behavior: BehaviorPreference;
  };
  readonly sections: readonly Section[];
}

/**
 * Rules a project needs because of what it is about (money, tenants, PHI, …) or what it uses
 * (Supabase, Prisma, Docker, …). When a pack applies is decided in `#contract/wizard-packs`.
 */
export interface RulePack {
  readonly id: RulePackId;
  /** Most important first; with `critical`, the first may carry the `IMPORTANT:` marker. */
  readonly rules: Localized<readonly string[]>;
  readonly critical?: boolean;
  /** Extra rules that only hold on one platform (e.g. secure storage on mobile). */
  readonly platformRules?: Partial<Record<Platform, Localized<readonly string[]>>>;
  /** Rules written for a framework's own way, each in place of the general rule it names. */
  readonly idioms?: readonly PackIdiom[];
  /** How the rules change for a variant the project names (bank debits, SSO; packs/variants.ts). */
  readonly variants?: readonly PackVariant[];
  /**
   * How many of the first rules hold when only a file of the project shows the tool (a lone
   * Dockerfile) and nothing the user wrote names it; the others are for a project built around it.
   */
  readonly presenceRules?: number;
}

/**
 * A kind of project a pack's general rules don't fit as written, read from the description and the
 * project's libraries (packs/variants.ts): only bank debits, no cards; cards in the EEA; sign-in
 * only through an identity provider; personal data under a duty to keep records.
 */
export type PackVariantId =
  "bank-debits" | "bank-debits-only" | "cards-in-eea" | "sso" | "sso-only" | "record-keeping";

/** What a variant does to a pack's rules: leaves some out, rewrites some, adds some. */
export interface PackVariant {
  readonly when: PackVariantId;
  /** Indexes of the general rules that don't hold for it. */
  readonly drops?: readonly number[];
  readonly replaces?: readonly { readonly index: number; readonly rule: Localized<string> }[];
  readonly adds?: Localized<readonly string[]>;
}

/**
 * A stack's own way to do what one of a pack's general rules says: a framework's (Laravel's
 * `Cache::lock`) or a datastore's (Firestore's `runTransaction` where SQL says `FOR UPDATE`).
 */
export interface PackIdiom {
  /** The frameworks (wizard names) whose projects get it. */
  readonly frameworks?: readonly string[];
  /** Or the service packs (a datastore) the project has chosen. */
  readonly packs?: readonly RulePackId[];
  /** The index of the general rule it replaces. */
  readonly replaces: number;
  readonly rule: Localized<string>;
}
