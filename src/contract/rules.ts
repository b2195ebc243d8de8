import { z } from "zod";
import { limits } from "./limits";
import { wizardFormSchema } from "./wizard";

/** POST /api/rules: save a generated rule under a name (spec "Save dialog"). */
export const saveRuleRequestSchema = z.object({
  name: z.string().trim().min(1).max(limits.ruleNameMax),
  form: wizardFormSchema,
  rule: z.object({
    title: z.string().trim().min(1).max(limits.ruleTitleMax),
    content: z.string().min(1).max(limits.ruleContentMax),
  }),
});
export type SaveRuleRequest = z.input<typeof saveRuleRequestSchema>;
export type SaveRuleInput = z.output<typeof saveRuleRequestSchema>;

export const saveRuleResponseSchema = z.object({ id: z.string() });
export type SaveRuleResponse = z.infer<typeof saveRuleResponseSchema>;
