import type { FrameworkKnowledge } from "../types";

// React Router in framework mode (v7+, the successor of Remix; Remix 2 projects resolve here as
// major 2). Checked against reactrouter.com: start/framework/{route-module,data-loading,actions,
// pending-ui,testing}, api/framework-conventions/server-modules, upgrading/{remix,v7};
// remix.run/blog/react-router-v8; the official skill in remix-run/react-router/.agents/skills.
export const reactRouter: FrameworkKnowledge = {
  name: "React Router",
  id: "react-router",
  aliases: ["remix", "remix-run", "react-router-framework", "remix.run"],
  globs: [
    "app/routes/**",
    "app/routes.ts",
    "app/root.tsx",
    "app/**/*.server.ts",
    "react-router.config.*",
  ],
  formerName: { name: "Remix", until: 7 },
  platform: "web",
  toolchain: "node",
  commands: { typecheck: "{run:typecheck}" },
  layout: {
    en: "`app/routes.ts` route config, `app/routes/` route modules, `app/root.tsx` document shell, `*.server.ts` server-only modules",
    de: "`app/routes.ts` Routen-Konfiguration, `app/routes/` Route-Module, `app/root.tsx` Dokument-Gerüst, `*.server.ts` reine Server-Module",
  },
  versionRules: [
    {
      since: 7,
      rules: {
        en: [
          "React Router 7+: configure routes in `app/routes.ts`, import from `react-router` (runtime helpers from `@react-router/*`), type route modules with the generated `./+types/<route>` types, and return plain objects or `data()` instead of `json()`.",
        ],
        de: [
          "React Router 7+: Konfiguriere Routen in `app/routes.ts`, importiere aus `react-router` (Laufzeit-Helfer aus `@react-router/*`), typisiere Route-Module mit den generierten `./+types/<route>`-Typen und gib einfache Objekte oder `data()` statt `json()` zurück.",
        ],
      },
    },
    {
      since: 8,
      rules: {
        en: [
          "React Router 8: middleware is always on, so share request data through `context` set in `middleware` instead of `getLoadContext`; read `loaderData` in `meta`, and import DOM APIs from `react-router/dom` because `react-router-dom` is gone.",
        ],
        de: [
          "React Router 8: Middleware ist immer aktiv, teile Anfragedaten also über `context`, der in `middleware` gesetzt wird, statt über `getLoadContext`; lies in `meta` `loaderData` und importiere DOM-APIs aus `react-router/dom`, denn `react-router-dom` gibt es nicht mehr.",
        ],
      },
    },
    {
      since: 0,
      until: 7,
      rules: {
        en: [
          "Remix 2 (end of life since React Router 8): imports come from `@remix-run/*`; add no new Remix-only APIs, adopt the Remix v3 future flags and move to React Router 7 with the official codemod.",
        ],
        de: [
          "Remix 2 (seit React Router 8 ohne Support): Importe kommen aus `@remix-run/*`; füge keine neuen Remix-APIs hinzu, übernimm die Remix-v3-Future-Flags und wechsle mit dem offiziellen Codemod zu React Router 7.",
        ],
      },
    },
  ],
  needs: [
    {
      term: ["default", "export"],
      rule: {
        en: "Exception to the no-default-exports rule: route modules and `app/root.tsx` must default-export their component, and `app/routes.ts` its route config, or React Router cannot load them.",
        de: "Ausnahme von der Regel „keine Default-Exports“: Route-Module und `app/root.tsx` müssen ihre Komponente per Default-Export liefern und `app/routes.ts` die Routen-Konfiguration, sonst kann React Router sie nicht laden.",
      },
    },
  ],
  rules: {
    en: [
      "Load a route's data in its `loader` and change it in its `action`; don't fetch route data in `useEffect`, since loaders revalidate by themselves after an action.",
      'Submit changes with `<Form method="post">`, or `useFetcher` when the page should not navigate, and derive pending and optimistic UI from the navigation or fetcher state.',
      "Treat every `loader` and `action` as a public endpoint: validate `params` and the request body on the server, check authorisation, and answer invalid input with a 400 instead of throwing.",
      "Keep database clients, secrets and other server-only code in `.server.ts` modules so they can never end up in the client bundle.",
      "Export an `ErrorBoundary` from the root and from routes that can fail, and tell expected responses (`isRouteErrorResponse`) apart from unexpected errors.",
      "Share layout and data through nested and layout routes instead of repeating them, and set titles and tags with the route's `meta` and `links` exports.",
    ],
    de: [
      "Lade die Daten einer Route in ihrem `loader` und ändere sie in ihrer `action`; hole Routendaten nicht in `useEffect`, denn die Loader laden nach einer Action von selbst neu.",
      'Sende Änderungen mit `<Form method="post">` oder mit `useFetcher`, wenn die Seite nicht navigieren soll, und leite ausstehende und optimistische Zustände aus dem Navigations- oder Fetcher-Status ab.',
      "Behandle jeden `loader` und jede `action` als öffentlichen Endpunkt: Validiere `params` und den Request-Body auf dem Server, prüfe die Berechtigung und beantworte ungültige Eingaben mit 400, statt eine Exception zu werfen.",
      "Halte Datenbank-Clients, Geheimnisse und anderen Server-Code in `.server.ts`-Modulen, damit sie nie im Client-Bundle landen können.",
      "Exportiere eine `ErrorBoundary` aus der Root-Route und aus Routen, die scheitern können, und unterscheide erwartete Antworten (`isRouteErrorResponse`) von unerwarteten Fehlern.",
      "Teile Layout und Daten über verschachtelte Routen und Layout-Routen, statt sie zu wiederholen, und setze Titel und Tags über die Exporte `meta` und `links` der Route.",
    ],
  },
  testing: {
    en: "React Router: test components that use router hooks with `createRoutesStub` (`createRemixStub` in Remix 2), call loaders and actions directly with a `Request`, and cover full flows with Playwright.",
    de: "React Router: Teste Komponenten mit Router-Hooks über `createRoutesStub` (`createRemixStub` in Remix 2), rufe Loader und Actions direkt mit einem `Request` auf und decke komplette Abläufe mit Playwright ab.",
  },
};
