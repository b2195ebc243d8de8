/** Session-storage flag set while a wizard run is active (spec §3, §4). */
export const ACTIVE_FORM_SESSION_KEY = "activeFormSession";

export function clearActiveFormSession() {
  sessionStorage.removeItem(ACTIVE_FORM_SESSION_KEY);
}

export function markActiveFormSession() {
  sessionStorage.setItem(ACTIVE_FORM_SESSION_KEY, "true");
}

/** Navigation state that opens the wizard on the landing page (to resume a kept form). */
export const RESUME_WIZARD = "resumeWizard";

/** Set while the form behind an anonymous preview is kept (see `kept-wizard-form.ts`). */
export const KEPT_FORM_KEY = "keptWizardForm";

export function hasKeptWizardForm(): boolean {
  return sessionStorage.getItem(KEPT_FORM_KEY) !== null;
}
