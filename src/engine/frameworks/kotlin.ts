import type { FrameworkKnowledge } from "../types";

// The language card: Android apps (Compose, Hilt, Room, AGP) have their own card (android.ts),
// so the rules here hold for Kotlin on any platform (kotlinlang.org/docs/coding-conventions,
// coroutines-basics and exception-handling: cancellation is a `CancellationException`).
export const kotlin: FrameworkKnowledge = {
  name: "Kotlin",
  id: "kotlin",
  aliases: ["ktor", "kotlin jvm"],
  globs: ["**/*.kt", "**/*.kts"],
  platform: "mobile",
  toolchain: "gradle",
  rules: {
    en: [
      "Prefer immutable `val`s and `data class`es; model closed state with `sealed` interfaces and exhaustive `when`.",
      "Use coroutines with structured concurrency (`coroutineScope`, a scope tied to a lifecycle); never `GlobalScope`, and inject dispatchers for testability.",
      "Never swallow `CancellationException`: in suspending code catch specific exceptions, or rethrow it from a broad `catch`, so cancellation keeps working.",
      "Avoid `!!`; handle nullability with `?.`, `?:` and early returns.",
    ],
    de: [
      "Bevorzuge unveränderliche `val`s und `data class`es; modelliere abgeschlossene Zustände mit `sealed`-Interfaces und erschöpfendem `when`.",
      "Nutze Coroutines mit Structured Concurrency (`coroutineScope`, ein an einen Lebenszyklus gebundener Scope); nie `GlobalScope`, und injiziere Dispatcher für Testbarkeit.",
      "Verschlucke nie eine `CancellationException`: Fang in suspendierendem Code gezielte Exceptions oder wirf sie aus einem breiten `catch` erneut, damit Abbrüche weiter funktionieren.",
      "Vermeide `!!`; behandle Nullbarkeit mit `?.`, `?:` und frühen Returns.",
    ],
  },
  testing: {
    en: "Kotlin: write unit tests with JUnit 5 or Kotest and `kotlinx-coroutines-test` (`runTest`), injecting test dispatchers instead of relying on `Dispatchers.Main`.",
    de: "Kotlin: Schreibe Unit-Tests mit JUnit 5 oder Kotest und `kotlinx-coroutines-test` (`runTest`) und injiziere Test-Dispatcher, statt dich auf `Dispatchers.Main` zu verlassen.",
  },
};
