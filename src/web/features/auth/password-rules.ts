import { passwordChecks, type PasswordCheckId } from "#contract/auth";

/** The server refuses longer passwords (better-auth `maxPasswordLength`). */
export const MAX_PASSWORD_LENGTH = 128;

export interface ChecklistItem {
  id: PasswordCheckId;
  /** Translation key of the checklist line ("At least 8 characters"). */
  labelKey: `auth.checks.${PasswordCheckId}`;
  met: boolean;
}

/** The reset page's live checklist (spec §2, §5): at least 8 characters, a number, a letter. */
export function passwordChecklist(password: string): ChecklistItem[] {
  return passwordChecks.map((check) => ({
    id: check.id,
    labelKey: `auth.checks.${check.id}`,
    met: check.test(password),
  }));
}

/** Translation key of the validation message for a failed check. */
export const passwordCheckMessageKey = (id: PasswordCheckId) =>
  `auth.validation.password.${id}` as const;
