import { z } from "zod";
import { wizardFormSchema } from "./wizard";

/**
 * The form behind an anonymous preview, kept on the server while its visitor confirms the
 * address: the mailed link carries the draft's id, so the form opens again in whichever tab or
 * browser the link is followed (decision 100).
 */
export const SIGNUP_DRAFT_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** The confirmation landing's parameter that names the draft (`/confirmed?draft=<id>`). */
export const SIGNUP_DRAFT_PARAM = "draft";
/**
 * A draft's largest form as JSON, in bytes: the largest form imported from the 34 repositories of
 * the reader's corpus, with description and notes at their limits, is 58 KB (decision 120).
 */
export const SIGNUP_DRAFT_BYTES_MAX = 64 * 1024;

/**
 * POST /api/signup-drafts (anyone) → 201 `{ id }`; 413 PAYLOAD_TOO_LARGE past the byte limit, 429
 * RATE_LIMITED when one network or everyone together keeps too many.
 */
export const keepSignupDraftRequestSchema = z.object({ form: wizardFormSchema });
export type KeepSignupDraftRequest = z.input<typeof keepSignupDraftRequestSchema>;
export const keepSignupDraftResponseSchema = z.object({ id: z.string() });

/**
 * GET /api/signup-drafts/:id (signed in) → `{ form }`; 404 NOT_FOUND once expired or when the
 * draft belongs to another sign-up than the caller's (decision 120).
 */
export const signupDraftParamsSchema = z.object({
  id: z.string().regex(SIGNUP_DRAFT_ID_PATTERN),
});
export const signupDraftResponseSchema = z.object({ form: wizardFormSchema });
export type SignupDraftResponse = z.infer<typeof signupDraftResponseSchema>;
