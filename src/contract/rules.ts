import { z } from "zod";
import { wizardFormSchema } from "./wizard";

/** POST /api/rules: save a generated rule under a name (spec "Save dialog"). */
export const saveRuleRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name required: Please provide a name for your rule.")
    .max(120, "Keep the name under 120 characters."),
  form: wizardFormSchema,
  rule: z.object({
    title: z.string().trim().min(1).max(300),
    content: z.string().min(1, "No content to save.").max(200_000),
  }),
});
export type SaveRuleRequest = z.input<typeof saveRuleRequestSchema>;
export type SaveRuleInput = z.output<typeof saveRuleRequestSchema>;

export interface SavedRule {
  id: string;
  name: string;
  createdAt: string;
  formState: {
    aiModel: string;
    applicationType: string;
    frameworks: string[];
    behaviorPreference: string;
    additionalNotes?: string;
  };
  generatedRule: { title: string; content: string; format: "markdown" };
}
