import type { FrameworkKnowledge } from "../types";

export const svelte: FrameworkKnowledge = {
  name: "Svelte",
  id: "svelte",
  aliases: ["sveltekit", "svelte5"],
  globs: ["**/*.svelte", "**/*.svelte.ts", "src/routes/**"],
  platform: "web",
  toolchain: "node",
  commands: { typecheck: "{run:check}" },
  layout: {
    en: "`src/routes/` pages and endpoints (SvelteKit), `src/lib/` shared code",
    de: "`src/routes/` Seiten und Endpunkte (SvelteKit), `src/lib/` gemeinsamer Code",
  },
  rules: {
    en: [
      "Use Svelte 5 runes: `$state` for state, `$derived` for computed values and `$effect` only to sync with the outside world.",
      "Receive props with `$props()` and mark them `$bindable` only where two-way binding is really intended.",
      "Never write state inside `$derived`, and don't let an `$effect` write state it also reads — that loops.",
      "Use snippets with `{@render}` instead of slots, and callback props instead of `createEventDispatcher`, in new components.",
      "In SvelteKit, load data in `+page.server.ts` or `+layout.server.ts` and handle mutations with form actions that also work without JavaScript (`use:enhance` on top).",
      "Key every `{#each}` block, e.g. `(item.id)`, when items can be reordered, added or removed.",
      "Never render user content with `{@html}` unless it has been sanitised.",
    ],
    de: [
      "Nutze die Runes von Svelte 5: `$state` für State, `$derived` für berechnete Werte und `$effect` nur zum Abgleich mit der Außenwelt.",
      "Nimm Props mit `$props()` entgegen und markiere sie nur dann als `$bindable`, wenn Two-Way-Binding wirklich gewollt ist.",
      "Schreibe nie State innerhalb von `$derived`, und lass keinen `$effect` State schreiben, den er selbst liest – das erzeugt eine Schleife.",
      "Verwende in neuen Komponenten Snippets mit `{@render}` statt Slots und Callback-Props statt `createEventDispatcher`.",
      "Lade Daten in SvelteKit in `+page.server.ts` oder `+layout.server.ts` und setze Änderungen mit Form Actions um, die auch ohne JavaScript funktionieren (`use:enhance` obendrauf).",
      "Versieh jeden `{#each}`-Block mit einem Key, etwa `(item.id)`, wenn Einträge umsortiert, ergänzt oder entfernt werden können.",
      "Rendere Nutzerinhalte nie ungefiltert mit `{@html}`.",
    ],
  },
  testing: {
    en: "Svelte: test components with Vitest and Testing Library for Svelte, and cover SvelteKit routes and form actions with Playwright.",
    de: "Svelte: Teste Komponenten mit Vitest und Testing Library für Svelte und decke SvelteKit-Routen und Form Actions mit Playwright ab.",
  },
};
