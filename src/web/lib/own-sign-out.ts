/**
 * Whether this tab signed out just now (the menu's sign-out), so a page that notices the session
 * ending can tell that apart from one ended elsewhere — another tab, an expired session.
 */
const WINDOW_MS = 10_000;
let signedOutAt = 0;

export function markOwnSignOut(now = Date.now()) {
  signedOutAt = now;
}

export function signedOutHere(now = Date.now()): boolean {
  return now - signedOutAt < WINDOW_MS;
}
