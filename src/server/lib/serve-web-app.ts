import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import { prerenderedQuery } from "#contract/prerendered-pages";
import { sessionCookie } from "../auth/session.middleware";
import type { AppEnv } from "./app-env";
import { sendPrerendered, type PageInLanguages, type PrerenderedPages } from "./prerendered-pages";

/** Hashed assets never change under their name; everything else is revalidated on each visit. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

function serveBuilt(root: string, cacheControl: string, path?: string): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>({
    root,
    ...(path ? { path } : {}),
    // `file.br` / `file.gz` written at build time (scripts/build/precompress.ts), chosen by Accept-Encoding.
    precompressed: true,
  });
  return async (c, next) => {
    const found = await serve(c, next);
    // Headers set through `c` in serveStatic's onFound are lost: the response is already built.
    if (found instanceof Response) {
      found.headers.set("Cache-Control", cacheControl);
      // Caches must key on the encoding even when this client got the plain file.
      found.headers.set("Vary", "Accept-Encoding");
    }
    return found;
  };
}

/** The prerendered pages by path, each path's by query (`prerenderedQuery`). */
function byPath(pages: PrerenderedPages) {
  const paths = new Map<string, Map<string, PageInLanguages>>();
  for (const [address, byLanguage] of pages) {
    const url = new URL(address, "http://rulesmith.invalid");
    const byQuery = paths.get(url.pathname) ?? new Map<string, PageInLanguages>();
    byQuery.set(prerenderedQuery(url.search), byLanguage);
    paths.set(url.pathname, byQuery);
  }
  return paths;
}

/**
 * Serves the built web app from `webRoot`: files as they are (precompressed when the browser
 * accepts it), a prerendered page for its path, and `index.html` for every other GET so the
 * client router takes over.
 */
export function serveWebApp(
  app: Hono<AppEnv>,
  webRoot: string,
  prerendered: PrerenderedPages = new Map(),
) {
  app.use("/assets/*", serveBuilt(webRoot, IMMUTABLE));
  // A missing hashed asset (an old build's chunk) is a 404, not the app's HTML.
  app.all("/assets/*", (c) => c.notFound());
  for (const [path, byQuery] of byPath(prerendered)) {
    // A query the build prerendered no page for (the wizard's later steps) is the app's to render
    // (decisions 106, 142). A prerendered page is a signed-out visitor's view whose code starts
    // only when the page is used: with a session cookie the app renders it at once (decision 108).
    app.get(path, async (c, next) => {
      const byLanguage = byQuery.get(prerenderedQuery(new URL(c.req.url).search));
      return byLanguage === undefined || (await sessionCookie(c)) !== undefined
        ? next()
        : sendPrerendered(c, byLanguage, REVALIDATE);
    });
  }
  app.use("*", serveBuilt(webRoot, REVALIDATE));
  app.get("*", serveBuilt(webRoot, REVALIDATE, "index.html"));
}
