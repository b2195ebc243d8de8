import { z } from "zod";

/** The grant form; messages are translation keys shown with `t(message)`. */
export const grantAdminFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "auth.validation.emailRequired")
    .pipe(z.email("auth.validation.invalidEmail")),
});
export type GrantAdminFormValues = z.input<typeof grantAdminFormSchema>;
