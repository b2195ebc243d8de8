import { Hono } from "hono";
import { tokenBalanceResponseSchema } from "#contract/tokens";
import { requireUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { reply } from "../lib/reply";
import { getTokenBalance } from "./tokens.service";

export const tokensRoutes = new Hono<AppEnv>().get("/balance", requireUser, async (c) =>
  reply(c, tokenBalanceResponseSchema, {
    tokensRemaining: await getTokenBalance(c.var.deps.db, c.var.user.id),
  }),
);
