import { passwordChecks, type PasswordCheckId } from "#contract/auth";

export interface ChecklistItem {
  id: PasswordCheckId;
  /** Translation key of the checklist line ("At least 8 characters"). */
  labelKey: `auth.checks.${PasswordCheckId}`;
  met: boolean;
}

/**
 * The reset page's live checklist (docs/product/accounts.md): at least 8 characters, a number, a
 * letter.
 */
export function passwordChecklist(password: string): ChecklistItem[] {
  return passwordChecks.map((check) => ({
    id: check.id,
    labelKey: `auth.checks.${check.id}`,
    met: check.test(password),
  }));
}
