import type { FrameworkKnowledge } from "../types";

// Checked against nextjs.org/docs/app/guides/upgrading/{version-15,version-16},
// nextjs.org/docs/app/api-reference/file-conventions/proxy, .../directives/use-cache,
// .../functions/generate-metadata, .../getting-started/server-and-client-components (`server-only`)
// and Next.js's own agent rules (nextjs.org/docs/app/guides/ai-agents: the version-matched docs
// bundled in `node_modules/next/dist/docs/` since 16.2).
export const nextjs: FrameworkKnowledge = {
  name: "Next.js",
  id: "nextjs",
  aliases: ["next", "nextjs"],
  globs: ["app/**", "src/app/**", "next.config.*"],
  platform: "web",
  toolchain: "node",
  commands: { typecheck: "{x:tsc --noEmit}" },
  layout: {
    en: "`app/` routes, layouts and route handlers (App Router), `components/` UI, `lib/` server utilities",
    de: "`app/` Routen, Layouts und Route Handler (App Router), `components/` UI, `lib/` Server-Hilfen",
  },
  versionRules: [
    {
      since: 0,
      until: 15,
      rules: {
        en: [
          "Next.js 14: `params`, `searchParams`, `cookies()` and `headers()` are synchronous, and `fetch` in Server Components is cached by default; pass `cache: 'no-store'` or `next: { revalidate }` for data that must stay fresh.",
        ],
        de: [
          "Next.js 14: `params`, `searchParams`, `cookies()` und `headers()` sind synchron, und `fetch` in Server Components wird standardmäßig gecacht; übergib `cache: 'no-store'` oder `next: { revalidate }` für Daten, die aktuell bleiben müssen.",
        ],
      },
    },
    {
      since: 15,
      rules: {
        en: [
          "Next.js 15+: `params`, `searchParams`, `cookies()` and `headers()` are async — `await` them; `fetch` and GET route handlers are no longer cached by default.",
        ],
        de: [
          "Next.js 15+: `params`, `searchParams`, `cookies()` und `headers()` sind asynchron – nutze `await`; `fetch` und GET-Route-Handler werden standardmäßig nicht mehr gecacht.",
        ],
      },
    },
    {
      since: 16,
      rules: {
        en: [
          "Next.js 16.2+ ships its documentation in `node_modules/next/dist/docs/`: read the page for the API you are about to use there, not from memory.",
          'Next.js 16: put request interception in `proxy.ts` exporting `proxy` (`middleware.ts` is deprecated); with `cacheComponents: true`, cache explicitly with `"use cache"` plus `cacheLife`/`cacheTag`, and give `revalidateTag` a profile as its second argument.',
        ],
        de: [
          "Next.js 16.2+ liefert seine Dokumentation in `node_modules/next/dist/docs/` mit: Lies dort die Seite zur API, die du gleich nutzt, statt aus dem Gedächtnis.",
          'Next.js 16: Lege Request-Interception in `proxy.ts` mit der Funktion `proxy` ab (`middleware.ts` ist veraltet); cache mit `cacheComponents: true` ausdrücklich über `"use cache"` plus `cacheLife`/`cacheTag` und gib `revalidateTag` ein Profil als zweites Argument.',
        ],
      },
    },
  ],
  needs: [
    {
      term: ["default", "export"],
      rule: {
        en: "Exception to the no-default-exports rule: `page`, `layout`, `loading`, `error` and `not-found` files must default-export their component, or Next.js cannot load them.",
        de: "Ausnahme von der Regel „keine Default-Exports“: `page`-, `layout`-, `loading`-, `error`- und `not-found`-Dateien müssen ihre Komponente per Default-Export liefern, sonst kann Next.js sie nicht laden.",
      },
    },
  ],
  rules: {
    en: [
      'Default to Server Components; add `"use client"` only to the leaf components that need state, effects or browser APIs, and import `server-only` in modules that must never reach the client.',
      'Never import server-only code (database clients, secrets) into client components; guard such modules with `import "server-only"`.',
      "Fetch data in Server Components or route handlers and declare caching explicitly (`revalidate`, `revalidatePath`, `revalidateTag`) instead of relying on defaults that changed between versions.",
      "Treat every Server Action as a public endpoint: validate its input on the server (e.g. with Zod) and check authorisation inside the action.",
      "Use the App Router conventions `layout`, `page`, `loading`, `error` and `not-found` for structure, streaming and error boundaries.",
      "Use `next/image`, `next/font` and `next/link` instead of raw `img` tags, font links and `a` tags for internal navigation.",
      "Only variables prefixed `NEXT_PUBLIC_` reach the browser; keep every secret unprefixed and read it on the server.",
      "Give every page its title and description through the `metadata` export or `generateMetadata`, not hand-written `<head>` tags.",
    ],
    de: [
      'Verwende standardmäßig Server Components; setze `"use client"` nur bei den Blatt-Komponenten, die State, Effekte oder Browser-APIs brauchen, und importiere `server-only` in Modulen, die nie den Client erreichen dürfen.',
      'Importiere nie Server-Code (Datenbank-Clients, Geheimnisse) in Client Components; sichere solche Module mit `import "server-only"` ab.',
      "Lade Daten in Server Components oder Route Handlers und lege das Caching ausdrücklich fest (`revalidate`, `revalidatePath`, `revalidateTag`), statt dich auf Standardwerte zu verlassen, die sich zwischen Versionen geändert haben.",
      "Behandle jede Server Action als öffentlichen Endpunkt: Validiere ihre Eingaben auf dem Server (etwa mit Zod) und prüfe die Berechtigung in der Action selbst.",
      "Nutze die App-Router-Konventionen `layout`, `page`, `loading`, `error` und `not-found` für Struktur, Streaming und Error Boundaries.",
      "Verwende `next/image`, `next/font` und `next/link` statt nackter `img`-Tags, Font-Links und `a`-Tags für interne Navigation.",
      "Nur Variablen mit dem Präfix `NEXT_PUBLIC_` gelangen in den Browser; Geheimnisse bleiben ohne Präfix und werden auf dem Server gelesen.",
      "Gib jeder Seite Titel und Beschreibung über den `metadata`-Export oder `generateMetadata`, nicht über handgeschriebene `<head>`-Tags.",
    ],
  },
  testing: {
    en: "Next.js: unit-test components with Vitest or Jest and Testing Library, and cover routing, Server Actions and full flows with Playwright.",
    de: "Next.js: Teste Komponenten mit Vitest oder Jest und Testing Library und decke Routing, Server Actions und komplette Abläufe mit Playwright ab.",
  },
};
