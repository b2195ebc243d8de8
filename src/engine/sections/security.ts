import type { ApplicationType } from "#contract/wizard";
import { stringsFor } from "../i18n";
import type { GenerationContext, Localized, Section } from "../types";
import { createSection, TRIM } from "./section";

const base: Localized<readonly string[]> = {
  en: [
    "Never hard-code secrets, tokens or credentials; read them from environment variables or a secret store, and never log them.",
    "Validate all external input at the boundary (request bodies, query strings, headers, files, webhooks) and reject what doesn't match.",
  ],
  de: [
    "Schreib niemals Geheimnisse, Tokens oder Zugangsdaten in den Code; lies sie aus Umgebungsvariablen oder einem Secret Store und logge sie nie.",
    "Validiere alle externen Eingaben an der Systemgrenze (Request-Bodys, Query-Strings, Header, Dateien, Webhooks) und weise ab, was nicht passt.",
  ],
};

const client: Localized<readonly [string, string]> = {
  en: [
    "Treat everything shipped to the client as public: no secrets in the bundle, and enforce authorisation on the server, never only in the UI.",
    "Never render untrusted HTML; if rich text is unavoidable, sanitise it first (e.g. with DOMPurify).",
  ],
  de: [
    "Alles, was an den Client geht, ist öffentlich: keine Geheimnisse im Bundle, und Berechtigungen werden auf dem Server geprüft, nie nur in der Oberfläche.",
    "Rendere nie ungeprüftes HTML; ist Rich Text unvermeidbar, bereinige ihn vorher (etwa mit DOMPurify).",
  ],
};

const server: Localized<readonly [string, string, string]> = {
  en: [
    "Use parameterised queries or the ORM's query builder; never build SQL by concatenating strings.",
    "Check authorisation on every endpoint for the specific resource (object level), not just whether the user is signed in.",
    "Return generic error messages to clients and keep stack traces and internals in the server logs.",
  ],
  de: [
    "Nutze parametrisierte Abfragen oder den Query Builder des ORM; baue SQL nie per String-Verkettung zusammen.",
    "Prüfe auf jedem Endpunkt die Berechtigung für die konkrete Ressource (Objektebene), nicht nur, ob jemand angemeldet ist.",
    "Gib Clients nur allgemeine Fehlermeldungen zurück; Stacktraces und Interna gehören in die Server-Logs.",
  ],
};

const dependencies: Localized<string> = {
  en: "Keep dependencies few and maintained, and check new or upgraded packages for known vulnerabilities (npm audit, pip-audit, composer audit, bundler-audit).",
  de: "Halte Abhängigkeiten gering und gepflegt und prüfe neue oder aktualisierte Pakete auf bekannte Schwachstellen (npm audit, pip-audit, composer audit, bundler-audit).",
};

function specific(applicationType: ApplicationType, language: GenerationContext["language"]) {
  const [bundle, html] = client[language];
  const [sql, authz, errors] = server[language];
  if (applicationType === "Frontend") return [bundle, html];
  if (applicationType === "Backend") return [sql, authz, errors];
  return [bundle, sql, authz, html, errors];
}

/** Security basics plus what matters for the application type. */
export function buildSecuritySection(ctx: GenerationContext): Section {
  return createSection(
    "security",
    stringsFor(ctx.language).headings.security,
    {
      rules: [
        ...base[ctx.language],
        ...specific(ctx.applicationType, ctx.language),
        dependencies[ctx.language],
      ],
    },
    TRIM.security,
  );
}
