import { stringsFor } from "../i18n";
import { joinList } from "../names";
import { managerOf, toolchainsOf } from "../toolchains";
import type { GenerationContext, Localized, Section } from "../types";
import { createSection, TRIM } from "./section";

const secrets: Localized<string> = {
  en: "Never hard-code secrets, tokens or credentials; read them from environment variables or a secret store, and never log them.",
  de: "Schreib nie Geheimnisse, Tokens oder Zugangsdaten in den Code; lies sie aus Umgebungsvariablen oder einem Secret Store und logge sie nie.",
};

const web: Localized<readonly string[]> = {
  en: [
    "Treat everything shipped to the browser as public: no secrets in the bundle, and enforce authorisation on the server, never only in the UI.",
    "Never render untrusted HTML; if rich text is unavoidable, sanitise it first (e.g. with DOMPurify).",
  ],
  de: [
    "Alles, was an den Browser geht, ist öffentlich: keine Geheimnisse im Bundle, und Berechtigungen werden auf dem Server geprüft, nie nur in der Oberfläche.",
    "Rendere nie ungeprüftes HTML; ist Rich Text unvermeidbar, bereinige ihn vorher (etwa mit DOMPurify).",
  ],
};

const mobile: Localized<readonly string[]> = {
  en: [
    "Anything inside the app binary is public: no secrets or private API keys in the app, and enforce authorisation on the server.",
  ],
  de: [
    "Alles im App-Binary ist öffentlich: keine Geheimnisse oder privaten API-Keys in der App, und Berechtigungen werden auf dem Server geprüft.",
  ],
};

const server: Localized<readonly string[]> = {
  en: [
    "Validate every request at the boundary, build SQL only with parameters or the ORM, and check authorisation per object on every endpoint, not just sign-in.",
  ],
  de: [
    "Validiere jeden Request an der Systemgrenze, baue SQL nur mit Parametern oder dem ORM und prüfe auf jedem Endpunkt die Berechtigung pro Objekt, nicht nur die Anmeldung.",
  ],
};

const audit: Localized<(tools: string) => string> = {
  en: (tools) => `Check new or upgraded dependencies for known vulnerabilities (${tools}).`,
  de: (tools) =>
    `Prüfe neue oder aktualisierte Abhängigkeiten auf bekannte Schwachstellen (${tools}).`,
};

/** Security basics plus the rules of the stack's platforms, with the stack's own audit tools. */
export function buildSecuritySection(ctx: GenerationContext): Section {
  const { language, platforms } = ctx;
  const t = stringsFor(language);
  const audits = [
    ...new Set(
      toolchainsOf(ctx).flatMap((toolchain) =>
        toolchain.audit ? [toolchain.audit.replace("{manager}", managerOf(toolchain, ctx))] : [],
      ),
    ),
  ];
  const rules = [
    secrets[language],
    ...(platforms.has("web") || platforms.has("desktop") ? web[language] : []),
    ...(platforms.has("mobile") ? mobile[language] : []),
    ...(platforms.has("server") ? server[language] : []),
    ...(audits.length > 0 ? [audit[language](joinList(audits, t.and))] : []),
  ];
  return {
    ...createSection("security", t.headings.security, { rules }, TRIM.security),
    critical: [secrets[language]],
  };
}
