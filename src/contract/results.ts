import { z } from "zod";
import { generateResponseSchema } from "./generator";
import { limits } from "./limits";
import { wizardFormSchema } from "./wizard";
import { languages } from "./wizard-options";

/** GET /api/results/:id: a stored generation, with the form it came from. */
export const storedResultSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  language: z.enum(languages),
  form: wizardFormSchema,
  result: generateResponseSchema.omit({ tokensRemaining: true, resultId: true }),
});
export type StoredResult = z.infer<typeof storedResultSchema>;

export const resultIdParamSchema = z.object({ id: z.guid() });

/** GET /api/results: the newest generations, for the dashboard. */
export const listResultsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(limits.rulesPageMax).default(limits.recentResults),
});

export const resultSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  targetName: z.string(),
  createdAt: z.iso.datetime(),
});
export type ResultSummary = z.infer<typeof resultSummarySchema>;
export const listResultsResponseSchema = z.object({ results: z.array(resultSummarySchema) });
