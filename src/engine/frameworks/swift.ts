import type { FrameworkKnowledge } from "../types";

export const swift: FrameworkKnowledge = {
  name: "Swift",
  id: "swift",
  aliases: ["swiftui", "ios", "xcode"],
  globs: ["**/*.swift", "Package.swift"],
  platform: "mobile",
  toolchain: "swift",
  layout: {
    en: "`Sources/` or the app target by feature, `Tests/` XCTest or Swift Testing",
    de: "`Sources/` bzw. das App-Target nach Features, `Tests/` XCTest oder Swift Testing",
  },
  rules: {
    en: [
      "Build UI in SwiftUI with small views; keep state in `@Observable` models and pass them down instead of global singletons.",
      "Use async/await and actors for concurrency; mark UI-updating code `@MainActor` and fix Swift 6 strict-concurrency warnings instead of silencing them.",
      "Never force-unwrap (`!`) or `try!` outside tests; handle errors with `throws` and typed results.",
      "Store secrets and tokens in the Keychain, never in `UserDefaults` or the bundle.",
    ],
    de: [
      "Baue UI in SwiftUI aus kleinen Views; halte State in `@Observable`-Modellen und reiche sie weiter statt globaler Singletons.",
      "Nutze async/await und Actors für Nebenläufigkeit; markiere UI-Code mit `@MainActor` und behebe Strict-Concurrency-Warnungen von Swift 6, statt sie zu unterdrücken.",
      "Kein Force-Unwrap (`!`) oder `try!` außerhalb von Tests; behandle Fehler mit `throws` und typisierten Ergebnissen.",
      "Speichere Geheimnisse und Tokens im Keychain, nie in `UserDefaults` oder im Bundle.",
    ],
  },
  testing: {
    en: "Swift: write tests with Swift Testing (`@Test`, `#expect`) or XCTest, and UI tests with XCUITest for critical flows.",
    de: "Swift: Schreibe Tests mit Swift Testing (`@Test`, `#expect`) oder XCTest und UI-Tests mit XCUITest für kritische Abläufe.",
  },
};
