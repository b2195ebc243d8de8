import type { WizardForm } from "#contract/wizard";

/** Session-storage flag set while a wizard run is active (spec §3, §4). */
export const ACTIVE_FORM_SESSION_KEY = "activeFormSession";

export function clearActiveFormSession() {
  sessionStorage.removeItem(ACTIVE_FORM_SESSION_KEY);
}

export function markActiveFormSession() {
  sessionStorage.setItem(ACTIVE_FORM_SESSION_KEY, "true");
}

/**
 * The form behind an anonymous preview, kept for the tab while the visitor signs up or in: the
 * wizard then opens again with it, one click from the full rule (issue 8).
 */
const KEPT_FORM_KEY = "keptWizardForm";

export function keepWizardForm(form: WizardForm) {
  sessionStorage.setItem(KEPT_FORM_KEY, JSON.stringify(form));
}

export function peekKeptWizardForm(): WizardForm | null {
  try {
    const kept = sessionStorage.getItem(KEPT_FORM_KEY);
    return kept ? (JSON.parse(kept) as WizardForm) : null;
  } catch {
    return null;
  }
}

export function forgetKeptWizardForm() {
  sessionStorage.removeItem(KEPT_FORM_KEY);
}
