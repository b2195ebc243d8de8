import type { FrameworkKnowledge } from "../types";

export const flutter: FrameworkKnowledge = {
  name: "Flutter",
  id: "flutter",
  aliases: ["dart"],
  globs: ["**/*.dart", "pubspec.yaml"],
  platform: "mobile",
  toolchain: "dart",
  layout: {
    en: "`lib/` app code by feature, `test/` unit and widget tests, `integration_test/` flows",
    de: "`lib/` App-Code nach Features, `test/` Unit- und Widget-Tests, `integration_test/` Abläufe",
  },
  versionRules: [
    {
      since: 3,
      rules: {
        en: [
          "Dart 3: model closed state with `sealed` classes and exhaustive `switch` patterns, and use records instead of ad-hoc tuple classes.",
          "Navigate with `go_router` (typed routes, redirects for auth) rather than raw `Navigator.push` chains; use `Color.withValues(alpha: …)` instead of the deprecated `withOpacity`.",
        ],
        de: [
          "Dart 3: Modelliere abgeschlossene Zustände mit `sealed`-Klassen und erschöpfenden `switch`-Patterns und nutze Records statt eigener Tupel-Klassen.",
          "Navigiere mit `go_router` (typisierte Routen, Redirects für Auth) statt mit verketteten `Navigator.push`-Aufrufen; nutze `Color.withValues(alpha: …)` statt des veralteten `withOpacity`.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Keep widgets immutable: make every field `final`, give widgets `const` constructors and create instances with `const` wherever possible.",
      "Split large `build` methods into small widgets rather than helper methods that return widgets, so Flutter can skip unchanged subtrees.",
      "Keep `build` pure and cheap: no I/O, no controller creation and no state changes inside it.",
      "Create controllers and subscriptions (`TextEditingController`, `AnimationController`, streams) in `initState` and release them in `dispose`.",
      "After every `await`, check `mounted` (or `context.mounted`) before using `BuildContext` or calling `setState`.",
      "Keep business logic out of widgets, in the one state-management approach the project already uses (Riverpod, Bloc or Provider).",
      "Respect null safety and `flutter_lints`: no `!` on values that can actually be null.",
    ],
    de: [
      "Halte Widgets unveränderlich: Mach jedes Feld `final`, gib Widgets `const`-Konstruktoren und erzeuge Instanzen, wo immer möglich, mit `const`.",
      "Zerlege große `build`-Methoden in kleine Widgets statt in Hilfsmethoden, die Widgets zurückgeben, damit Flutter unveränderte Teilbäume überspringen kann.",
      "Halte `build` rein und günstig: keine I/O, keine neuen Controller und keine State-Änderungen darin.",
      "Erzeuge Controller und Subscriptions (`TextEditingController`, `AnimationController`, Streams) in `initState` und gib sie in `dispose` wieder frei.",
      "Prüfe nach jedem `await` `mounted` (bzw. `context.mounted`), bevor du `BuildContext` nutzt oder `setState` aufrufst.",
      "Halte Geschäftslogik aus Widgets heraus, in dem State-Management-Ansatz, den das Projekt bereits nutzt (Riverpod, Bloc oder Provider).",
      "Respektiere Null Safety und `flutter_lints`: kein `!` auf Werten, die tatsächlich null sein können.",
    ],
  },
  testing: {
    en: "Flutter: write widget tests with `flutter_test` (`testWidgets`, `pumpWidget`, finders), unit tests for logic and `integration_test` for full flows.",
    de: "Flutter: Schreibe Widget-Tests mit `flutter_test` (`testWidgets`, `pumpWidget`, Finder), Unit-Tests für die Logik und `integration_test` für komplette Abläufe.",
  },
};
