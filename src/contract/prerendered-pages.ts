import { WIZARD_IMPORT_PARAM, WIZARD_START_PARAM, WIZARD_STEP_PARAM } from "./wizard-address";

/**
 * The pages the build prerenders (scripts/build/prerender.ts) as a signed-out visitor's first
 * render, by file name, with the address the server sends each for (decisions 048, 106, 138, 142).
 */
export const prerenderedAddresses: Record<string, string> = {
  index: "/",
  wizard: `/?${WIZARD_STEP_PARAM}=1`,
  "wizard-import": `/?${WIZARD_STEP_PARAM}=1&${WIZARD_IMPORT_PARAM}=1`,
  documentation: "/documentation",
  signin: "/signin",
  signup: "/signup",
  impressum: "/impressum",
  datenschutz: "/datenschutz",
  agb: "/agb",
  widerrufsrecht: "/widerrufsrecht",
};

/**
 * The query of an address as the prerendered pages are keyed: its parameters in order, without
 * the wizard's start mark — the page's start script starts the fresh run it asks for (decision 142).
 */
export function prerenderedQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(WIZARD_START_PARAM);
  params.sort();
  const query = params.toString();
  return query ? `?${query}` : "";
}
