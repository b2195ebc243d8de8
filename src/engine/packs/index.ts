import type { Platform, RulePack } from "../types";
import { booking, commerce, money, payments } from "./commerce";
import { analytics, health, multiTenant, personalData, search, uploads } from "./data";
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

/** Every pack, in the order its rules appear and its `IMPORTANT:` marker is claimed. */
export const rulePacks: readonly RulePack[] = [
  health,
  money,
  payments,
  multiTenant,
  personalData,
  webhooks,
  auth,
  booking,
  commerce,
  offline,
  uploads,
  aiFeatures,
  realtime,
  backgroundJobs,
  publicApi,
  search,
  notifications,
  analytics,
  accessibility,
  i18n,
];

const matchers = new Map(
  rulePacks.map((pack) => [
    pack,
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${pack.triggers.join("|")})`, "iu"),
  ]),
);

/** The packs the visitor's own words call for (description and notes, English or German). */
export function matchPacks(text: string): RulePack[] {
  return rulePacks.filter((pack) => matchers.get(pack)?.test(text));
}

/** A pack's rules, with the platform-specific ones for the stack's platforms. */
export function packRules(
  pack: RulePack,
  language: "en" | "de",
  platforms: ReadonlySet<Platform>,
): string[] {
  const extra = [...platforms].flatMap(
    (platform) => pack.platformRules?.[platform]?.[language] ?? [],
  );
  return [...pack.rules[language], ...extra];
}
