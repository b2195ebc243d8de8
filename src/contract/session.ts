import { z } from "zod";

/** What the browser knows about the signed-in user. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  /** False until the address is confirmed by the mailed link; the welcome tokens wait for it. */
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/session: the signed-in user, or `{ user: null }` for visitors. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** GET /api/admin/setup-status (signed in) */
export const adminSetupStatusSchema = z.object({
  /** How many accounts exist: told to admins only, null for everyone else. */
  profileCount: z.number().int().nonnegative().nullable(),
  canClaimFirstAdmin: z.boolean(),
});
export type AdminSetupStatus = z.infer<typeof adminSetupStatusSchema>;
