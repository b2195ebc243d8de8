import { z } from "zod";
import { wizardFormSchema } from "./wizard";

/**
 * The form behind an anonymous preview, kept on the server while its visitor confirms the
 * address: the mailed link carries the draft's id, so the form opens again in whichever tab or
 * browser the link is followed (decision 100).
 */
export const SIGNUP_DRAFT_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** POST /api/signup-drafts (anyone) → 201 `{ id }`. */
export const keepSignupDraftRequestSchema = z.object({ form: wizardFormSchema });
export type KeepSignupDraftRequest = z.input<typeof keepSignupDraftRequestSchema>;
export const keepSignupDraftResponseSchema = z.object({ id: z.string() });

/** GET /api/signup-drafts/:id (signed in) → `{ form }`; 404 NOT_FOUND once expired. */
export const signupDraftParamsSchema = z.object({
  id: z.string().regex(SIGNUP_DRAFT_ID_PATTERN),
});
export const signupDraftResponseSchema = z.object({ form: wizardFormSchema });
export type SignupDraftResponse = z.infer<typeof signupDraftResponseSchema>;
