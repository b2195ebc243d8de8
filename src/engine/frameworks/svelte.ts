import type { FrameworkKnowledge } from "../types";

// Svelte components; SvelteKit has its own module. Checked against svelte.dev/docs/svelte
// (v5-migration-guide, $state (incl. `$state.raw` and passing state across modules), $derived,
// $effect, $props, snippet, compiler-warnings), v4.svelte.dev/docs and svelte.dev/docs/ai/overview
// (Svelte's own guidance for LLMs and its MCP autofixer).
export const svelte: FrameworkKnowledge = {
  name: "Svelte",
  id: "svelte",
  aliases: ["svelte5", "svelte4", "sveltejs"],
  globs: ["**/*.svelte", "**/*.svelte.ts", "**/*.svelte.js"],
  platform: "web",
  toolchain: "node",
  commands: { typecheck: "{run:check}" },
  layout: {
    en: "`src/lib/` components and shared modules",
    de: "`src/lib/` Komponenten und gemeinsame Module",
  },
  versionRules: [
    {
      since: 5,
      rules: {
        en: [
          "Svelte 5: use runes — `$state` for state, `$derived` for computed values and `$effect` only to sync with the outside world.",
          "Svelte 5: receive props with `$props()` and mark them `$bindable` only for intended two-way binding; never write state inside `$derived`, and don't let an `$effect` write state it also reads.",
          "Svelte 5: use snippets with `{@render}` instead of slots, callback props instead of `createEventDispatcher`, and event attributes such as `onclick` instead of `on:click`.",
          "Svelte 5: share reactive state between components from a `.svelte.ts` module that exports a `$state` object (never a reassigned primitive), and use `$state.raw` for large data you replace rather than mutate.",
        ],
        de: [
          "Svelte 5: Nutze Runes – `$state` für State, `$derived` für berechnete Werte und `$effect` nur zum Abgleich mit der Außenwelt.",
          "Svelte 5: Nimm Props mit `$props()` entgegen und markiere sie nur für gewolltes Two-Way-Binding als `$bindable`; schreibe nie State in `$derived` und lass keinen `$effect` State schreiben, den er selbst liest.",
          "Svelte 5: Verwende Snippets mit `{@render}` statt Slots, Callback-Props statt `createEventDispatcher` und Event-Attribute wie `onclick` statt `on:click`.",
          "Svelte 5: Teile reaktiven State zwischen Komponenten über ein `.svelte.ts`-Modul, das ein `$state`-Objekt exportiert (nie ein neu zugewiesenes Primitiv), und nutze `$state.raw` für große Daten, die du ersetzt statt veränderst.",
        ],
      },
    },
    {
      since: 0,
      until: 5,
      rules: {
        en: [
          "Svelte 4: declare props with `export let`, derive values with `$:` statements, and share state between components through stores (`writable`, `$store`); runes don't exist yet.",
          "Svelte 4: pass content with `<slot>`, emit events with `createEventDispatcher`, and listen with `on:click`.",
        ],
        de: [
          "Svelte 4: Deklariere Props mit `export let`, leite Werte mit `$:`-Anweisungen ab und teile State zwischen Komponenten über Stores (`writable`, `$store`); Runes gibt es noch nicht.",
          "Svelte 4: Reiche Inhalte mit `<slot>` weiter, sende Events mit `createEventDispatcher` und höre mit `on:click` darauf.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Pass data down as props and changes up through callbacks or events; use `bind:` only for form inputs and where two-way binding is really intended.",
      "Key every `{#each}` block, e.g. `(item.id)`, when items can be reordered, added or removed.",
      "Fix the compiler's accessibility warnings instead of silencing them with `svelte-ignore` comments.",
      "Never render user content with `{@html}` unless it has been sanitised.",
    ],
    de: [
      "Reiche Daten als Props nach unten und Änderungen über Callbacks oder Events nach oben; nutze `bind:` nur für Formularfelder und wo Two-Way-Binding wirklich gewollt ist.",
      "Versieh jeden `{#each}`-Block mit einem Key, etwa `(item.id)`, wenn Einträge umsortiert, ergänzt oder entfernt werden können.",
      "Behebe die Barrierefreiheits-Warnungen des Compilers, statt sie mit `svelte-ignore`-Kommentaren stummzuschalten.",
      "Rendere Nutzerinhalte nie ungefiltert mit `{@html}`.",
    ],
  },
  testing: {
    en: "Svelte: test components with Vitest and Testing Library for Svelte, asserting on rendered output and user interactions.",
    de: "Svelte: Teste Komponenten mit Vitest und Testing Library für Svelte und prüfe die gerenderte Ausgabe und Nutzerinteraktionen.",
  },
};
