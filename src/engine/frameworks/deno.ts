import type { FrameworkKnowledge } from "../types";

// Checked against docs.deno.com: runtime/fundamentals/configuration, runtime/reference/deno_json
// (imports, tasks, lock), runtime/fundamentals/security and runtime/reference/permissions,
// runtime/reference/migration_guide (Deno 1.x to 2.x), runtime/reference/cli/{add,task,test,
// fmt,lint,check,serve,audit}, lint/rules/no-window, and deno.com/blog/v2.5 (permission sets).
export const deno: FrameworkKnowledge = {
  name: "Deno",
  id: "deno",
  aliases: ["deno2", "denojs", "denoland"],
  globs: ["deno.json", "deno.jsonc", "**/*.ts", "**/*.tsx"],
  platform: "server",
  toolchain: "deno",
  layout: {
    en: "`deno.json` imports, tasks and tool settings, `main.ts` entry point, tests beside the code as `*_test.ts` or `*.test.ts`",
    de: "`deno.json` Imports, Tasks und Werkzeug-Einstellungen, `main.ts` Einstiegspunkt, Tests neben dem Code als `*_test.ts` oder `*.test.ts`",
  },
  versionRules: [
    {
      since: 2,
      rules: {
        en: [
          "Deno 2: spawn processes with `new Deno.Command()` (`Deno.run` is gone), use `globalThis` where old code says `window`, and run `deno install` in a `package.json` project, since npm packages are no longer installed on first run.",
        ],
        de: [
          "Deno 2: Starte Prozesse mit `new Deno.Command()` (`Deno.run` gibt es nicht mehr), nimm `globalThis`, wo alter Code `window` schreibt, und führe in einem Projekt mit `package.json` `deno install` aus, denn npm-Pakete werden beim ersten Start nicht mehr automatisch installiert.",
        ],
      },
    },
    {
      since: 0,
      until: 2,
      rules: {
        en: [
          "Deno 1: write new code the Deno 2 way already: `Deno.Command` instead of `Deno.run`, `globalThis` instead of `window`, and the standard library from JSR; all three old forms are removed in Deno 2.",
        ],
        de: [
          "Deno 1: Schreib neuen Code schon so, wie Deno 2 ihn braucht: `Deno.Command` statt `Deno.run`, `globalThis` statt `window` und die Standardbibliothek von JSR; alle drei alten Formen fallen in Deno 2 weg.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Declare dependencies in the `imports` map of `deno.json` with `jsr:` and `npm:` specifiers (add them with `deno add`), import them by their bare names, and don't paste versioned `https://` URLs into source files.",
      "Grant only the permissions a command needs, scoped to hosts, paths and variables (`--allow-net=api.example.com`, `--allow-read=./data`, `--allow-env=PORT`); never put `-A` in a task that runs in production.",
      "Run project scripts as `tasks` in `deno.json` with `deno task <name>`, and format, lint and type-check with `deno fmt`, `deno lint` and `deno check` instead of adding a separate formatter, linter or `tsc`.",
      "Take the standard library from JSR (`@std/assert`, `@std/path`, …); the old `deno.land/std` URLs no longer get updates.",
      "Prefer Web Platform APIs (`fetch`, `Request`, `Response`, `URL`, `crypto.subtle`, streams) and the `Deno` namespace, serve HTTP with `Deno.serve()`, and import Node built-ins only with the `node:` prefix.",
      "Read configuration with `Deno.env.get()` under a scoped `--allow-env`, validate it at start-up, and load local `.env` files with `--env-file` rather than a dotenv dependency.",
      "Commit `deno.lock` and install or test in CI with `--frozen`, so a changed dependency fails the build instead of slipping in.",
    ],
    de: [
      "Trage Abhängigkeiten in die `imports`-Map der `deno.json` mit `jsr:`- und `npm:`-Spezifizierern ein (hinzufügen mit `deno add`), importiere sie über ihre bloßen Namen und kopiere keine versionierten `https://`-URLs in Quelldateien.",
      "Gewähre nur die Berechtigungen, die ein Befehl braucht, eingeschränkt auf Hosts, Pfade und Variablen (`--allow-net=api.example.com`, `--allow-read=./data`, `--allow-env=PORT`); schreib nie `-A` in einen Task, der in Produktion läuft.",
      "Führe Projektskripte als `tasks` der `deno.json` mit `deno task <name>` aus und formatiere, prüfe und typisiere mit `deno fmt`, `deno lint` und `deno check`, statt einen eigenen Formatierer, Linter oder `tsc` hinzuzufügen.",
      "Nimm die Standardbibliothek von JSR (`@std/assert`, `@std/path`, …); die alten `deno.land/std`-URLs bekommen keine Updates mehr.",
      "Bevorzuge Web-Plattform-APIs (`fetch`, `Request`, `Response`, `URL`, `crypto.subtle`, Streams) und den `Deno`-Namensraum, stelle HTTP mit `Deno.serve()` bereit und importiere Node-Module nur mit dem Präfix `node:`.",
      "Lies Konfiguration mit `Deno.env.get()` unter einem eingeschränkten `--allow-env`, prüfe sie beim Start und lade lokale `.env`-Dateien mit `--env-file` statt mit einer dotenv-Abhängigkeit.",
      "Committe die `deno.lock` und installiere oder teste in CI mit `--frozen`, damit eine geänderte Abhängigkeit den Build scheitern lässt, statt unbemerkt hineinzurutschen.",
    ],
  },
  testing: {
    en: "Deno: write tests with `Deno.test` and `@std/assert` or `@std/expect`, and run `deno test` with the same narrow permission flags the code itself needs.",
    de: "Deno: Schreibe Tests mit `Deno.test` und `@std/assert` oder `@std/expect` und führe `deno test` mit denselben engen Berechtigungen aus, die der Code selbst braucht.",
  },
};
