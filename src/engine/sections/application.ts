import type { ApplicationType } from "#contract/wizard";
import { stringsFor } from "../i18n";
import type { GenerationContext, Localized, Section } from "../types";
import { createSection, TRIM } from "./section";

const rules: Readonly<Record<ApplicationType, Localized<readonly string[]>>> = {
  Frontend: {
    en: [
      "Keep components focused on presentation; move data fetching, state logic and side effects into dedicated hooks, services or stores.",
      "Make every interactive element accessible: semantic elements, labels, keyboard and focus support, sufficient contrast (WCAG 2.2 AA).",
      "Handle loading, empty and error states explicitly in every view that waits for data.",
      "Design mobile-first with fluid layouts, and check small screens before large ones.",
      "Keep bundles lean: lazy-load routes and heavy components, and never import a whole library for one function.",
      "Keep user-facing text out of logic so it can be translated.",
    ],
    de: [
      "Halte Komponenten auf die Darstellung fokussiert; verlagere Datenabruf, Zustandslogik und Seiteneffekte in eigene Hooks, Services oder Stores.",
      "Mach jedes interaktive Element barrierefrei: semantische Elemente, Beschriftungen, Bedienung per Tastatur und Fokus, ausreichender Kontrast (WCAG 2.2 AA).",
      "Behandle Lade-, Leer- und Fehlerzustände ausdrücklich in jeder Ansicht, die auf Daten wartet.",
      "Entwirf Mobile-first mit flexiblen Layouts und prüfe kleine Bildschirme vor großen.",
      "Halte Bundles schlank: Lade Routen und schwere Komponenten lazy und importiere nie eine ganze Bibliothek für eine einzige Funktion.",
      "Halte sichtbare Texte aus der Logik heraus, damit sie sich übersetzen lassen.",
    ],
  },
  Backend: {
    en: [
      "Keep request handlers thin: parse and validate input, call a service, map the result to a response.",
      "Define request and response schemas explicitly, and never break a published API contract without versioning it.",
      "Return consistent error responses with stable error codes and the correct HTTP status.",
      "Wrap multi-step writes in a transaction, and make operations that may be retried idempotent.",
      "Change the database schema only through migrations, and never edit a migration that has already run.",
      "Paginate list endpoints and index the columns you filter and sort by.",
      "Log structured events with a request ID; never log secrets or personal data.",
    ],
    de: [
      "Halte Request-Handler schlank: Eingabe parsen und validieren, einen Service aufrufen, das Ergebnis in eine Antwort übersetzen.",
      "Definiere Request- und Response-Schemas explizit und brich nie einen veröffentlichten API-Vertrag, ohne eine neue Version einzuführen.",
      "Liefere einheitliche Fehlerantworten mit stabilen Fehlercodes und dem passenden HTTP-Status.",
      "Kapsle mehrstufige Schreibvorgänge in eine Transaktion und mach Operationen, die wiederholt werden können, idempotent.",
      "Ändere das Datenbankschema nur über Migrationen und bearbeite nie eine Migration, die bereits gelaufen ist.",
      "Paginiere Listen-Endpunkte und indexiere die Spalten, nach denen du filterst und sortierst.",
      "Logge strukturierte Ereignisse mit Request-ID; logge nie Geheimnisse oder personenbezogene Daten.",
    ],
  },
  Fullstack: {
    en: [
      "Define shared types and validation schemas once (a contract module or OpenAPI) and use them on both client and server.",
      "Keep a hard boundary: the client reaches data only through the API, never directly through the database.",
      "Validate on the client for a good experience and again on the server for safety.",
      "Build features as vertical slices: schema, API, UI and tests in one coherent change.",
      "Keep server and client configuration apart; only variables explicitly marked public may reach the browser.",
      "Handle loading, empty and error states for every API call in the UI, and turn server errors into helpful messages.",
    ],
    de: [
      "Definiere gemeinsame Typen und Validierungsschemas einmal (Contract-Modul oder OpenAPI) und nutze sie auf Client und Server.",
      "Zieh eine klare Grenze: Der Client erreicht Daten nur über die API, nie direkt über die Datenbank.",
      "Validiere auf dem Client für eine gute Nutzererfahrung und auf dem Server noch einmal für die Sicherheit.",
      "Baue Features als vertikale Scheiben: Schema, API, Oberfläche und Tests in einer zusammenhängenden Änderung.",
      "Trenne Server- und Client-Konfiguration; nur ausdrücklich als öffentlich markierte Variablen dürfen in den Browser gelangen.",
      "Behandle in der Oberfläche für jeden API-Aufruf Lade-, Leer- und Fehlerzustände und übersetze Serverfehler in hilfreiche Meldungen.",
    ],
  },
};

/** Rules that follow from the application type. */
export function buildApplicationSection(ctx: GenerationContext): Section {
  const t = stringsFor(ctx.language);
  return createSection(
    "application",
    t.headings.application[ctx.applicationType],
    { rules: rules[ctx.applicationType][ctx.language] },
    TRIM.application,
  );
}
