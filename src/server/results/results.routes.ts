import { Hono } from "hono";
import {
  listResultsQuerySchema,
  listResultsResponseSchema,
  resultIdParamSchema,
  storedResultSchema,
} from "#contract/results";
import { requireUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { reply } from "../lib/reply";
import { validate } from "../lib/validate";
import { getResult, listRecentResults } from "./results.service";

/** The user's own stored generations; another user's id is a 404. */
export const resultsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", validate("query", listResultsQuerySchema), async (c) =>
    reply(c, listResultsResponseSchema, {
      results: await listRecentResults(c.var.deps.db, c.var.user.id, c.req.valid("query").limit),
    }),
  )
  .get("/:id", validate("param", resultIdParamSchema), async (c) =>
    reply(
      c,
      storedResultSchema,
      await getResult(c.var.deps.db, c.var.user.id, c.req.valid("param").id),
    ),
  );
