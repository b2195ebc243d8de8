import { z } from "zod";
import {
  applicationTypes,
  behaviorPreferences,
  frameworkNames,
  outputFormats,
  promptTypes,
} from "./wizard-options";

export * from "./wizard-options";

/** Wizard form state shared by the web wizard, the generate API and the engine (spec §3). */
export const wizardFormSchema = z.object({
  promptType: z.enum(promptTypes),
  projectDescription: z.string().trim().max(5000, "Keep the description under 5000 characters."),
  aiModel: z.string().trim().min(1, "Choose an AI model.").max(100),
  applicationType: z.enum(applicationTypes),
  frameworks: z
    .array(z.enum(frameworkNames))
    .min(1, "Select at least one framework.")
    .max(frameworkNames.length),
  behaviorPreference: z.enum(behaviorPreferences),
  outputFormat: z.enum(outputFormats),
  additionalNotes: z.string().trim().max(2000, "Keep the notes under 2000 characters.").default(""),
  /** Optional major version per framework name ("15" for Next.js); absent means the latest. */
  frameworkVersions: z.record(z.string().max(40), z.string().trim().max(20)).optional(),
});
export type WizardForm = z.infer<typeof wizardFormSchema>;
