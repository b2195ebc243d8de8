import { stringsFor } from "../i18n";
import type { GenerationContext, Localized, Section } from "../types";
import { createSection, TRIM } from "./section";

type Rules = Localized<readonly string[]>;

/** Web and desktop (Electron) front ends share the browser's concerns. */
const screenWeb: Rules = {
  en: [
    "Make every interactive element accessible: semantic elements, labels, keyboard and focus support (WCAG 2.2 AA).",
  ],
  de: [
    "Mach jedes interaktive Element barrierefrei: semantische Elemente, Beschriftungen, Tastatur- und Fokusbedienung (WCAG 2.2 AA).",
  ],
};

const screenMobile: Rules = {
  en: [
    "Handle loading, empty, error and offline states on every screen.",
    "Handle the app lifecycle: keep state when the app is backgrounded and refresh stale data on resume.",
    "Check every screen on a small phone, in both orientations and with the largest text size.",
  ],
  de: [
    "Behandle Lade-, Leer-, Fehler- und Offline-Zustände auf jedem Screen.",
    "Beachte den App-Lebenszyklus: Behalte den Zustand im Hintergrund und lade veraltete Daten beim Fortsetzen neu.",
    "Prüfe jeden Screen auf einem kleinen Telefon, in beiden Ausrichtungen und mit der größten Schriftgröße.",
  ],
};

const service: Rules = {
  en: [
    "Return consistent error responses with stable error codes and the correct HTTP status; keep stack traces in the logs.",
    "Wrap multi-step writes in a transaction, and make operations that may be retried idempotent.",
  ],
  de: [
    "Liefere einheitliche Fehlerantworten mit stabilen Fehlercodes und dem passenden HTTP-Status; Stacktraces bleiben in den Logs.",
    "Kapsle mehrstufige Schreibvorgänge in eine Transaktion und mach Operationen, die wiederholt werden können, idempotent.",
  ],
};

const boundary: Rules = {
  en: [
    "Define shared types and validation schemas once (a contract module or OpenAPI) and validate with them on the client for feedback and on the server for safety.",
    "Keep server and client configuration apart; only variables explicitly marked public may reach the client.",
  ],
  de: [
    "Definiere gemeinsame Typen und Validierungsschemas einmal (Contract-Modul oder OpenAPI) und validiere damit auf dem Client für Rückmeldungen und auf dem Server für die Sicherheit.",
    "Trenne Server- und Client-Konfiguration; nur ausdrücklich als öffentlich markierte Variablen dürfen zum Client gelangen.",
  ],
};

/** A mobile-only front end gets app rules; anything with a browser or Electron UI gets web rules. */
function screenRules(ctx: GenerationContext): Rules {
  const web = ctx.platforms.has("web") || ctx.platforms.has("desktop");
  return ctx.platforms.has("mobile") && !web ? screenMobile : screenWeb;
}

/** Rules that follow from the application type and the platforms of the stack. */
export function buildApplicationSection(ctx: GenerationContext): Section {
  const t = stringsFor(ctx.language);
  const { language } = ctx;
  const rules =
    ctx.applicationType === "Frontend"
      ? screenRules(ctx)[language]
      : ctx.applicationType === "Backend"
        ? service[language]
        : [...boundary[language], screenRules(ctx)[language][0]!];
  return createSection(
    "application",
    t.headings.application[ctx.applicationType],
    { rules },
    TRIM.application,
  );
}
