import type { FrameworkKnowledge } from "../types";

// Checked against angular.dev/ai/develop-with-ai (best-practices.md), angular.dev/style-guide,
// angular.dev/guide/zoneless, angular.dev/reference/migrations/control-flow,
// angular.dev/api/core/ChangeDetectionStrategy and blog.angular.dev "The future is standalone"
// (default since v19; the AI file says v20+).
export const angular: FrameworkKnowledge = {
  name: "Angular",
  id: "angular",
  aliases: [],
  globs: ["src/app/**/*.ts", "src/app/**/*.html", "**/*.component.ts", "**/*.component.html"],
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
  versionRules: [
    {
      since: 14,
      until: 19,
      rules: {
        en: [
          "Before Angular 19: mark new components, directives and pipes `standalone: true`, import their dependencies in `imports`, and add no new NgModules.",
        ],
        de: [
          "Vor Angular 19: Markiere neue Komponenten, Direktiven und Pipes mit `standalone: true`, importiere ihre Abhängigkeiten in `imports` und lege keine neuen NgModules an.",
        ],
      },
    },
    {
      since: 19,
      rules: {
        en: [
          "Angular 19+: components, directives and pipes are standalone by default, so don't write `standalone: true` and add no new NgModules.",
        ],
        de: [
          "Angular 19+: Komponenten, Direktiven und Pipes sind standardmäßig standalone – schreib kein `standalone: true` und lege keine neuen NgModules an.",
        ],
      },
    },
    {
      since: 0,
      until: 22,
      rules: {
        en: ["Set `changeDetection: ChangeDetectionStrategy.OnPush` on every new component."],
        de: ["Setze bei jeder neuen Komponente `changeDetection: ChangeDetectionStrategy.OnPush`."],
      },
    },
    {
      since: 22,
      rules: {
        en: [
          "Angular 22+: components are OnPush by default, so don't set `changeDetection` on new ones, and keep `ChangeDetectionStrategy.Eager` only where an existing component still needs it.",
        ],
        de: [
          "Angular 22+: Komponenten sind standardmäßig OnPush – setze bei neuen kein `changeDetection` und behalte `ChangeDetectionStrategy.Eager` nur, wo eine bestehende Komponente es noch braucht.",
        ],
      },
    },
    {
      since: 17,
      rules: {
        en: [
          "Angular 17+: use the built-in control flow (`@if`, `@for` with `track`, `@switch`) instead of `*ngIf` and `*ngFor`, and load heavy, below-the-fold parts with `@defer`.",
          "Angular 17+: hold component state in signals (`signal`, `computed`) and declare inputs and outputs with `input()`, `output()` and `model()` instead of decorators; convert RxJS streams at the boundary with `toSignal`.",
        ],
        de: [
          "Angular 17+: Verwende den eingebauten Control Flow (`@if`, `@for` mit `track`, `@switch`) statt `*ngIf` und `*ngFor` und lade schwere Teile unterhalb des sichtbaren Bereichs mit `@defer`.",
          "Angular 17+: Halte Komponenten-State in Signals (`signal`, `computed`) und deklariere Inputs und Outputs mit `input()`, `output()` und `model()` statt mit Decorators; wandle RxJS-Streams an der Grenze mit `toSignal` um.",
        ],
      },
    },
    {
      since: 0,
      until: 17,
      rules: {
        en: [
          "Angular 16 and older: write templates with `*ngIf` and `*ngFor` (with `trackBy`) and use `@Input()`/`@Output()`; the `@if`/`@for` blocks and the `input()`/`output()` functions need Angular 17 or later.",
        ],
        de: [
          "Angular 16 und älter: Schreibe Templates mit `*ngIf` und `*ngFor` (mit `trackBy`) und nutze `@Input()`/`@Output()`; die Blöcke `@if`/`@for` und die Funktionen `input()`/`output()` gibt es erst ab Angular 17.",
        ],
      },
    },
    {
      since: 21,
      rules: {
        en: [
          "Angular 21+: apps run zoneless unless `provideZoneChangeDetection()` is configured, so update the UI through signals (or `markForCheck`) and never rely on zone.js noticing timers or promises.",
        ],
        de: [
          "Angular 21+: Apps laufen ohne zone.js, sofern `provideZoneChangeDetection()` nicht konfiguriert ist – aktualisiere die UI über Signals (oder `markForCheck`) und verlass dich nie darauf, dass zone.js Timer oder Promises bemerkt.",
        ],
      },
    },
    {
      since: 20,
      rules: {
        en: [
          "Angular 20+: the CLI names files and classes without type suffixes (`user-profile.ts`, `UserProfile`); follow whichever naming the project already uses.",
        ],
        de: [
          "Angular 20+: Die CLI benennt Dateien und Klassen ohne Typ-Suffix (`user-profile.ts`, `UserProfile`); folge der Benennung, die das Projekt bereits nutzt.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Inject dependencies with `inject()` and keep HTTP calls and business logic in services (`providedIn: 'root'` for singletons), not in components.",
      "Never leave a subscription open: prefer the `async` pipe, otherwise unsubscribe when the component is destroyed (`takeUntilDestroyed` from Angular 16 on).",
      "Use typed reactive forms with validators for anything beyond a trivial form.",
      "Lazy-load feature routes with `loadComponent` or `loadChildren` and protect them with functional guards.",
      "Bind classes, styles and host properties directly (`[class.active]`, `[style.width.px]`, the decorator's `host` object) instead of `ngClass`, `ngStyle`, `@HostBinding` and `@HostListener`.",
      "Never bypass the sanitiser with `bypassSecurityTrust*` for content you don't fully control.",
      "Keep templates simple (derive values with `computed()`, not template logic) and render static images with `NgOptimizedImage` (`ngSrc`), which does not take inline base64.",
    ],
    de: [
      "Injiziere Abhängigkeiten mit `inject()` und halte HTTP-Aufrufe und Geschäftslogik in Services (`providedIn: 'root'` für Singletons), nicht in Komponenten.",
      "Lass keine Subscription offen: Bevorzuge die `async`-Pipe, sonst beende sie, wenn die Komponente zerstört wird (`takeUntilDestroyed` ab Angular 16).",
      "Nutze typisierte Reactive Forms mit Validatoren für alles, was über ein triviales Formular hinausgeht.",
      "Lade Feature-Routen lazy mit `loadComponent` oder `loadChildren` und schütze sie mit funktionalen Guards.",
      "Binde Klassen, Styles und Host-Eigenschaften direkt (`[class.active]`, `[style.width.px]`, das `host`-Objekt des Decorators) statt über `ngClass`, `ngStyle`, `@HostBinding` und `@HostListener`.",
      "Umgehe den Sanitizer nie mit `bypassSecurityTrust*` für Inhalte, die du nicht vollständig kontrollierst.",
      "Halte Templates einfach (leite Werte mit `computed()` ab statt mit Template-Logik) und zeige statische Bilder mit `NgOptimizedImage` (`ngSrc`) an, das kein Inline-Base64 annimmt.",
    ],
  },
  testing: {
    en: "Angular: test with TestBed and component harnesses, and stub HTTP calls with `HttpTestingController`.",
    de: "Angular: Teste mit TestBed und Component Harnesses und ersetze HTTP-Aufrufe mit `HttpTestingController`.",
  },
};
