import type { WizardForm } from "#contract/wizard";
import { KEPT_FORM_KEY } from "./form-session";

/**
 * The form behind an anonymous preview, kept for the tab while the visitor signs up or in: the
 * wizard then opens again with it, one click from the full rule.
 */
export function keepWizardForm(form: WizardForm) {
  sessionStorage.setItem(KEPT_FORM_KEY, JSON.stringify(form));
}

/** The kept form, still kept: forget it once the wizard that shows it has mounted. */
export function forgetKeptWizardForm() {
  sessionStorage.removeItem(KEPT_FORM_KEY);
}

export function peekKeptWizardForm(): WizardForm | null {
  try {
    const kept = sessionStorage.getItem(KEPT_FORM_KEY);
    return kept ? (JSON.parse(kept) as WizardForm) : null;
  } catch {
    return null;
  }
}
