/** GET /api/tokens/balance */
export interface TokenBalanceResponse {
  tokensRemaining: number;
}

export const LOW_TOKEN_THRESHOLD = 3;
export const GENERATION_COST = 1;
