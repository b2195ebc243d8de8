import { z } from "zod";
export { GENERATION_COST, LOW_TOKEN_THRESHOLD } from "./limits";

/** GET /api/tokens/balance */
export const tokenBalanceResponseSchema = z.object({
  tokensRemaining: z.number().int().nonnegative(),
});
export type TokenBalanceResponse = z.infer<typeof tokenBalanceResponseSchema>;
