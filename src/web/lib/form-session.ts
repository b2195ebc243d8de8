/** Session-storage flag set while a wizard run is active (spec §3, §4). */
export const ACTIVE_FORM_SESSION_KEY = "activeFormSession";

export function clearActiveFormSession() {
  sessionStorage.removeItem(ACTIVE_FORM_SESSION_KEY);
}

export function markActiveFormSession() {
  sessionStorage.setItem(ACTIVE_FORM_SESSION_KEY, "true");
}
