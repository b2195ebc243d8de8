import type { FrameworkKnowledge } from "../types";

// Checked against nuxt.com/docs/4.x: getting-started/{data-fetching,state-management,upgrade,testing},
// guide/going-further/runtime-config, directory-structure/server, api/commands/typecheck;
// Nuxt 3 end of life: github.com/nuxt/nuxt/releases/tag/v4.5.0; Nuxt 2: v2.nuxt.com.
export const nuxt: FrameworkKnowledge = {
  name: "Nuxt",
  id: "nuxt",
  aliases: ["nuxtjs", "nuxt.js", "nuxt3", "nuxt4"],
  globs: [
    "nuxt.config.*",
    "app/**",
    "server/**",
    "pages/**",
    "layouts/**",
    "composables/**",
    "middleware/**",
  ],
  platform: "web",
  toolchain: "node",
  commands: { typecheck: "{x:nuxt typecheck}" },
  layout: {
    en: "`app/` pages, layouts, components and composables (Nuxt 4; at the root before), `server/api/` server routes, `nuxt.config.ts`",
    de: "`app/` Seiten, Layouts, Komponenten und Composables (Nuxt 4; davor im Wurzelverzeichnis), `server/api/` Server-Routen, `nuxt.config.ts`",
  },
  versionRules: [
    {
      since: 3,
      rules: {
        en: [
          "Nuxt 3+: load component data with `useFetch` or `useAsyncData`, which hand the server result to the client; call `$fetch` directly only in event handlers and other client-only code.",
          "Nuxt 3+: write API endpoints as `defineEventHandler` files in `server/api/`, validate input with `readValidatedBody` or `getValidatedQuery` and a schema, and fail with `createError`.",
          "Nuxt 3+: share state between components through a `useState` composable (`const useCart = () => useState('cart')`) or Pinia, never through a `ref` exported from a module.",
        ],
        de: [
          "Nuxt 3+: Lade Komponentendaten mit `useFetch` oder `useAsyncData`, die das Serverergebnis an den Client übergeben; rufe `$fetch` direkt nur in Event-Handlern und anderem reinen Client-Code auf.",
          "Nuxt 3+: Schreibe API-Endpunkte als `defineEventHandler`-Dateien in `server/api/`, validiere Eingaben mit `readValidatedBody` oder `getValidatedQuery` und einem Schema und brich mit `createError` ab.",
          "Nuxt 3+: Teile State zwischen Komponenten über ein `useState`-Composable (`const useCart = () => useState('cart')`) oder Pinia, nie über ein aus einem Modul exportiertes `ref`.",
        ],
      },
    },
    {
      since: 3,
      until: 4,
      rules: {
        en: [
          "Nuxt 3: pages, components and composables live at the project root, and `data` from `useFetch` is deeply reactive and starts as `null`; Nuxt 3 reached end of life on 31 July 2026, so plan the move to Nuxt 4.",
        ],
        de: [
          "Nuxt 3: Seiten, Komponenten und Composables liegen im Wurzelverzeichnis, und `data` aus `useFetch` ist tief reaktiv und beginnt mit `null`; Nuxt 3 ist seit dem 31. Juli 2026 ohne Support, plane also den Umstieg auf Nuxt 4.",
        ],
      },
    },
    {
      since: 4,
      rules: {
        en: [
          "Nuxt 4: app code lives in `app/` beside `server/` and `shared/`, and `data` from `useFetch`/`useAsyncData` is a `shallowRef` that starts as `undefined`, so replace it instead of mutating nested fields.",
        ],
        de: [
          "Nuxt 4: App-Code liegt in `app/` neben `server/` und `shared/`, und `data` aus `useFetch`/`useAsyncData` ist ein `shallowRef`, das mit `undefined` beginnt – ersetze den Wert, statt verschachtelte Felder zu ändern.",
        ],
      },
    },
    {
      since: 0,
      until: 3,
      rules: {
        en: [
          "Nuxt 2 (end of life since June 2024, on Vue 2): load page data in `asyncData` or `fetch`, keep the Options API and Vuex style the project uses, and don't add Nuxt 3 composables such as `useFetch`.",
        ],
        de: [
          "Nuxt 2 (seit Juni 2024 ohne Support, auf Vue 2): Lade Seitendaten in `asyncData` oder `fetch`, bleib beim Options-API- und Vuex-Stil des Projekts und füge keine Nuxt-3-Composables wie `useFetch` hinzu.",
        ],
      },
    },
  ],
  needs: [
    {
      term: ["default", "export"],
      rule: {
        en: "Exception to the no-default-exports rule: handlers in `server/api/`, `server/routes/` and `server/middleware/` must default-export their `defineEventHandler`, and `nuxt.config` its config, or Nuxt cannot load them.",
        de: "Ausnahme von der Regel „keine Default-Exports“: Handler in `server/api/`, `server/routes/` und `server/middleware/` müssen ihren `defineEventHandler` per Default-Export liefern und `nuxt.config` seine Konfiguration, sonst kann Nuxt sie nicht laden.",
      },
    },
  ],
  rules: {
    en: [
      "Never keep per-user or per-request data in module-level variables or in stores created outside a component's setup: on the server every request shares them.",
      "Keep secrets in the private runtime config and read them only on the server; only keys you put in the public runtime config reach the browser.",
      "Touch browser-only APIs such as `window` and `localStorage` only in client-side code (`onMounted`, `<ClientOnly>`), so the server-rendered HTML and the hydrated page match.",
      "Use `<NuxtLink>` for internal links and route middleware for navigation guards, but check authorisation again in every server route: client-side middleware can be bypassed.",
    ],
    de: [
      "Halte nutzer- oder anfragebezogene Daten nie in Variablen auf Modulebene oder in Stores, die außerhalb von setup erzeugt werden: Auf dem Server teilen sich alle Anfragen diese Werte.",
      "Bewahre Geheimnisse in der privaten Runtime-Config auf und lies sie nur auf dem Server; nur Schlüssel in der öffentlichen Runtime-Config gelangen in den Browser.",
      "Greife auf reine Browser-APIs wie `window` und `localStorage` nur in clientseitigem Code zu (`onMounted`, `<ClientOnly>`), damit das serverseitig gerenderte HTML und die hydrierte Seite übereinstimmen.",
      "Nutze `<NuxtLink>` für interne Links und Route-Middleware als Navigations-Guard, prüfe die Berechtigung aber in jeder Server-Route erneut: Clientseitige Middleware lässt sich umgehen.",
    ],
  },
  testing: {
    en: "Nuxt: unit-test components and composables with Vitest and `@nuxt/test-utils` (`mountSuspended` in the `nuxt` environment), and cover pages and server routes end to end with Playwright.",
    de: "Nuxt: Teste Komponenten und Composables mit Vitest und `@nuxt/test-utils` (`mountSuspended` in der `nuxt`-Umgebung) und decke Seiten und Server-Routen mit Playwright-End-to-End-Tests ab.",
  },
};
