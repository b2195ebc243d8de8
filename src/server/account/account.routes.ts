import { Hono } from "hono";
import {
  accountExportFileName,
  accountExportSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from "#contract/account";
import { successResponseSchema } from "#contract/auth";
import { requireUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { AppError } from "../lib/errors";
import { streamJson } from "../lib/json-stream";
import { reply } from "../lib/reply";
import { validate } from "../lib/validate";
import { changePassword, deleteAccount, exportAccount, updateDisplayName } from "./account.service";

/** /user/settings: the signed-in user's own account. */
export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .patch("/profile", validate("json", updateProfileRequestSchema), async (c) => {
    const user = await updateDisplayName(c.var.deps.db, c.var.user, c.req.valid("json").name);
    c.var.deps.sessionCache?.evictUser(c.var.user.id);
    return reply(c, updateProfileResponseSchema, { user });
  })
  .post("/password", validate("json", changePasswordRequestSchema), async (c) => {
    const { auth, db } = c.var.deps;
    const current = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!current) throw new AppError("UNAUTHORIZED", "You must be logged in to access this page.");
    await changePassword(db, auth, c.var.user.id, current.session.id, c.req.valid("json"));
    return reply(c, successResponseSchema, { success: true });
  })
  .get("/export", async (c) => {
    c.header("Content-Disposition", `attachment; filename="${accountExportFileName(new Date())}"`);
    return streamJson(c, accountExportSchema, await exportAccount(c.var.deps.db, c.var.user));
  })
  .delete("/", validate("json", deleteAccountRequestSchema), async (c) => {
    const { auth } = c.var.deps;
    await deleteAccount(c.var.deps, c.var.user.id, c.req.valid("json").password);
    const signedOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    for (const cookie of signedOut.headers.getSetCookie()) {
      c.header("Set-Cookie", cookie, { append: true });
    }
    return reply(c, successResponseSchema, { success: true });
  });
