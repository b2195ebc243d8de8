import { useSyncExternalStore } from "react";

/**
 * A sign-up waiting for its address to be confirmed, kept for the browser (every tab, also after
 * a reload): the address the link went to and where the link lands (with the kept form's draft),
 * so step 7 and the frame can say "confirm your e-mail" and mail the link again (decision 100).
 * Forgotten when the link is followed or somebody signs in.
 */
export interface PendingSignup {
  email: string;
  /** The landing the mailed link carries, e.g. `/confirmed?draft=…`. */
  callbackURL: string;
}

const KEY = "rulesmith.pendingSignup";

let cachedRaw: string | null | undefined;
let cachedValue: PendingSignup | null = null;

function read(): PendingSignup | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  try {
    const value = JSON.parse(raw ?? "null") as Partial<PendingSignup> | null;
    cachedValue =
      value && typeof value.email === "string" && typeof value.callbackURL === "string"
        ? { email: value.email, callbackURL: value.callbackURL }
        : null;
  } catch {
    cachedValue = null;
  }
  return cachedValue;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function rememberPendingSignup(pending: PendingSignup) {
  try {
    localStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage blocked: the notices just don't show.
  }
  notify();
}

export function forgetPendingSignup() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
  notify();
}

export function readPendingSignup(): PendingSignup | null {
  return read();
}

/** The pending sign-up of this browser, following changes in this tab and the others. */
export function usePendingSignup(): PendingSignup | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
