import type { TFunction } from "i18next";
import { RESULT_PARAM, WIZARD_STEP_PARAM } from "#contract/wizard-address";

/** The catalogue key under `meta.pages` of each path's title and description. */
const pageKeys: Record<string, string> = {
  "/": "home",
  "/documentation": "documentation",
  "/impressum": "impressum",
  "/datenschutz": "datenschutz",
  "/agb": "agb",
  "/widerrufsrecht": "widerrufsrecht",
  "/signin": "signin",
  "/signup": "signup",
  "/forgot-password": "forgotPassword",
  "/reset-password": "resetPassword",
  "/unlock-sign-in": "unlockSignIn",
  "/confirmed": "confirmed",
  "/admin/signin": "adminSignin",
  "/user/welcome": "welcome",
  "/user/dashboard": "dashboard",
  "/user/saved-rules": "savedRules",
  "/user/settings": "settings",
  "/user/purchase-tokens": "purchaseTokens",
  "/user/purchase-success": "purchaseSuccess",
  "/user/purchase-canceled": "purchaseCanceled",
  "/purchase-success": "purchaseSuccess",
  "/purchase-canceled": "purchaseCanceled",
  "/dashboard": "dashboard",
  "/saved-rules": "savedRules",
  "/billing": "billing",
  "/withdrawal": "withdrawal",
  "/admin/setup": "adminSetup",
  "/admin/billing": "adminBilling",
};

/** Paths with an id in them: the page's kind, not its id, names it. */
const prefixKeys: [string, string][] = [
  ["/user/results/", "result"],
  ["/billing/receipts/", "receipt"],
  ["/test-checkout/", "checkout"],
  ["/billing/test-portal", "billing"],
];

/**
 * Which page a location (`/path?search`) shows, for its title; an unknown path is the not-found
 * page. The landing's address also holds the wizard (`?step=N`) and its result (`&result`).
 */
export function pageKeyOf(location: string): string {
  const url = new URL(location, "http://rulesmith.invalid");
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  if (path === "/" && url.searchParams.has(WIZARD_STEP_PARAM)) {
    return url.searchParams.has(RESULT_PARAM) ? "preview" : "wizard";
  }
  return (
    pageKeys[path] ?? prefixKeys.find(([prefix]) => path.startsWith(prefix))?.[1] ?? "notFound"
  );
}

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Every page's own `<title>` and meta description, in the page's language
 * (docs/product/site.md "Titles and search"): "<page> · Rulesmith", the landing's title alone.
 */
export function pageMetaFor(location: string, t: TFunction): PageMeta {
  const key = pageKeyOf(location);
  const page = t(`meta.pages.${key}.title`);
  return {
    title: key === "home" ? page : t("meta.titleTemplate", { page }),
    description: t(`meta.pages.${key}.description`, { defaultValue: t("meta.description") }),
  };
}

/** Writes the title and the description into the document's head. */
export function applyPageMeta(doc: Document, meta: PageMeta) {
  if (doc.title !== meta.title) doc.title = meta.title;
  let description = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = doc.createElement("meta");
    description.name = "description";
    doc.head.append(description);
  }
  if (description.content !== meta.description) description.content = meta.description;
}

/** The head as HTML: for the prerendered pages' template (scripts/build/prerender.ts). */
export function withPageMeta(html: string, meta: PageMeta, escape: (text: string) => string) {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escape(meta.description)}" />`,
    );
}
