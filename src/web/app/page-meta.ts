import type { TFunction } from "i18next";

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
  "/admin/signin": "adminSignin",
  "/user/welcome": "welcome",
  "/user/dashboard": "dashboard",
  "/user/saved-rules": "savedRules",
  "/user/settings": "settings",
  "/user/purchase-tokens": "purchaseTokens",
  "/user/purchase-success": "purchaseSuccess",
  "/user/purchase-canceled": "purchaseCanceled",
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

/** Which page a path shows, for its title; an unknown path is the not-found page. */
export function pageKeyOf(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
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
export function pageMetaFor(pathname: string, t: TFunction): PageMeta {
  const key = pageKeyOf(pathname);
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
