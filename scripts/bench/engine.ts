import { aiModelIds, frameworkNames, type WizardForm } from "#contract/wizard";
import { generateRule } from "#engine/index";

/** A worst case: every framework, maximum description and notes, packs triggered. */
const largest: WizardForm = {
  promptType: "Rules",
  aiModel: "Cursor",
  applicationType: "Fullstack",
  frameworks: [...frameworkNames],
  behaviorPreference: "Strict",
  outputFormat: "Both",
  projectDescription: "A multi-tenant neobank with Stripe webhooks, offline sync and patient data. "
    .repeat(70)
    .slice(0, 5000),
  additionalNotes: "Use pnpm. No default exports. ".repeat(70).slice(0, 2000),
};

/** Milliseconds per generateRule call (all files, trimming included), median over the targets. */
export function benchEngine(rounds = 20): { medianMs: number; worstMs: number; files: number } {
  const timings: number[] = [];
  let files = 0;
  for (const aiModel of aiModelIds) {
    const form = { ...largest, aiModel };
    generateRule({ form, language: "de" });
    const start = performance.now();
    for (let i = 0; i < rounds; i++) files = generateRule({ form, language: "de" }).files.length;
    timings.push((performance.now() - start) / rounds);
  }
  timings.sort((a, b) => a - b);
  return {
    medianMs: timings[Math.floor(timings.length / 2)] ?? 0,
    worstMs: timings.at(-1) ?? 0,
    files,
  };
}
