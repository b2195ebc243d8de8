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

export type RuleFormat = "markdown" | "json" | "both";

/** "rules" = AI Behavior Rules (a rule file); "prompt" = Native AI Prompt (pasted into a chat). */
export type RuleKind = "rules" | "prompt";

export interface GenerationInput {
  form: WizardForm;
  language: Language;
}

export interface GeneratedRule {
  title: string;
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
  limit: Limit;
  /** Size of `content`, measured in `limit.unit`. */
  size: number;
  /** Ids of the sections included, in order. */
  sections: string[];
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
  /** One sentence on how to test code written with this framework. */
  readonly testing: Localized<string>;
}

/** How a target consumes the text. */
export type TargetForm = "rule-file" | "system-prompt" | "project-instructions";

export type FrontmatterValue = string | boolean | readonly string[];
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
  /** Suggested file for a rule set, from the rule's slug. */
  readonly file: (slug: string) => string;
  /** Budget for a rule set (see README for sources and assumptions). */
  readonly limit: Limit;
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
}

/** How a section gives way when the text must shrink to fit the target's limit. */
export interface TrimPolicy {
  /** Lower ranks give up their rules first. */
  readonly rank: number;
  /** Rules never trimmed below this count (unless the whole section is dropped). */
  readonly minRules: number;
  /** "optional": dropped whole before core rules are cut; "last-resort": dropped only at the very end. */
  readonly drop: "optional" | "last-resort" | "never";
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
  readonly target: TargetProfile;
  /** Name used in text: the profile name, or the visitor's own model name for Custom. */
  readonly targetName: string;
  /** True when the target is Custom without a usable model name. */
  readonly genericTarget: boolean;
  readonly description: string;
  readonly notes: string;
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
