import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders, createQueryClient } from "./app/providers";
import { applyPageMeta, pageMetaFor } from "./app/page-meta";
import { createAppRouter, routerReady } from "./app/router";
import { i18n, i18nReady } from "./i18n";
import { sessionQueryKey } from "./lib/auth";
import { trackHydration, whenHydrated } from "./lib/hydration";
import { takeOverDecoration } from "./lib/live-decoration";
import { PAGE_HYDRATED_EVENT } from "./lib/start-on-intent-signals";
import "./styles.css";

const container = document.getElementById("root")!;
const queryClient = createQueryClient();
// The server sends prerendered pages only to requests without a session cookie: the visitor is
// signed out, as the markup shows (decision 108).
if (container.dataset.language) queryClient.setQueryData(sessionQueryKey, { user: null });
const router = createAppRouter(queryClient);
// The first render waits for the page's code and data: a prerendered page then hydrates as it is,
// any other page renders in full at once instead of an empty frame first (decision 048).
await Promise.all([i18nReady, routerReady(router)]);

// Every page its own title and description in its language (docs/product/site.md "Titles and
// search"), kept in step with navigation and language switches.
const showPageMeta = () =>
  applyPageMeta(
    document,
    pageMetaFor(
      `${router.state.location.pathname}${router.state.location.search}`,
      i18n.t.bind(i18n),
    ),
  );
showPageMeta();
router.subscribe(showPageMeta);
i18n.on("languageChanged", showPageMeta);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// The server sent a prerendered page in the language this visitor reads (decision 048), and its
// markup is still there: the start script takes away a fresh wizard this tab has its own of
// (decision 142).
const prerendered = container.dataset.language === i18n.language && container.hasChildNodes();
// The start script's badge and typewriter stop where they are; the app starts from there (decision 134).
takeOverDecoration();
// As a transition the first render (or hydration) yields to the browser every few milliseconds
// instead of blocking it for one long task (decision 045; the figures live in `npm run bench`).
startTransition(() => {
  if (prerendered) {
    hydrateRoot(container, trackHydration(app));
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
// A press made on the prerendered page before its code ran is made again now (decision 108).
void whenHydrated().then(() => document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT)));
