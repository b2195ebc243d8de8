import type { WizardForm } from "../../src/contract/wizard";

export function createWizardForm(overrides: Partial<WizardForm> = {}): WizardForm {
  return {
    promptType: "Rules",
    projectDescription: "A booking app for hair salons with online payments and reminders.",
    aiModel: "Cursor",
    applicationType: "Frontend",
    frameworks: ["React", "TypeScript", "TailwindCSS"],
    behaviorPreference: "Strict",
    outputFormat: "Markdown",
    additionalNotes: "",
    ...overrides,
  };
}
