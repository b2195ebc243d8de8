import type { FrameworkKnowledge } from "../types";

// Checked against docs.astro.build: concepts/islands, guides/{content-collections,
// environment-variables,actions,on-demand-rendering,testing}, reference/container-reference,
// guides/upgrade-to/{v5,v6,v7}.
export const astro: FrameworkKnowledge = {
  name: "Astro",
  id: "astro",
  aliases: ["astrojs", "astro.build"],
  globs: [
    "**/*.astro",
    "src/pages/**",
    "src/content/**",
    "src/content.config.*",
    "src/actions/**",
    "astro.config.*",
  ],
  platform: "web",
  toolchain: "node",
  commands: { typecheck: "{x:astro check}" },
  layout: {
    en: "`src/pages/` file-based routes and endpoints, `src/components/` and `src/layouts/`, `src/content/` collection entries, `public/` static files",
    de: "`src/pages/` dateibasierte Routen und Endpunkte, `src/components/` und `src/layouts/`, `src/content/` Collection-Einträge, `public/` statische Dateien",
  },
  versionRules: [
    {
      since: 5,
      rules: {
        en: [
          "Astro 5+: define collections in `src/content.config.ts` with a loader such as `glob()` or `file()`, address entries by `id`, render them with `render(entry)`, and declare environment variables in the `astro:env` schema.",
          "Astro 5+: handle forms and mutations with Actions (`defineAction` with an `input` schema in `src/actions/index.ts`) instead of hand-written API endpoints, and check authorisation inside each handler.",
        ],
        de: [
          "Astro 5+: Definiere Collections in `src/content.config.ts` mit einem Loader wie `glob()` oder `file()`, sprich Einträge über `id` an, rendere sie mit `render(entry)` und deklariere Umgebungsvariablen im `astro:env`-Schema.",
          "Astro 5+: Verarbeite Formulare und Änderungen mit Actions (`defineAction` mit `input`-Schema in `src/actions/index.ts`) statt mit selbst geschriebenen API-Endpunkten und prüfe die Berechtigung in jedem Handler.",
        ],
      },
    },
    {
      since: 0,
      until: 5,
      rules: {
        en: [
          "Astro 4 and older: define collections in `src/content/config.ts` with `type: 'content'` or `type: 'data'`, address entries by `slug`, and render them with `entry.render()`.",
        ],
        de: [
          "Astro 4 und älter: Definiere Collections in `src/content/config.ts` mit `type: 'content'` oder `type: 'data'`, sprich Einträge über `slug` an und rendere sie mit `entry.render()`.",
        ],
      },
    },
    {
      since: 6,
      rules: {
        en: [
          "Astro 6+: run on Node 22.12 or later, migrate any legacy collections (they are no longer supported), and write schemas in Zod 4 with `z` imported from `astro/zod` (`z.email()`, `z.url()`).",
        ],
        de: [
          "Astro 6+: Nutze Node 22.12 oder neuer, migriere verbliebene Legacy-Collections (sie werden nicht mehr unterstützt) und schreibe Schemas in Zod 4 mit `z` aus `astro/zod` (`z.email()`, `z.url()`).",
        ],
      },
    },
    {
      since: 7,
      rules: {
        en: [
          'Astro 7: the Rust compiler rejects unclosed tags and no longer repairs invalid nesting, whitespace between inline elements is stripped (write `{" "}` where a space matters), and remark or rehype plugins need `@astrojs/markdown-remark`.',
        ],
        de: [
          'Astro 7: Der Rust-Compiler lehnt nicht geschlossene Tags ab und repariert keine ungültige Verschachtelung mehr, Leerraum zwischen Inline-Elementen entfällt (schreib `{" "}`, wo ein Leerzeichen zählt), und remark- oder rehype-Plugins brauchen `@astrojs/markdown-remark`.',
        ],
      },
    },
  ],
  rules: {
    en: [
      "Ship HTML by default: add a `client:*` directive only to components that need interactivity, and choose the latest one that works (`client:visible` or `client:idle` before `client:load`).",
      "Treat component frontmatter and endpoints as server code: secrets stay there, and only `PUBLIC_` variables may appear in client-side scripts and islands.",
      "Keep content in content collections with a Zod schema and query it with `getCollection` or `getEntry` instead of reading files by hand.",
      "Decide rendering per route on purpose: prerender what can be static (with `getStaticPaths` for dynamic routes) and render on demand (`export const prerender = false`, with an adapter) only what must change per request.",
      "Put small client-side behaviour in `<script>` tags, which Astro bundles, and pass server values to them through `data-*` attributes instead of interpolating them into the script.",
    ],
    de: [
      "Liefere standardmäßig HTML aus: Setze eine `client:*`-Direktive nur bei Komponenten, die Interaktivität brauchen, und wähle die späteste, die reicht (`client:visible` oder `client:idle` vor `client:load`).",
      "Behandle das Frontmatter von Komponenten und Endpunkte als Server-Code: Geheimnisse bleiben dort, und nur `PUBLIC_`-Variablen dürfen in clientseitigen Skripten und Islands vorkommen.",
      "Halte Inhalte in Content Collections mit Zod-Schema und frage sie mit `getCollection` oder `getEntry` ab, statt Dateien von Hand einzulesen.",
      "Lege das Rendering pro Route bewusst fest: Rendere vorab, was statisch sein kann (mit `getStaticPaths` für dynamische Routen), und pro Anfrage (`export const prerender = false`, mit Adapter) nur, was sich je Anfrage ändern muss.",
      "Schreibe kleines clientseitiges Verhalten in `<script>`-Tags, die Astro bündelt, und gib ihnen Serverwerte über `data-*`-Attribute mit, statt sie in das Skript einzusetzen.",
    ],
  },
  testing: {
    en: "Astro: test logic and endpoints with Vitest through `getViteConfig()`, render `.astro` components with the experimental Container API, and cover pages and islands with Playwright.",
    de: "Astro: Teste Logik und Endpunkte mit Vitest über `getViteConfig()`, rendere `.astro`-Komponenten mit der experimentellen Container API und decke Seiten und Islands mit Playwright ab.",
  },
};
