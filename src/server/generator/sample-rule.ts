import type { SampleRuleResponse } from "#contract/generator";
import type { WizardForm } from "#contract/wizard";
import type { Language } from "#contract/wizard-options";
import { generateRule } from "#engine/index";

/**
 * The landing's sample: a common stack (Next.js, React, TypeScript, Tailwind for Cursor) with a
 * description that triggers rule packs, so the sample shows scoped files and project rules.
 */
const descriptions: Record<Language, Pick<WizardForm, "projectDescription" | "additionalNotes">> = {
  en: {
    projectDescription:
      "A SaaS dashboard where small agencies track client projects and invoices. Teams pay monthly with Stripe; every agency sees only its own data.",
    additionalNotes: "We use pnpm. No default exports outside Next.js route files.",
  },
  de: {
    projectDescription:
      "Ein SaaS-Dashboard, in dem kleine Agenturen Kundenprojekte und Rechnungen verwalten. Teams zahlen monatlich über Stripe; jede Agentur sieht nur ihre eigenen Daten.",
    additionalNotes: "Wir nutzen pnpm. Keine Default-Exports außerhalb der Next.js-Routendateien.",
  },
};

function sampleForm(language: Language): WizardForm {
  return {
    promptType: "Rules",
    aiModel: "Cursor",
    applicationType: "Fullstack",
    frameworks: ["Next.js", "React", "TypeScript", "TailwindCSS"],
    behaviorPreference: "Strict",
    outputFormat: "Markdown",
    ...descriptions[language],
  };
}

const cache = new Map<Language, SampleRuleResponse>();

/** The engine is pure, so each language's sample is generated once. */
export function sampleRule(language: Language): SampleRuleResponse {
  const cached = cache.get(language);
  if (cached) return cached;
  const form = sampleForm(language);
  const rule = generateRule({ form, language });
  const sample: SampleRuleResponse = {
    title: rule.title,
    fileName: rule.fileName,
    target: rule.target,
    limit: rule.limit,
    size: rule.size,
    trimmed: rule.trimmed,
    files: rule.files,
    form: {
      projectDescription: form.projectDescription,
      frameworks: form.frameworks,
      additionalNotes: form.additionalNotes,
    },
  };
  cache.set(language, sample);
  return sample;
}
