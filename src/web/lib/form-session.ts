import { WIZARD_START_PARAM } from "#contract/wizard-address";

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

/**
 * Whether this tab holds a wizard of its own, a draft or a kept form: its first render shows that
 * instead of a fresh wizard, so a prerendered first step is not it (decision 142).
 */
export function tabHasWizardForm(): boolean {
  try {
    return sessionStorage.getItem(WIZARD_DRAFT_KEY) !== null || hasKeptWizardForm();
  } catch {
    return false;
  }
}

/**
 * For an address that starts the wizard (`/?step=1&start=1`, decision 108): starts a fresh run
 * and gives the address to show instead, without the mark. Null for any other address. The
 * landing route takes it, and on a prerendered page the start script, before the app runs.
 */
export function takeWizardStart(url: URL): string | null {
  if (!url.searchParams.has(WIZARD_START_PARAM)) return null;
  beginFreshWizardRun();
  const shown = new URL(url);
  shown.searchParams.delete(WIZARD_START_PARAM);
  return `${shown.pathname}${shown.search}`;
}
