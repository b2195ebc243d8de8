import { Hono } from "hono";
import {
  grantAdminRequestSchema,
  grantAdminResponseSchema,
  successResponseSchema,
} from "#contract/auth";
import { adminSetupStatusSchema } from "#contract/session";
import { requireAdmin, requireUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { reply } from "../lib/reply";
import { validate } from "../lib/validate";
import { claimFirstAdmin, getAdminSetupStatus, grantAdmin } from "./admin.service";

export const adminRoutes = new Hono<AppEnv>()
  .get("/setup-status", requireUser, async (c) => {
    const { db, config } = c.var.deps;
    return reply(
      c,
      adminSetupStatusSchema,
      await getAdminSetupStatus(db, config.firstAdminClaim, c.var.user.id),
    );
  })
  .post("/claim-first", requireUser, async (c) => {
    const { db, config } = c.var.deps;
    await claimFirstAdmin(db, c.var.user.id, config.firstAdminClaim);
    return reply(c, successResponseSchema, { success: true });
  })
  .post("/grant", requireAdmin, validate("json", grantAdminRequestSchema), async (c) => {
    const { email } = c.req.valid("json");
    await grantAdmin(c.var.deps.db, email);
    return reply(c, grantAdminResponseSchema, { success: true, email });
  });
