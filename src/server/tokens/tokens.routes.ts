import { Hono } from "hono";
import type { TokenBalanceResponse } from "#contract/tokens";
import { requireUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { getTokenBalance } from "./tokens.service";

export const tokensRoutes = new Hono<AppEnv>().get("/balance", requireUser, async (c) => {
  const body: TokenBalanceResponse = {
    tokensRemaining: await getTokenBalance(c.var.deps.db, c.var.user.id),
  };
  return c.json(body);
});
