/**
 * Where a purchase began, when it began in the wizard: the success page's first
 * action leads back there, to the same form. Kept for the tab, as a path of this site.
 */
const KEY = "purchaseReturn";
export const PURCHASE_RETURN_PARAM = "return";

/** Only paths of this site: `/…`, never `//host` or a scheme. */
export function isSitePath(path: string | null): path is string {
  return path !== null && path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");
}

export function rememberPurchaseReturn(path: string | null) {
  try {
    if (isSitePath(path)) sessionStorage.setItem(KEY, path);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the success page offers its usual actions.
  }
}

export function readPurchaseReturn(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    return isSitePath(path) ? path : null;
  } catch {
    return null;
  }
}

/** The purchase page's address, remembering `from` (the wizard's current address). */
export function purchasePathFrom(purchasePath: string, from: string): string {
  return `${purchasePath}?${PURCHASE_RETURN_PARAM}=${encodeURIComponent(from)}`;
}
