import {
  rulePackIds,
  type ChosenPack,
  type PackChoice,
  type PackInput,
  type RulePackId,
} from "#contract/wizard-packs";
import { choosePacks } from "../browser/packs/detect";
import { packSignals } from "../browser/packs/signals/index";
import type { PackVariantId, Platform, RulePack } from "../types";
import { booking, commerce, money, payments } from "./commerce";
import { analytics, health, multiTenant, personalData, search, uploads } from "./data";
import {
  bullmq,
  celery,
  docker,
  kubernetes,
  objectStorage,
  observability,
  serverless,
  sidekiq,
  terraform,
} from "./infrastructure";
import {
  accessibility,
  aiFeatures,
  auth,
  backgroundJobs,
  i18n,
  notifications,
  offline,
  publicApi,
  realtime,
  webhooks,
} from "./platform";
import {
  authjs,
  betterAuth,
  clerk,
  drizzle,
  firebase,
  graphql,
  mongodb,
  prisma,
  redis,
  stripe,
  supabase,
  trpc,
} from "./services";

/** Every pack by id; the type requires one for each id of the contract. */
const packsById: Readonly<Record<RulePackId, RulePack>> = {
  health,
  money,
  payments,
  "multi-tenant": multiTenant,
  "personal-data": personalData,
  webhooks,
  auth,
  booking,
  commerce,
  offline,
  uploads,
  "ai-features": aiFeatures,
  realtime,
  "background-jobs": backgroundJobs,
  "public-api": publicApi,
  search,
  notifications,
  analytics,
  accessibility,
  i18n,
  supabase,
  firebase,
  stripe,
  prisma,
  drizzle,
  mongodb,
  redis,
  celery,
  sidekiq,
  bullmq,
  "object-storage": objectStorage,
  authjs,
  clerk,
  "better-auth": betterAuth,
  trpc,
  graphql,
  docker,
  kubernetes,
  terraform,
  serverless,
  observability,
};

/** Every pack, in the order its rules appear and its `IMPORTANT:` marker is claimed. */
export const rulePacks: readonly RulePack[] = rulePackIds.map((id) => packsById[id]);

export function packById(id: RulePackId): RulePack {
  return packsById[id];
}

/** The packs a text calls for, without an import or a choice (tests and the golden set). */
export function matchPacks(text: string): RulePack[] {
  return choosePacks({ text }, undefined).map((chosen) => packsById[chosen.id]);
}

/**
 * The packs of a project with their reasons: what the description and notes say and the import
 * uses, as the user edited the choice on step 2.
 */
export function resolvePacks(
  input: PackInput,
  choice: PackChoice | "automatic" | undefined,
): ChosenPack[] {
  return choosePacks(input, choice);
}

/**
 * Whether a pack stands on more than a reading of the description: the user added it, or the
 * project uses one of its libraries or tools. Only such a pack's first rule may carry `IMPORTANT:`
 * (docs/product/rule-packs.md "Emphasis", decision 124); a pack read from the words alone gets the
 * same rules without the marker, since the reading may be wrong.
 */
export function isPackBacked(
  chosen: ChosenPack,
  project: { readonly libraries: readonly string[]; readonly tooling: readonly string[] },
): boolean {
  if (chosen.reason.kind !== "wrote") return true;
  const signals = packSignals[chosen.id];
  return (
    (signals.libraries ?? []).some((name) => project.libraries.includes(name)) ||
    (signals.tooling ?? []).some((name) => project.tooling.includes(name))
  );
}

/** What a pack's rules depend on besides the language: the stack and why the pack was chosen. */
export interface PackSetting {
  readonly platforms: ReadonlySet<Platform>;
  /** The chosen frameworks (wizard names). */
  readonly frameworks?: readonly string[];
  /** Only a project file shows the tool; nothing the user wrote or added names it. */
  readonly onlyPresent?: boolean;
  /** The variants the project names (packs/variants.ts). */
  readonly variants?: ReadonlySet<PackVariantId>;
  /** Every pack the project gets: a datastore's pack brings its idioms to the others. */
  readonly packs?: ReadonlySet<RulePackId>;
}

/**
 * A pack's rules: the stack's idioms in place of the general rules they replace, the
 * variants' rewrites over both, without the rules a variant drops; only the first ones when a
 * file alone shows the tool; then the variants' own rules and those for the stack's platforms.
 */
export function packRules(pack: RulePack, language: "en" | "de", setting: PackSetting): string[] {
  const frameworks = new Set(setting.frameworks ?? []);
  const variants = (pack.variants ?? []).filter((variant) => setting.variants?.has(variant.when));
  const dropped = new Set(variants.flatMap((variant) => variant.drops ?? []));
  const rules = pack.rules[language].flatMap((rule, index) => {
    if (dropped.has(index)) return [];
    const rewrite = variants
      .flatMap((variant) => variant.replaces ?? [])
      .find((replace) => replace.index === index);
    const idiom = pack.idioms?.find(
      (candidate) =>
        candidate.replaces === index &&
        ((candidate.frameworks ?? []).some((name) => frameworks.has(name)) ||
          (candidate.packs ?? []).some((id) => setting.packs?.has(id))),
    );
    return [rewrite?.rule[language] ?? idiom?.rule[language] ?? rule];
  });
  const kept = setting.onlyPresent ? rules.slice(0, pack.presenceRules ?? rules.length) : rules;
  const added = setting.onlyPresent
    ? []
    : variants.flatMap((variant) => variant.adds?.[language] ?? []);
  const extra = [...setting.platforms].flatMap(
    (platform) => pack.platformRules?.[platform]?.[language] ?? [],
  );
  return [...kept, ...added, ...extra];
}
