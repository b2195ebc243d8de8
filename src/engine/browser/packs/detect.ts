/**
 * Which rule packs a project gets, and why (docs/product/rule-packs.md): read from the description
 * and notes (in English or German) and from an import's libraries and tooling. In the engine's
 * browser zone, so the engine and the wizard's step 2 (the chips "Rules we'll add for your
 * project") decide alike (decision 130); the packs' rules live in `src/engine/packs/`.
 *
 * A pack fires on a strong signal (a phrase that means it: "double-booked", "SEPA-Lastschrift",
 * "Supabase"), or on two different weak cues ("calendar" and "slots"), never on a cue inside a
 * context that means something else ("health check", "shopping list", "stock photo", "be
 * patient", "database transaction log", "UI demo of a checkout"), in a negated clause ("payments
 * are not handled here", "ohne Bezahlfunktion") or among what was compared and not chosen ("we
 * evaluated Supabase but went with Postgres"; decision 124).
 */
import {
  rulePackIds,
  type ChosenPack,
  type PackChoice,
  type PackInput,
  type PackQuestion,
  type RulePackId,
} from "#contract/wizard-packs";
import { firstLiveMatch, liveMatches, phraseAt, spansOf, type Span } from "./matches";
import { ignoredSpans } from "./mentions";
import { buildQuickCheck, candidatePacks, type QuickCheck } from "./quick-check";
import { packSignals, type PackSignals } from "./signals/index";
import { anyOf, termSource } from "./term-pattern";

interface CompiledPack {
  readonly id: RulePackId;
  readonly strong: RegExp;
  readonly weak: RegExp | null;
  /** One per weak term, to tell different cues from repeats of one. */
  readonly weakTerms: readonly RegExp[];
  readonly not: RegExp | null;
}

let compiled: { readonly packs: readonly CompiledPack[]; readonly quick: QuickCheck } | null = null;

/** Compiled on first use, so importing the module costs nothing. */
function compiledPacks() {
  compiled ??= {
    packs: rulePackIds.map((id) => {
      const signals = packSignals[id];
      return {
        id,
        strong: anyOf(signals.strong, "giu")!,
        weak: anyOf(signals.weak ?? [], "giu"),
        weakTerms: (signals.weak ?? []).map((term) => new RegExp(`^${termSource(term)}`, "iu")),
        not: anyOf(signals.not ?? [], "giu"),
      };
    }),
    quick: buildQuickCheck(
      rulePackIds.map((id) => [...packSignals[id].strong, ...(packSignals[id].weak ?? [])]),
    ),
  };
  return compiled;
}

/**
 * Packs that name a vendor: with an import, the project's libraries decide them; the words alone
 * only ask (docs/product/rule-packs.md "Facts first").
 */
const VENDOR_PACKS: ReadonlySet<RulePackId> = new Set([
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
  "authjs",
  "clerk",
  "better-auth",
  "trpc",
]);

/** The packs the text and the import call for, in pack order, each with its first reason. */
export function detectPacks(input: PackInput): ChosenPack[] {
  return readPacks(input).found;
}

/** The packs the words hint at without deciding them, in pack order (step 2's questions). */
export function packQuestions(input: PackInput): PackQuestion[] {
  return readPacks(input).asked;
}

function readPacks(input: PackInput): { found: ChosenPack[]; asked: PackQuestion[] } {
  const text = input.text;
  const { packs, quick } = compiledPacks();
  const candidates = candidatePacks(quick, text);
  const libraries = new Set(input.libraries ?? []);
  const tooling = new Set(input.tooling ?? []);
  // The first of a pack's libraries or tools the imported project uses (most forms import none).
  const usedName = (signals: PackSignals) =>
    libraries.size === 0 && tooling.size === 0
      ? undefined
      : ((signals.libraries ?? []).find((name) => libraries.has(name)) ??
        (signals.tooling ?? []).find((name) => tooling.has(name)));
  const found: ChosenPack[] = [];
  const asked: PackQuestion[] = [];
  // Spans every pack ignores, found once and only when a pack may match at all.
  let ignored: Span[] | undefined;
  for (const [index, pack] of packs.entries()) {
    const name = usedName(packSignals[pack.id]);
    const used: ChosenPack | undefined = name && { id: pack.id, reason: { kind: "uses", name } };
    if (!candidates.has(index)) {
      if (used) found.push(used);
      continue;
    }
    ignored ??= ignoredSpans(text);
    const not = [...ignored, ...spansOf(pack.not, text)];
    const strong = firstLiveMatch(pack.strong, text, not);
    const weak = strong ? [] : liveMatches(pack.weak, text, not);
    const cues = new Map<number, string>();
    for (const m of weak) {
      const term = pack.weakTerms.findIndex((candidate) => candidate.test(m[0]));
      if (!cues.has(term)) cues.set(term, phraseAt(text, m.index, m.index + m[0].length));
    }
    const phrases = strong
      ? [phraseAt(text, strong.index, strong.index + strong[0].length)]
      : [...cues.values()].slice(0, 2);
    const decided = strong !== undefined || cues.size >= 2;
    if (decided && (name || !input.imported || !VENDOR_PACKS.has(pack.id))) {
      found.push({ id: pack.id, reason: { kind: "wrote", phrases } });
    } else if (used) {
      found.push(used);
    } else if (phrases.length > 0) {
      asked.push({
        id: pack.id,
        phrase: phrases[0]!,
        why: decided ? "not-in-project" : "one-cue",
      });
    }
  }
  return { found, asked };
}

/**
 * The packs a project gets: the automatic ones minus those the user removed, plus those they
 * added, in pack order. Without a choice (stored forms from before) the automatic ones.
 */
export function choosePacks(
  input: PackInput,
  choice: PackChoice | "automatic" | undefined,
): ChosenPack[] {
  const detected = detectPacks(input);
  if (!choice || choice === "automatic") return detected;
  const removed = new Set(choice.removed);
  const byId = new Map(detected.map((pack) => [pack.id, pack]));
  for (const id of choice.added) if (!byId.has(id)) byId.set(id, { id, reason: { kind: "added" } });
  return rulePackIds.flatMap((id) => {
    const pack = byId.get(id);
    return pack && !removed.has(id) ? [pack] : [];
  });
}
