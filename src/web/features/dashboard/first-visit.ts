/** The answer for the dashboard on screen now, per account. */
const visits = new Map<string, boolean>();

/** Where the browser remembers that it has shown this account's dashboard before. */
export const seenKey = (userId: string) => `rulesmith.dashboard-seen.${userId}`;

/**
 * Whether this is the account's first dashboard in this browser, remembering that it was shown
 * (docs/product/accounts.md "The dashboard"): the first says "Welcome", later ones "Welcome back".
 * Without storage (private mode) every visit counts as a later one: "Welcome back" is never wrong
 * for someone who signed up and confirmed before.
 */
export function takeFirstVisit(
  userId: string,
  storage: Pick<Storage, "getItem" | "setItem"> | null = globalThis.localStorage ?? null,
): boolean {
  // React may ask twice for one visit (StrictMode renders twice): the same answer both times.
  const decided = visits.get(userId);
  if (decided !== undefined) return decided;
  let first = false;
  try {
    if (storage && storage.getItem(seenKey(userId)) === null) {
      storage.setItem(seenKey(userId), new Date().toISOString());
      first = true;
    }
  } catch {
    first = false;
  }
  visits.set(userId, first);
  return first;
}

/** The visit is over (the dashboard unmounted): the next one asks the storage again. */
export function endVisit(userId: string) {
  visits.delete(userId);
}
