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

/** How long a refused export is asked to wait: a 4,000-generation export takes 2-3 s. */
const EXPORT_RETRY_AFTER_SECONDS = 5;
/** A client that reads nothing for this long loses its export, and the next one may start. */
const EXPORT_STALL_MS = 30_000;

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
    // Hono answers HEAD by running this and dropping the body: that export would hold the
    // one-at-a-time slot until its stall timeout.
    if (c.req.raw.method === "HEAD") throw new AppError("BAD_REQUEST", "Use GET for the export.");
    // One export at a time per process; the others wait their turn, one per account (decisions
    // 082, 122).
    const release = await c.var.deps.exports.acquire(c.var.user.id, c.req.raw.signal);
    if (!release) {
      c.header("Retry-After", String(EXPORT_RETRY_AFTER_SECONDS));
      throw new AppError(
        "EXPORT_IN_PROGRESS",
        "Your data export is already on its way. Try again soon.",
        {
          retryAfterSeconds: EXPORT_RETRY_AFTER_SECONDS,
        },
      );
    }
    try {
      const fields = await exportAccount(c.var.deps.db, c.var.user);
      c.header(
        "Content-Disposition",
        `attachment; filename="${accountExportFileName(new Date())}"`,
      );
      return streamJson(c, accountExportSchema, fields, {
        onEnd: release,
        stallTimeoutMs: EXPORT_STALL_MS,
      });
    } catch (error) {
      release();
      throw error;
    }
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
