import type { FrameworkKnowledge } from "../types";

// Checked against vuejs.org/guide (essentials, components/v-model, reusability/composables,
// typescript/composition-api), v2.vuejs.org/guide/reactivity, v3-migration.vuejs.org and the
// Vue 2 end-of-life notice at v2.vuejs.org/eol.
export const vue: FrameworkKnowledge = {
  name: "Vue",
  id: "vue",
  aliases: ["vuejs", "vue.js", "vue3", "vue2"],
  globs: ["**/*.vue"],
  platform: "web",
  toolchain: "node",
  layout: {
    en: "`components/`, `composables/` and `stores/` folders (under `src/` in a Vite app)",
    de: "Ordner `components/`, `composables/` und `stores/` (in einer Vite-App unter `src/`)",
  },
  versionRules: [
    {
      since: 3,
      rules: {
        en: [
          'Vue 3: write new components with the Composition API in `<script setup lang="ts">`, move reusable stateful logic into `useX` composables, and don\'t mix in the Options API.',
          "Vue 3: declare props and emits with type-based `defineProps` and `defineEmits`, and use `defineModel` (Vue 3.4+) for a component's `v-model`.",
          "Vue 3: don't destructure `reactive()` objects or Pinia stores directly; use `toRefs` or `storeToRefs` so reactivity survives.",
        ],
        de: [
          'Vue 3: Schreibe neue Komponenten mit der Composition API in `<script setup lang="ts">`, lagere wiederverwendbare Logik mit State in `useX`-Composables aus und misch keine Options API hinein.',
          "Vue 3: Deklariere Props und Emits typbasiert mit `defineProps` und `defineEmits` und nutze `defineModel` (ab Vue 3.4) für das `v-model` einer Komponente.",
          "Vue 3: Destrukturiere `reactive()`-Objekte und Pinia-Stores nicht direkt; nutze `toRefs` oder `storeToRefs`, damit die Reaktivität erhalten bleibt.",
        ],
      },
    },
    {
      since: 0,
      until: 3,
      rules: {
        en: [
          "Vue 2 (end of life since 31 December 2023): follow the component style the project already uses, usually the Options API, and don't introduce Vue 3-only APIs such as `defineModel` or `<Teleport>`.",
          "Vue 2: add new reactive properties with `this.$set` and replace array items with `splice`, because Vue 2 cannot detect new object keys or assignments by index.",
          "Vue 2: a component's `v-model` is the `value` prop plus the `input` event (`.sync` for other props), and filters are gone in Vue 3, so use computed properties or methods instead.",
        ],
        de: [
          "Vue 2 (seit dem 31. Dezember 2023 ohne Support): Folge dem Komponentenstil des Projekts, meist der Options API, und führe keine reinen Vue-3-APIs wie `defineModel` oder `<Teleport>` ein.",
          "Vue 2: Füge neue reaktive Eigenschaften mit `this.$set` hinzu und ersetze Array-Einträge mit `splice`, weil Vue 2 neue Objektschlüssel und Zuweisungen per Index nicht erkennt.",
          "Vue 2: Das `v-model` einer Komponente ist die Prop `value` plus das Event `input` (`.sync` für andere Props), und Filter gibt es in Vue 3 nicht mehr – nutze stattdessen Computed Properties oder Methoden.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Never mutate a prop: emit an event or update the `v-model` binding so the parent owns the change.",
      "Use `computed` for derived values and `watch` only for side effects; never cause side effects inside a computed.",
      "Give every `v-for` a stable `:key`, and never put `v-if` and `v-for` on the same element.",
      "Keep state that many components share in the project's store (Pinia, or Vuex in older apps) instead of passing it through many component levels.",
      "Never bind user-provided content with `v-html`.",
    ],
    de: [
      "Verändere nie eine Prop: Sende ein Event oder aktualisiere die `v-model`-Bindung, damit die Elternkomponente die Änderung verantwortet.",
      "Nutze `computed` für abgeleitete Werte und `watch` nur für Seiteneffekte; ein Computed darf nie Seiteneffekte auslösen.",
      "Gib jedem `v-for` einen stabilen `:key` und setze `v-if` und `v-for` nie auf dasselbe Element.",
      "Halte State, den viele Komponenten teilen, im Store des Projekts (Pinia, in älteren Apps Vuex), statt ihn durch viele Komponentenebenen zu reichen.",
      "Binde nutzergenerierte Inhalte nie mit `v-html` ein.",
    ],
  },
  testing: {
    en: "Vue: test components with Vitest and Vue Test Utils (or Testing Library for Vue), asserting on rendered output and emitted events.",
    de: "Vue: Teste Komponenten mit Vitest und Vue Test Utils (oder Testing Library für Vue) und prüfe die gerenderte Ausgabe und ausgelöste Events.",
  },
};
