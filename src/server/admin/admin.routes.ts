import { Hono } from "hono";
import { grantAdminRequestSchema } from "#contract/auth";
import { requireAdmin, requireUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { validate } from "../lib/validate";
import { claimFirstAdmin, getAdminSetupStatus, grantAdmin } from "./admin.service";

export const adminRoutes = new Hono<AppEnv>()
  .get("/setup-status", requireUser, async (c) => {
    const { db, config } = c.var.deps;
    return c.json(await getAdminSetupStatus(db, config.firstAdminClaim));
  })
  .post("/claim-first", requireUser, async (c) => {
    const { db, config } = c.var.deps;
    await claimFirstAdmin(db, c.var.user.id, config.firstAdminClaim);
    return c.json({ success: true });
  })
  .post("/grant", requireAdmin, validate("json", grantAdminRequestSchema), async (c) => {
    const { email } = c.req.valid("json");
    await grantAdmin(c.var.deps.db, email);
    return c.json({ success: true, email });
  });
