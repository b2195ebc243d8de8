import type { FrameworkKnowledge } from "../types";

export const angular: FrameworkKnowledge = {
  name: "Angular",
  id: "angular",
  aliases: [],
  globs: ["**/*.component.ts", "**/*.component.html", "**/*.service.ts"],
  platform: "web",
  toolchain: "node",
  commands: {
    dev: "{x:ng serve}",
    test: "{x:ng test}",
    lint: "{x:ng lint}",
    build: "{x:ng build}",
    typecheck: "{x:tsc --noEmit -p tsconfig.app.json}",
  },
  layout: {
    en: "`src/app/` standalone components, services and routes per feature",
    de: "`src/app/` Standalone-Komponenten, Services und Routen je Feature",
  },
  rules: {
    en: [
      "Build standalone components (no new NgModules) with `ChangeDetectionStrategy.OnPush`.",
      "Hold component state in signals (`signal`, `computed`, `input()`, `output()`); use RxJS for asynchronous streams and convert at the boundary with `toSignal`.",
      "Never leave a subscription open: prefer the `async` pipe or `toSignal`, otherwise end it with `takeUntilDestroyed`.",
      "Inject dependencies with `inject()` and keep HTTP calls and business logic in services, not in components.",
      "Use typed reactive forms with validators for anything beyond a trivial form.",
      "Use the built-in control flow (`@if`, `@for` with `track`, `@switch`) instead of `*ngIf` and `*ngFor`.",
      "Lazy-load feature routes with `loadComponent` or `loadChildren` and protect them with functional guards.",
      "Never bypass the sanitiser with `bypassSecurityTrust*` for content you don't fully control.",
    ],
    de: [
      "Baue Standalone Components (keine neuen NgModules) mit `ChangeDetectionStrategy.OnPush`.",
      "Halte Komponenten-State in Signals (`signal`, `computed`, `input()`, `output()`); nutze RxJS für asynchrone Streams und wandle an der Grenze mit `toSignal` um.",
      "Lass keine Subscription offen: Bevorzuge die `async`-Pipe oder `toSignal`, sonst beende sie mit `takeUntilDestroyed`.",
      "Injiziere Abhängigkeiten mit `inject()` und halte HTTP-Aufrufe und Geschäftslogik in Services, nicht in Komponenten.",
      "Nutze typisierte Reactive Forms mit Validatoren für alles, was über ein triviales Formular hinausgeht.",
      "Verwende den eingebauten Control Flow (`@if`, `@for` mit `track`, `@switch`) statt `*ngIf` und `*ngFor`.",
      "Lade Feature-Routen lazy mit `loadComponent` oder `loadChildren` und schütze sie mit funktionalen Guards.",
      "Umgehe den Sanitizer nie mit `bypassSecurityTrust*` für Inhalte, die du nicht vollständig kontrollierst.",
    ],
  },
  testing: {
    en: "Angular: test with TestBed and component harnesses, and stub HTTP calls with `HttpTestingController`.",
    de: "Angular: Teste mit TestBed und Component Harnesses und ersetze HTTP-Aufrufe mit `HttpTestingController`.",
  },
};
