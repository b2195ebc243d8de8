import type { FrameworkKnowledge } from "../types";

export const nodejs: FrameworkKnowledge = {
  name: "Node.js",
  id: "nodejs",
  aliases: ["node", "nodejs"],
  globs: ["**/*.js", "**/*.ts", "package.json"],
  platform: "server",
  toolchain: "node",
  rules: {
    en: [
      "Never block the event loop: use asynchronous APIs (`node:fs/promises` and friends) outside of start-up code.",
      "Let no promise rejection go unhandled; on `uncaughtException`, log and exit so the process manager restarts a clean process.",
      "Read configuration from environment variables once at start-up, validate it and fail fast with a message naming the variable.",
      "Stream large files and payloads instead of buffering them in memory.",
      "Prefer built-ins (`fetch`, `node:crypto`, `node:test`, `AbortController`) over dependencies, and import core modules with the `node:` prefix.",
      "Shut down gracefully on `SIGTERM`: stop accepting work, finish in-flight requests, then close connections.",
      "Move CPU-heavy work to worker threads or a job queue.",
    ],
    de: [
      "Blockiere nie die Event Loop: Nutze außerhalb des Start-Codes asynchrone APIs (`node:fs/promises` und Co.).",
      "Lass keine Promise-Rejection unbehandelt; bei `uncaughtException` loggen und beenden, damit der Prozessmanager einen sauberen Prozess startet.",
      "Lies die Konfiguration einmal beim Start aus Umgebungsvariablen, validiere sie und brich sofort mit einer Meldung ab, die die Variable nennt.",
      "Streame große Dateien und Payloads, statt sie komplett in den Speicher zu laden.",
      "Bevorzuge eingebaute Module (`fetch`, `node:crypto`, `node:test`, `AbortController`) gegenüber Abhängigkeiten und importiere Core-Module mit dem Präfix `node:`.",
      "Fahre bei `SIGTERM` sauber herunter: keine neuen Aufgaben annehmen, laufende Requests abschließen, dann Verbindungen schließen.",
      "Verlagere rechenintensive Arbeit in Worker Threads oder eine Job-Queue.",
    ],
  },
  testing: {
    en: "Node.js: test with `node:test` or Vitest, and exercise HTTP code in-process (e.g. with Supertest) without binding real ports.",
    de: "Node.js: Teste mit `node:test` oder Vitest und prüfe HTTP-Code im Prozess (etwa mit Supertest), ohne echte Ports zu belegen.",
  },
};
