/**
 * Session-storage flag set while a wizard run is active (docs/product/generator.md "Generating").
 */
export const ACTIVE_FORM_SESSION_KEY = "activeFormSession";

export function clearActiveFormSession() {
  sessionStorage.removeItem(ACTIVE_FORM_SESSION_KEY);
}

export function markActiveFormSession() {
  sessionStorage.setItem(ACTIVE_FORM_SESSION_KEY, "true");
}

/** The wizard's step in the landing URL (`/?step=3`, 1-based): each step is a history entry. */
export const WIZARD_STEP_PARAM = "step";

/** In the landing URL while a result is shown in place (a preview): Back returns to the wizard. */
export const RESULT_PARAM = "result";

/**
 * Sent by the hero's form when "Try it now" is pressed before the page is live (`/?step=1&start=1`,
 * decision 108): start a fresh wizard, as the app's own start does.
 */
export const WIZARD_START_PARAM = "start";

/** The landing's "Import your project" (`/?step=1&start=1&import=1`): the wizard opens its import. */
export const WIZARD_IMPORT_PARAM = "import";

/** The wizard's form for the tab, so a reload or Back into the wizard finds it (decision 052). */
export const WIZARD_DRAFT_KEY = "wizardDraft";

export function forgetWizardDraft() {
  sessionStorage.removeItem(WIZARD_DRAFT_KEY);
}

/** A new wizard run: active, without the draft of an earlier one. */
export function beginFreshWizardRun() {
  markActiveFormSession();
  forgetWizardDraft();
}

/** Navigation state that opens the wizard on the landing page (to resume a kept form). */
export const RESUME_WIZARD = "resumeWizard";

/** Set while the form behind an anonymous preview is kept (see `kept-wizard-form.ts`). */
export const KEPT_FORM_KEY = "keptWizardForm";

export function hasKeptWizardForm(): boolean {
  return sessionStorage.getItem(KEPT_FORM_KEY) !== null;
}
