import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { Language } from "#contract/languages";
import { siteAsPlaceholders } from "#engine/browser/site-placeholders";
import { pageMetaFor, withPageMeta } from "./app/page-meta";
import { AppProviders, createQueryClient } from "./app/providers";
import { createAppRoutes } from "./app/router";
import { i18n, i18nReady } from "./i18n";
import { sessionQueryKey } from "./lib/auth";
import type { LiveTexts } from "./lib/live-decoration";
import { siteInfoQueryOptions } from "./lib/site-info";
import { STATUS_REFRESH_MS } from "./features/server-status/badge-state";
import { badgeLook, badgeStates } from "./features/server-status/components/server-status-badge";

/** React's mark for a Suspense boundary the server rendered as its fallback. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";
const LAZY_POLL_MS = 50;
/** The SSR loader transforms each lazy module on first import; a slow machine takes a while. */
const LAZY_WAIT_LIMIT_MS = 30_000;

/**
 * The markup of a public page as a signed-out visitor's first render shows it, for the build to
 * put into the page's HTML (scripts/build/prerender.ts, decision 048).
 */
export async function renderPage(path: string, language: Language): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteInfoQueryOptions.queryKey, siteAsPlaceholders);
  // Served only to requests without a session cookie (decision 108).
  queryClient.setQueryData(sessionQueryKey, { user: null });
  const { query, dataRoutes } = createStaticHandler(createAppRoutes(queryClient));
  const context = await query(new Request(new URL(path, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}`);
  const render = () =>
    renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </StrictMode>,
    );
  // A lazy part renders its fallback until its code is in, and the browser would render it anew
  // (React error 419) instead of hydrating it: render until every lazy part is in the markup.
  let markup = render();
  for (let waitedMs = 0; markup.includes(CLIENT_RENDERED_BOUNDARY); waitedMs += LAZY_POLL_MS) {
    if (waitedMs > LAZY_WAIT_LIMIT_MS) throw new Error(`${path}: lazy parts did not load`);
    await new Promise((resolve) => setTimeout(resolve, LAZY_POLL_MS));
    markup = render();
  }
  // Its cache would hold the build open for the five minutes until it collects the queries.
  queryClient.clear();
  return markup;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `html` with the page's title and meta description in `language` (scripts/build/prerender.ts). */
export function pageHead(html: string, path: string, language: Language): string {
  return withPageMeta(html, pageMetaFor(path, i18n.getFixedT(language)), escapeHtml);
}

/**
 * What the page's start script needs to show the status badge and the typewriter before the app
 * runs, in `language` (decision 134): the badge's look in each state and how often it asks, the
 * typewriter's labels.
 */
export function liveTexts(language: Language): LiveTexts {
  const t = i18n.getFixedT(language);
  return {
    badge: Object.fromEntries(badgeStates.map((state) => [state, badgeLook(state, t)])),
    statusRefreshMs: STATUS_REFRESH_MS,
    typewriter: {
      type: t("typewriter.type", { returnObjects: true }) as Record<string, string>,
      category: t("typewriter.category", { returnObjects: true }) as Record<string, string>,
    },
  };
}
