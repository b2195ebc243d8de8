/**
 * Packs about the data a project holds. Deletion beside record-keeping duties: GDPR Art. 17(3)(b)
 * and Art. 18 (eur-lex.europa.eu/eli/reg/2016/679/oj), § 630f (3) BGB (patient files, 10 years),
 * § 147 (3) AO as of 2025 (invoices and other booking vouchers 8 years, books 10 years).
 */
import type { RulePack } from "../types";

export const multiTenant: RulePack = {
  id: "multi-tenant",
  critical: true,
  rules: {
    en: [
      "Scope every query by the tenant id from the authenticated session, never from a request parameter; a missing tenant filter is a data leak.",
      "Put the tenant id on every tenant-owned table, lead composite indexes with it, and add row-level security where the database supports it.",
      "Include the tenant in cache keys, file paths, queue payloads and search indexes.",
      "Test every endpoint with a second tenant: another tenant's ids must return 404.",
    ],
    de: [
      "Filtere jede Abfrage nach der Mandanten-ID aus der authentifizierten Sitzung, nie aus einem Request-Parameter; ein fehlender Mandantenfilter ist ein Datenleck.",
      "Gib jeder mandantenbezogenen Tabelle die Mandanten-ID, beginne zusammengesetzte Indizes damit und nutze Row-Level-Security, wo die Datenbank sie kann.",
      "Nimm den Mandanten in Cache-Keys, Dateipfade, Queue-Payloads und Suchindizes auf.",
      "Teste jeden Endpunkt mit einem zweiten Mandanten: IDs eines anderen Mandanten müssen 404 liefern.",
    ],
  },
};

export const personalData: RulePack = {
  id: "personal-data",
  critical: true,
  rules: {
    en: [
      "Never put personal data (names, e-mails, addresses, IPs, tokens) in logs, analytics events or error reports; log ids instead.",
      "Collect only the fields a feature needs, and record purpose and retention period for each.",
      "Support export and deletion of a person's data (GDPR Art. 15 and 17), including data held by processors.",
      "Encrypt personal data in transit and at rest, and restrict and audit access to it by role.",
    ],
    de: [
      "Schreib nie personenbezogene Daten (Namen, E-Mails, Adressen, IPs, Tokens) in Logs, Analytics-Events oder Fehlerberichte; logge IDs.",
      "Erhebe nur die Felder, die ein Feature braucht, und halte für jedes Zweck und Aufbewahrungsfrist fest.",
      "Ermögliche Export und Löschung der Daten einer Person (DSGVO Art. 15 und 17), auch bei Auftragsverarbeitern.",
      "Verschlüssle personenbezogene Daten bei Übertragung und Speicherung und beschränke und protokolliere den Zugriff nach Rollen.",
    ],
  },
  variants: [
    {
      when: "record-keeping",
      replaces: [
        {
          index: 2,
          rule: {
            en: "Support export and deletion of a person's data (GDPR Art. 15 and 17), including data held by processors; what a law obliges you to keep (in Germany, e.g., patient files 10 years after the treatment under § 630f BGB, invoices 8 and account books 10 years under § 147 AO) is not deleted but restricted (Art. 17(3)(b), Art. 18): kept out of every other use until its period ends, then deleted, and the answer to the request says what was kept and why.",
            de: "Ermögliche Export und Löschung der Daten einer Person (DSGVO Art. 15 und 17), auch bei Auftragsverarbeitern; was ein Gesetz aufzubewahren verlangt (etwa Patientenakten 10 Jahre nach der Behandlung nach § 630f BGB, Rechnungen 8 und Handelsbücher 10 Jahre nach § 147 AO), wird nicht gelöscht, sondern gesperrt (Art. 17 Abs. 3 lit. b, Art. 18): von jeder anderen Nutzung ausgenommen, bis die Frist endet, dann gelöscht, und die Antwort auf den Antrag sagt, was aufbewahrt wurde und warum.",
          },
        },
      ],
    },
  ],
};

export const health: RulePack = {
  id: "health",
  critical: true,
  rules: {
    en: [
      "Treat health data as PHI / special-category data: never in logs, URLs, push notifications, analytics or e-mail bodies.",
      "Write an append-only audit trail of who read or changed each health record.",
      "Send health data only to processors under a BAA or data-processing agreement, never to third-party scripts or unvetted APIs (including LLMs).",
      "Time out idle sessions and ask for re-authentication before sensitive views.",
    ],
    de: [
      "Behandle Gesundheitsdaten als besondere Kategorie (PHI): nie in Logs, URLs, Push-Nachrichten, Analytics oder E-Mail-Texten.",
      "Schreib ein nur anhängendes Audit-Log, wer welchen Gesundheitsdatensatz gelesen oder geändert hat.",
      "Gib Gesundheitsdaten nur an Auftragsverarbeiter mit AVV bzw. BAA weiter, nie an Drittanbieter-Skripte oder ungeprüfte APIs (auch keine LLMs).",
      "Beende inaktive Sitzungen und verlange vor sensiblen Ansichten eine erneute Anmeldung.",
    ],
  },
};

export const analytics: RulePack = {
  id: "analytics",
  rules: {
    en: [
      "Define events once in a documented schema (`object_action` names, typed properties) and version it.",
      "Load tracking only after consent where the law requires it (GDPR, ePrivacy).",
      "Run heavy reports on replicas or pre-aggregated tables, never on the primary during a request.",
      "Keep the query behind every chart in the repository so each number can be reproduced.",
    ],
    de: [
      "Definiere Events einmal in einem dokumentierten Schema (Namen als `objekt_aktion`, typisierte Eigenschaften) und versioniere es.",
      "Lade Tracking erst nach Einwilligung, wo das Recht es verlangt (DSGVO, ePrivacy).",
      "Lass schwere Auswertungen auf Replikaten oder voraggregierten Tabellen laufen, nie während eines Requests auf der Primärdatenbank.",
      "Leg die Abfrage hinter jedem Diagramm im Repository ab, damit sich jede Zahl nachvollziehen lässt.",
    ],
  },
};

export const search: RulePack = {
  id: "search",
  rules: {
    en: [
      "Search with a full-text index or a search engine, never `LIKE '%term%'` over large tables.",
      "Update the index from the write path or change events, and keep a command that rebuilds it.",
      "Apply the same authorisation filters to search results as to direct reads.",
      "Debounce search-as-you-type and paginate results with cursors.",
    ],
    de: [
      "Suche über einen Volltextindex oder eine Suchmaschine, nie mit `LIKE '%begriff%'` über große Tabellen.",
      "Aktualisiere den Index aus dem Schreibpfad oder aus Change-Events und halte einen Befehl bereit, der ihn neu aufbaut.",
      "Wende auf Suchergebnisse dieselben Berechtigungsfilter an wie auf direkte Lesezugriffe.",
      "Entprelle die Suche beim Tippen und paginiere Ergebnisse mit Cursorn.",
    ],
  },
};

export const uploads: RulePack = {
  id: "uploads",
  critical: true,
  rules: {
    en: [
      "Validate uploads on the server by size and sniffed content type, not by file name or client MIME type, and store them under generated names outside the web root.",
      "Upload large files straight to object storage with short-lived pre-signed URLs.",
      "Serve user files from a separate domain or with `Content-Disposition: attachment`, and strip metadata such as EXIF from images.",
    ],
    de: [
      "Prüfe Uploads auf dem Server nach Größe und erkanntem Inhaltstyp, nicht nach Dateiname oder MIME-Typ des Clients, und speichere sie unter generierten Namen außerhalb des Web-Roots.",
      "Lade große Dateien mit kurzlebigen, vorsignierten URLs direkt in den Object Storage.",
      "Liefere Nutzerdateien von einer eigenen Domain oder mit `Content-Disposition: attachment` aus und entferne Metadaten wie EXIF aus Bildern.",
    ],
  },
};
