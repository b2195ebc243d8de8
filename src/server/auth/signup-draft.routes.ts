import { Hono } from "hono";
import {
  keepSignupDraftRequestSchema,
  keepSignupDraftResponseSchema,
  signupDraftParamsSchema,
  signupDraftResponseSchema,
} from "#contract/signup-draft";
import type { AppEnv } from "../lib/app-env";
import { clientLimitKey } from "../lib/client-ip";
import { AppError } from "../lib/errors";
import { reply } from "../lib/reply";
import { validate } from "../lib/validate";
import { accountKey } from "./auth-rate-limits";
import { requireUser } from "./session.middleware";
import { keepSignupDraft, readSignupDraft } from "./signup-draft";
import { refuseIfLimited } from "../lib/refuse-if-limited";

/** Drafts one network may keep: about one per sign-up attempt (decision 100). */
const DRAFTS_KEPT = { max: 10, windowMs: 10 * 60_000 };

/** /api/signup-drafts: the preview's form travels with the confirmation link (decisions 100, 120). */
export const signupDraftRoutes = new Hono<AppEnv>()
  .post("/", validate("json", keepSignupDraftRequestSchema), async (c) => {
    const { config, db, limiter } = c.var.deps;
    const verdict = await limiter.hit(`signup-draft:${clientLimitKey(c, config)}`, DRAFTS_KEPT);
    refuseIfLimited(c, verdict);
    const id = await keepSignupDraft(db, c.req.valid("json").form);
    return reply(c, keepSignupDraftResponseSchema, { id }, 201);
  })
  .get("/:id", requireUser, validate("param", signupDraftParamsSchema), async (c) => {
    const { db, config } = c.var.deps;
    const account = accountKey(c.var.user.email) ?? c.var.user.email;
    const form = await readSignupDraft(db, c.req.valid("param").id, account, config.authSecret);
    if (!form) throw new AppError("NOT_FOUND", "This form is no longer kept.");
    return reply(c, signupDraftResponseSchema, { form });
  });
