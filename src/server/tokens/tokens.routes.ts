import { Hono } from "hono";
import {
  clearTransactionsResponseSchema,
  listTransactionsQuerySchema,
  listTransactionsResponseSchema,
  tokenBalanceResponseSchema,
} from "#contract/tokens";
import { requireUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { reply } from "../lib/reply";
import { validate } from "../lib/validate";
import { clearTransactions, getBalanceStatus, listTransactions } from "./tokens.service";

export const tokensRoutes = new Hono<AppEnv>()
  .get("/balance", requireUser, async (c) =>
    reply(
      c,
      tokenBalanceResponseSchema,
      await getBalanceStatus(c.var.deps.db, c.var.user.id, c.var.deps.config.signupBonusTokens),
    ),
  )
  .get("/transactions", requireUser, validate("query", listTransactionsQuerySchema), async (c) =>
    reply(
      c,
      listTransactionsResponseSchema,
      await listTransactions(c.var.deps.db, c.var.user.id, c.req.valid("query")),
    ),
  )
  .delete("/transactions", requireUser, async (c) =>
    reply(c, clearTransactionsResponseSchema, {
      deleted: await clearTransactions(c.var.deps.db, c.var.user.id),
    }),
  );
