import { languages } from "#contract/wizard";
import { describe, expect, it } from "vitest";
import { matchPacks, packRules, rulePacks } from "./index";

/** One English and one German sentence per pack that a visitor might write. */
const examples: Readonly<Record<string, readonly [string, string]>> = {
  money: ["A neobank with multi-currency balances.", "Buchhaltung für Vereine mit Guthaben."],
  payments: ["Customers pay by Stripe Checkout.", "Kunden bezahlen per Abonnement."],
  commerce: ["An online store with a cart and inventory.", "Ein Onlineshop mit Warenkorb."],
  booking: ["Members book classes at yoga studios.", "Patienten buchen Termine online."],
  "multi-tenant": ["A multi-tenant B2B SaaS.", "Eine mandantenfähige Plattform."],
  "personal-data": ["We store customer data under GDPR.", "Personenbezogene Daten nach DSGVO."],
  health: ["A portal for patients and clinics.", "Software für Arztpraxen."],
  analytics: ["A dashboard with KPIs for sales.", "Auswertungen und Statistiken für Filialen."],
  search: ["Full-text search over contracts.", "Volltextsuche über Verträge."],
  uploads: ["Users upload PDFs and avatars.", "Nutzer laden Dateien hoch."],
  webhooks: ["We receive webhooks from GitHub.", "Wir empfangen Webhooks von Shopify."],
  auth: ["Sign up with password and 2FA.", "Anmeldung mit Passwort."],
  realtime: ["Real-time chat between drivers.", "Kollaboratives Bearbeiten in Echtzeit."],
  offline: ["Works offline and syncs later.", "Die App funktioniert offline."],
  accessibility: ["Must meet WCAG 2.2 AA.", "Die Seite muss barrierefrei sein."],
  i18n: ["A multilingual portal.", "Eine mehrsprachige Website."],
  "background-jobs": ["CSV imports run in a queue.", "Exporte laufen im Hintergrund."],
  notifications: ["We send e-mails and SMS reminders.", "Benachrichtigungen per E-Mail."],
  "ai-features": ["A chatbot built on an LLM.", "Ein KI-Assistent für Support."],
  "public-api": ["A public API for partners.", "Eine öffentliche API für Händler."],
  supabase: ["Built on Supabase.", "Die Daten liegen in Supabase."],
  firebase: ["Data lives in Firestore.", "Wir nutzen Firebase."],
  stripe: ["Cards go through Stripe.", "Zahlungen über Stripe."],
  prisma: ["Prisma talks to Postgres.", "Mit Prisma als ORM."],
  drizzle: ["Drizzle ORM on SQLite.", "Drizzle als ORM."],
  mongodb: ["Stored in MongoDB.", "Die Daten liegen in MongoDB."],
  redis: ["Sessions cached in Redis.", "Cache in Redis."],
  celery: ["Celery runs the exports.", "Celery erledigt die Exporte."],
  sidekiq: ["Sidekiq sends the mails.", "Sidekiq verschickt die Mails."],
  bullmq: ["Jobs run on BullMQ.", "Jobs laufen über BullMQ."],
  "object-storage": ["Files live in an S3 bucket.", "Dateien liegen im Object Storage."],
  authjs: ["Sign-in with Auth.js.", "Anmeldung mit NextAuth."],
  clerk: ["Users sign in with Clerk.", "Login über Clerk."],
  "better-auth": ["Auth by Better Auth.", "Anmeldung mit better-auth."],
  trpc: ["The API is tRPC.", "Die API nutzt tRPC."],
  graphql: ["A GraphQL gateway.", "Eine GraphQL-Schnittstelle."],
  docker: ["Shipped as a Docker image.", "Läuft in Docker."],
  kubernetes: ["Runs on Kubernetes.", "Betrieb auf k8s."],
  terraform: ["Provisioned with Terraform.", "Infrastruktur mit Terraform."],
  serverless: ["Deployed to AWS Lambda.", "Läuft serverless."],
  observability: ["Errors go to Sentry.", "Tracing mit OpenTelemetry."],
};

describe("rule packs", () => {
  it("has at least 40 packs, each with an example in both languages", () => {
    expect(rulePacks.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(examples).sort()).toEqual(rulePacks.map((pack) => pack.id).sort());
  });

  it.each(Object.entries(examples))("%s is triggered in English and German", (id, sentences) => {
    for (const sentence of sentences) {
      expect(
        matchPacks(sentence).map((pack) => pack.id),
        sentence,
      ).toContain(id);
    }
  });

  it("leaves a plain description alone", () => {
    expect(matchPacks("A recipe site where people browse dishes by season.")).toEqual([]);
    expect(matchPacks("Ein Blog über Gartenarbeit.")).toEqual([]);
  });

  it("does not read a plain dashboard as analytics", () => {
    // Almost every app has a dashboard; only KPIs, metrics, charts or reports call for the pack.
    const ids = (text: string) => matchPacks(text).map((pack) => pack.id);
    expect(ids("A dashboard where members see their upcoming classes.")).not.toContain("analytics");
    expect(ids("Ein Dashboard mit den eigenen Buchungen.")).not.toContain("analytics");
    expect(ids("A dashboard with KPIs for sales.")).toContain("analytics");
  });

  it("matches at word starts only", () => {
    expect(matchPacks("an asynchronous toolkit").map((p) => p.id)).not.toContain("offline");
    expect(matchPacks("chatbot").map((p) => p.id)).not.toContain("realtime");
  });

  it("has translated rules of equal count and platform rules for known platforms", () => {
    for (const pack of rulePacks) {
      expect(pack.rules.de.length, pack.id).toBe(pack.rules.en.length);
      expect(pack.rules.en.length, pack.id).toBeGreaterThanOrEqual(1);
      for (const language of languages) {
        for (const rule of pack.rules[language]) expect(rule).toMatch(/[.!)`]$/);
      }
      for (const rules of Object.values(pack.platformRules ?? {})) {
        expect(rules.de.length).toBe(rules.en.length);
      }
    }
  });

  it("does not read what a negated clause says is absent (docs/product/rule-packs.md)", () => {
    const ids = (text: string) => matchPacks(text).map((pack) => pack.id);
    expect(
      ids("Invoicing tool; payments are not handled here, clients pay outside."),
    ).not.toContain("payments");
    expect(ids("Vereins-App ohne Bezahlfunktion: Mitglieder sehen den Trainingsplan.")).toEqual([]);
    expect(ids("Kein Login, kein Tracking: ein Rechner im Browser.")).not.toContain("auth");
    expect(ids("A blog without comments or accounts.")).not.toContain("auth");
    expect(ids("Zahlungen werden hier nicht abgewickelt.")).not.toContain("payments");
    // The negation ends with its clause, and a term may mean it.
    expect(ids("No accounts, but customers pay by Stripe Checkout.")).toContain("payments");
    expect(ids("Forms filled in with no signal sync once back in coverage.")).toContain("offline");
    expect(ids("Members book classes; there must never be double-booked spots.")).toContain(
      "booking",
    );
    expect(ids("Not only payments but also invoices.")).toContain("payments");
    // An imperative states a rule; "no one else" and "kein anderer" guard what is there.
    expect(ids("Never store PHI in logs.")).toContain("health");
    expect(ids("No one else may see another tenant's data.")).toContain("multi-tenant");
    expect(ids("Kein anderer Mandant darf die Daten sehen.")).toContain("multi-tenant");
    // A negation reaches the few words it negates, not the rest of a long clause.
    expect(ids("The app has no backend and stores everything offline.")).toContain("offline");
    expect(ids("Customers don't need an account to book a table.")).toContain("booking");
  });

  it("does not read what was compared and not chosen (docs/product/rule-packs.md)", () => {
    const ids = (text: string) => matchPacks(text).map((pack) => pack.id);
    expect(ids("We evaluated Supabase and Firebase but went with plain Postgres.")).toEqual([]);
    expect(ids("We looked at Stripe but chose Mollie for payments.")).not.toContain("stripe");
    expect(ids("We looked at Stripe but chose Mollie for payments.")).toContain("payments");
    expect(ids("Supabase instead of Firebase for the data.")).toEqual(["supabase"]);
    expect(
      ids("Wir haben Stripe und PayPal verglichen, bieten aber nur Kauf auf Rechnung an."),
    ).not.toContain("stripe");
    expect(ids("Statt Firebase nutzen wir Supabase.")).toEqual(["supabase"]);
  });

  it("does not read a word in another field's sense (docs/product/rule-packs.md)", () => {
    const ids = (text: string) => matchPacks(text).map((pack) => pack.id);
    expect(ids("Explains RAID levels, stripe size and rebuild times.")).toEqual([]);
    expect(ids("Sets up sparse checkout for large monorepos.")).toEqual([]);
    expect(ids("Ansible playbooks with a dynamic inventory.")).toEqual([]);
    expect(ids("Landlords track each tenant's lease and rent.")).not.toContain("multi-tenant");
    expect(ids("A sprite editor with scaling and translation of layers.")).not.toContain("i18n");
    expect(ids("Software for a veterinary clinic.")).not.toContain("health");
    expect(ids("A multi-tenant SaaS for landlords.")).toContain("multi-tenant");
  });

  it("reads paraphrases and German compounds (docs/product/rule-packs.md)", () => {
    const ids = (text: string) => matchPacks(text).map((pack) => pack.id);
    expect(ids("Guests pay the booking fee by card.")).toContain("payments");
    expect(ids("A card reader at the counter.")).toContain("payments");
    expect(ids("Cash register with end-of-day reports.")).toContain("money");
    expect(ids("Shoppers add to their cart and pay.")).toContain("commerce");
    expect(ids("Works on spotty mobile coverage in the field.")).toContain("offline");
    expect(ids("Technicians snap photos of the meter.")).toContain("uploads");
    expect(ids("A daily digest goes out to every member.")).toContain("notifications");
    expect(ids("We verify the signature of each incoming call.")).toContain("webhooks");
    expect(ids("A consent manager for the shop's cookies.")).toContain("personal-data");
    expect(ids("Logs blood pressure and insulin.")).toContain("health");
    expect(ids("Der Bus erscheint live auf der Karte.")).toContain("realtime");
    expect(ids("Betriebskostenabrechnung und Kassenbuch.")).toContain("money");
  });

  it("adds platform rules only for the stack's platforms", () => {
    const auth = rulePacks.find((pack) => pack.id === "auth")!;
    expect(packRules(auth, "en", { platforms: new Set(["mobile"]) }).join(" ")).toContain(
      "Keychain",
    );
    expect(packRules(auth, "en", { platforms: new Set(["server"]) }).join(" ")).not.toContain(
      "Keychain",
    );
  });
});
