import type { FrameworkKnowledge } from "../types";

export const vue: FrameworkKnowledge = {
  name: "Vue",
  id: "vue",
  aliases: ["vuejs", "vue3"],
  globs: ["**/*.vue"],
  platform: "web",
  toolchain: "node",
  layout: {
    en: "`src/components/` components, `src/composables/` composables, `src/stores/` Pinia stores",
    de: "`src/components/` Komponenten, `src/composables/` Composables, `src/stores/` Pinia-Stores",
  },
  rules: {
    en: [
      'Write new components with the Composition API in `<script setup lang="ts">`; don\'t mix in the Options API.',
      "Declare props and emits with type-based `defineProps` and `defineEmits`; never mutate a prop — emit an event or use `defineModel`.",
      "Use `computed` for derived values and `watch` only for side effects; never cause side effects inside a computed.",
      "Don't destructure `reactive()` objects or Pinia stores directly; use `toRefs` or `storeToRefs` so reactivity survives.",
      "Give every `v-for` a stable `:key`, and never put `v-if` and `v-for` on the same element.",
      "Extract reusable stateful logic into `useX` composables and keep shared state in Pinia stores.",
      "Never bind user-provided content with `v-html`.",
    ],
    de: [
      'Schreibe neue Komponenten mit der Composition API in `<script setup lang="ts">`; misch keine Options API hinein.',
      "Deklariere Props und Emits typbasiert mit `defineProps` und `defineEmits`; verändere nie eine Prop, sondern sende ein Event oder nutze `defineModel`.",
      "Nutze `computed` für abgeleitete Werte und `watch` nur für Seiteneffekte; ein Computed darf nie Seiteneffekte auslösen.",
      "Destrukturiere `reactive()`-Objekte und Pinia-Stores nicht direkt; nutze `toRefs` oder `storeToRefs`, damit die Reaktivität erhalten bleibt.",
      "Gib jedem `v-for` einen stabilen `:key` und setze `v-if` und `v-for` nie auf dasselbe Element.",
      "Lagere wiederverwendbare Logik mit State in `useX`-Composables aus und halte geteilten State in Pinia-Stores.",
      "Binde nutzergenerierte Inhalte nie mit `v-html` ein.",
    ],
  },
  testing: {
    en: "Vue: test components with Vitest and Vue Test Utils (or Testing Library for Vue), asserting on rendered output and emitted events.",
    de: "Vue: Teste Komponenten mit Vitest und Vue Test Utils (oder Testing Library für Vue) und prüfe die gerenderte Ausgabe und ausgelöste Events.",
  },
};
