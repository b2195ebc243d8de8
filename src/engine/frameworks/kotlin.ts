import type { FrameworkKnowledge } from "../types";

export const kotlin: FrameworkKnowledge = {
  name: "Kotlin",
  id: "kotlin",
  aliases: ["android", "jetpack compose", "ktor"],
  globs: ["**/*.kt", "**/*.kts"],
  platform: "mobile",
  toolchain: "gradle",
  rules: {
    en: [
      "Prefer immutable `val`s and `data class`es; model closed state with `sealed` interfaces and exhaustive `when`.",
      "Use coroutines with structured concurrency (`viewModelScope`, `coroutineScope`); never `GlobalScope`, and inject dispatchers for testability.",
      "Expose UI state as `StateFlow` from ViewModels and collect it lifecycle-aware (`collectAsStateWithLifecycle`) in Compose.",
      "Avoid `!!`; handle nullability with `?.`, `?:` and early returns.",
    ],
    de: [
      "Bevorzuge unveränderliche `val`s und `data class`es; modelliere abgeschlossene Zustände mit `sealed`-Interfaces und erschöpfendem `when`.",
      "Nutze Coroutines mit Structured Concurrency (`viewModelScope`, `coroutineScope`); nie `GlobalScope`, und injiziere Dispatcher für Testbarkeit.",
      "Stelle UI-State als `StateFlow` aus ViewModels bereit und sammle ihn lifecycle-bewusst (`collectAsStateWithLifecycle`) in Compose.",
      "Vermeide `!!`; behandle Nullbarkeit mit `?.`, `?:` und frühen Returns.",
    ],
  },
  testing: {
    en: "Kotlin: write unit tests with JUnit 5 or Kotest and `kotlinx-coroutines-test` (`runTest`), and Compose UI tests with `createComposeRule`.",
    de: "Kotlin: Schreibe Unit-Tests mit JUnit 5 oder Kotest und `kotlinx-coroutines-test` (`runTest`) und Compose-UI-Tests mit `createComposeRule`.",
  },
};
