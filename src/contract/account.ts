import { z } from "zod";
import { limits } from "./limits";
import { storedResultSchema } from "./results";
import { savedRuleSchema } from "./rules";
import { sessionUserSchema } from "./session";
import { tokenTransactionSchema } from "./tokens";

const passwordSchema = z.string().min(1).max(limits.passwordMax);

/** PATCH /api/account/profile: the display name (empty: greet by the e-mail prefix). */
export const updateProfileRequestSchema = z.object({
  name: z.string().trim().max(limits.displayNameMax),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export const updateProfileResponseSchema = z.object({ user: sessionUserSchema });

/** POST /api/account/password: other sessions end; this one stays signed in. */
export const changePasswordRequestSchema = z.object({
  currentPassword: passwordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** DELETE /api/account: the password again, then every row of the account is gone. */
export const deleteAccountRequestSchema = z.object({ password: passwordSchema });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** GET /api/account/export: everything we hold about the user, as JSON. */
export const accountExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  profile: sessionUserSchema.omit({ isAdmin: true }),
  tokensRemaining: z.number().int().nonnegative(),
  rules: z.array(savedRuleSchema),
  transactions: z.array(tokenTransactionSchema),
  /** Every kept generation (form, language, the rule as generated). */
  generations: z.array(storedResultSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The export's file name, dated (UTC) like its `exportedAt`. */
export function accountExportFileName(at: Date): string {
  return `rulesmith-export-${at.toISOString().slice(0, 10)}.json`;
}
