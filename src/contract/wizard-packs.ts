/**
 * The rule packs (docs/product/rule-packs.md): their ids, why a project has one, and the user's
 * edits to the automatic choice. Which packs a description calls for is read in the engine
 * (`src/engine/browser/packs/`, decision 130); the packs' rules live in `src/engine/packs/`.
 */

/** Every rule pack, in the order their rules appear and claim `IMPORTANT:`. */
export const rulePackIds = [
  "health",
  "money",
  "payments",
  "multi-tenant",
  "personal-data",
  "webhooks",
  "auth",
  "booking",
  "commerce",
  "offline",
  "uploads",
  "ai-features",
  "realtime",
  "background-jobs",
  "public-api",
  "search",
  "notifications",
  "analytics",
  "accessibility",
  "i18n",
  // Services a description names or an import detects.
  "supabase",
  "firebase",
  "stripe",
  "prisma",
  "drizzle",
  "mongodb",
  "redis",
  "celery",
  "sidekiq",
  "bullmq",
  "object-storage",
  "authjs",
  "clerk",
  "better-auth",
  "trpc",
  "graphql",
  "docker",
  "kubernetes",
  "terraform",
  "serverless",
  "observability",
] as const;
export type RulePackId = (typeof rulePackIds)[number];

/** Why a pack is part of the rules: the user's words, the project's library, or their choice. */
export type PackReason =
  /** The words as the user wrote them: one strong phrase, or the two cues that fired it. */
  | { readonly kind: "wrote"; readonly phrases: string[] }
  | { readonly kind: "uses"; readonly name: string }
  | { readonly kind: "added" };

export interface ChosenPack {
  readonly id: RulePackId;
  readonly reason: PackReason;
}

/** What the packs are read from: the visitor's text and what an import detected. */
export interface PackInput {
  /** The description and notes (and kept rules) as one text. */
  readonly text: string;
  readonly libraries?: readonly string[];
  readonly tooling?: readonly string[];
  /** The form carries an import: its libraries are facts, and so is what they lack. */
  readonly imported?: boolean;
}

/**
 * A pack the words hint at without deciding it, asked on step 2 instead of added: one weak cue
 * ("tenant"), or a vendor the imported project does not use ("Supabase" without `@supabase/*`).
 */
export interface PackQuestion {
  readonly id: RulePackId;
  readonly phrase: string;
  readonly why: "one-cue" | "not-in-project";
}

/** The user's edits to the automatic choice, stored with the configuration. */
export interface PackChoice {
  readonly added: readonly RulePackId[];
  readonly removed: readonly RulePackId[];
}

/** Most packs a choice can add or remove (every pack). */
export const packChoiceMax = rulePackIds.length;
