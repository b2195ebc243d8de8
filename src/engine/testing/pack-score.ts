/**
 * How well the automatic pack choice does (docs/product/rule-packs.md "How well it works"):
 * precision and recall over cases an expert judged (`expected` must fire, `forbidden` would be
 * wrong, `allowed` may fire or not and counts neither way), per pack, and the `IMPORTANT:` markers
 * a generated rule gives a pack nobody expected. Shared by the pack test set
 * (`golden/packs.test.ts`), the blind descriptions (`golden/packs-blind.test.ts`) and the blind
 * corpus repositories (`src/cli/project-corpus-packs.test.ts`).
 */
import { rulePackIds, type RulePackId } from "#contract/wizard-packs";
import { stringsFor } from "../i18n";
import { rulePacks } from "../packs/index";
import type { GeneratedRule } from "../types";

/** A case as an expert judged it; `label` names it in the misses (its text, a fixture). */
export interface JudgedPacks {
  readonly label: string;
  readonly expected: readonly RulePackId[];
  readonly forbidden: readonly RulePackId[];
  readonly allowed?: readonly RulePackId[];
}

export interface PackCounts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface PackScore extends PackCounts {
  readonly precision: number;
  readonly recall: number;
  /** One line per miss: `missing <id>: <label>`, `forbidden|unexpected <id>: <label>`. */
  readonly misses: readonly string[];
  /** Every pack's counts, in pack order. */
  readonly perPack: ReadonlyMap<RulePackId, PackCounts>;
}

export const precisionOf = (counts: PackCounts) =>
  counts.truePositives / (counts.truePositives + counts.falsePositives);
export const recallOf = (counts: PackCounts) =>
  counts.truePositives / (counts.truePositives + counts.falseNegatives);

/** Scores the packs that fired for each judged case. */
export function scorePacks(
  results: readonly { readonly judged: JudgedPacks; readonly fired: Iterable<RulePackId> }[],
): PackScore {
  const perPack = new Map<RulePackId, PackCounts>(
    rulePackIds.map((id) => [id, { truePositives: 0, falsePositives: 0, falseNegatives: 0 }]),
  );
  const total: PackCounts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  const count = (id: RulePackId, key: keyof PackCounts) => {
    total[key]++;
    perPack.get(id)![key]++;
  };
  const misses: string[] = [];
  for (const { judged, fired: firedIds } of results) {
    const fired = new Set(firedIds);
    const allowed = new Set(judged.allowed ?? []);
    for (const id of judged.expected) {
      if (fired.has(id)) count(id, "truePositives");
      else {
        count(id, "falseNegatives");
        misses.push(`missing ${id}: ${judged.label}`);
      }
    }
    for (const id of fired) {
      if (judged.expected.includes(id) || allowed.has(id)) continue;
      count(id, "falsePositives");
      misses.push(
        `${judged.forbidden.includes(id) ? "forbidden" : "unexpected"} ${id}: ${judged.label}`,
      );
    }
  }
  return { ...total, precision: precisionOf(total), recall: recallOf(total), misses, perPack };
}

/** Every text a pack's rule may be rendered as, in both languages. */
const packTexts: readonly { readonly id: RulePackId; readonly texts: readonly string[] }[] =
  rulePacks.map((pack) => ({
    id: pack.id,
    texts: (["en", "de"] as const).flatMap((language) => [
      ...pack.rules[language],
      ...(pack.idioms ?? []).map((idiom) => idiom.rule[language]),
      ...Object.values(pack.platformRules ?? {}).flatMap((rules) => rules?.[language] ?? []),
    ]),
  }));

const MARKERS = [stringsFor("en").important, stringsFor("de").important];

/** The packs whose rules a generated rule marks `IMPORTANT:` (`WICHTIG:`), each once. */
export function importantPacks(rule: GeneratedRule): RulePackId[] {
  const found = new Set<RulePackId>();
  const contents = rule.files.length > 0 ? rule.files.map((file) => file.content) : [rule.content];
  for (const line of contents.flatMap((content) => content.split("\n"))) {
    const marker = MARKERS.find((candidate) => line.includes(candidate));
    if (!marker) continue;
    const marked = line.slice(line.indexOf(marker) + marker.length).trim();
    const pack = packTexts.find(({ texts }) => texts.some((text) => marked.startsWith(text)));
    if (pack) found.add(pack.id);
  }
  return rulePackIds.filter((id) => found.has(id));
}

/** `IMPORTANT:` on a pack the expert neither expected nor allowed: one line per case and pack. */
export function importantMisfires(judged: JudgedPacks, rule: GeneratedRule): string[] {
  const ok = new Set([...judged.expected, ...(judged.allowed ?? [])]);
  return importantPacks(rule)
    .filter((id) => !ok.has(id))
    .map((id) => `IMPORTANT ${id}: ${judged.label}`);
}

const figure = (value: number) => (Number.isNaN(value) ? "n/a" : value.toFixed(3));

/** One line per pack that was expected or fired: precision and recall with their counts. */
export function describePerPack(score: PackScore): string[] {
  return [...score.perPack].flatMap(([id, counts]) => {
    const { truePositives: tp, falsePositives: fp, falseNegatives: fn } = counts;
    if (tp + fp + fn === 0) return [];
    return [
      `${id}: precision ${figure(precisionOf(counts))} (${tp}/${tp + fp}), recall ${figure(recallOf(counts))} (${tp}/${tp + fn})`,
    ];
  });
}

/** A pack's floor: its hits may only rise, its misfires only fall. */
export interface PackFloor {
  readonly hits: number;
  readonly misfires: number;
}

/** The packs whose hits fell below or whose misfires rose above their floor. */
export function packsBelowFloor(
  score: PackScore,
  floors: Partial<Record<RulePackId, PackFloor>>,
): string[] {
  return [...score.perPack].flatMap(([id, counts]) => {
    const floor = floors[id] ?? { hits: 0, misfires: 0 };
    return counts.truePositives < floor.hits || counts.falsePositives > floor.misfires
      ? [
          `${id}: ${counts.truePositives} hits (floor ${floor.hits}), ${counts.falsePositives} misfires (ceiling ${floor.misfires})`,
        ]
      : [];
  });
}

/** Today's per-pack counts as floors, to paste into a test when the floor rises. */
export function floorsOf(score: PackScore): string {
  const entries = [...score.perPack]
    .filter(([, counts]) => counts.truePositives > 0 || counts.falsePositives > 0)
    .map(
      ([id, counts]) =>
        `${JSON.stringify(id)}: { hits: ${counts.truePositives}, misfires: ${counts.falsePositives} }`,
    );
  return `{ ${entries.join(", ")} }`;
}
