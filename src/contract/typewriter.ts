import { z } from "zod";
import { languages } from "./wizard-options";

export const typewriterCategories = [
  "codeAssistant",
  "communication",
  "customerSupport",
  "projectManagement",
  "education",
  "dataAnalysis",
  "generalAssistant",
  "marketing",
] as const;

export const typewriterQuerySchema = z.object({ lang: z.enum(languages).default("en") });

export const typewriterSampleSchema = z.object({
  id: z.string(),
  type: z.enum(["rule", "prompt"]),
  category: z.enum(typewriterCategories),
  snippet: z.string(),
});
export const typewriterSamplesResponseSchema = z.object({
  samples: z.array(typewriterSampleSchema),
});
export type TypewriterSample = z.infer<typeof typewriterSampleSchema>;
export type TypewriterSamplesResponse = z.infer<typeof typewriterSamplesResponseSchema>;
