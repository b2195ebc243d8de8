import { frameworkNames, type Language, type WizardForm } from "#contract/wizard";
import type { ProjectFacts } from "#contract/project-facts";
import { describe, expect, it } from "vitest";
import { generateRule } from "../index";
import { applyFacts } from "../project/index";
import { createProjectFacts } from "../project/testing/facts";
import { createForm } from "../testing/forms";
import { packById, packRules } from "./index";
import { stripeWebhookIdioms } from "./stripe-idioms";
import { packVariantsOf } from "./variants";

const variants = (text: string, more: { libraries?: string[]; language?: Language } = {}) =>
  [
    ...packVariantsOf({
      text,
      libraries: more.libraries ?? [],
      packs: ["payments", "auth"],
      language: more.language ?? "en",
    }),
  ].sort();

const content = (form: Partial<WizardForm>, language: Language = "en") =>
  generateRule({ form: createForm({ aiModel: "Claude", ...form }), language })
    .files.map((file) => file.content)
    .join("\n");

const importedContent = (facts: Partial<ProjectFacts>, form: Partial<WizardForm> = {}) =>
  generateRule({
    form: applyFacts(
      createForm({ aiModel: "Claude", frameworks: [], ...form }),
      createProjectFacts({ origin: { kind: "files" }, ...facts }),
    ),
    language: "en",
  })
    .files.map((file) => file.content)
    .join("\n");

describe("reading a project's variants", () => {
  it("reads bank debits, and cards beside them or not", () => {
    expect(variants("Members pay their fee by SEPA direct debit.")).toEqual([
      "bank-debits",
      "bank-debits-only",
    ]);
    expect(variants("Kunden zahlen per SEPA-Lastschrift.", { language: "de" })).toEqual([
      "bank-debits",
      "bank-debits-only",
    ]);
    expect(variants("Customers pay by credit card or SEPA direct debit, in the US.")).toEqual([
      "bank-debits",
    ]);
    // A negated card mention is no card.
    expect(variants("We don't take card payments; members pay by direct debit.")).toEqual([
      "bank-debits",
      "bank-debits-only",
    ]);
    // A negated debit is no debit.
    expect(variants("No SEPA: customers in France pay by credit card.")).toEqual(["cards-in-eea"]);
  });

  it("reads cards in the EEA from the words, the language or Stripe", () => {
    expect(variants("A shop in Germany; customers pay by credit card.")).toEqual(["cards-in-eea"]);
    expect(variants("A US shop; customers pay by credit card.")).toEqual([]);
    expect(variants("Ein Laden, Kunden zahlen mit Karte.", { language: "de" })).toEqual([
      "cards-in-eea",
    ]);
    expect(variants("Subscriptions for teams.", { libraries: ["Stripe"], language: "de" })).toEqual(
      ["cards-in-eea"],
    );
    expect(variants("Card payments must pass 3-D Secure.")).toEqual(["cards-in-eea"]);
    // Flash cards are no card payments.
    expect(variants("Lernkarten für Schüler, Abo per Lastschrift.", { language: "de" })).toEqual([
      "bank-debits",
      "bank-debits-only",
    ]);
  });

  it("reads sign-in through an identity provider, with own passwords or without", () => {
    expect(variants("Staff sign in with Entra ID single sign-on.")).toEqual(["sso", "sso-only"]);
    expect(variants("Staff use SSO via Okta; partners register with e-mail and password.")).toEqual(
      ["sso"],
    );
    // A library alone may sit beside the app's own accounts (BookStack: SAML and passwords).
    expect(variants("An internal dashboard.", { libraries: ["MSAL"] })).toEqual(["sso"]);
    expect(variants("Staff sign in with SSO.", { libraries: ["SAML", "Devise"] })).toEqual(["sso"]);
    expect(variants("We looked at Okta and Auth0 but built our own password login.")).toEqual([]);
  });

  it("reads record-keeping where personal data meets a duty to keep records", () => {
    const keeping = (text: string, packs: Parameters<typeof packVariantsOf>[0]["packs"]) =>
      packVariantsOf({ text, libraries: [], packs, language: "de" }).has("record-keeping");
    expect(keeping("Praxissoftware, DSGVO Art. 17.", ["personal-data", "health"])).toBe(true);
    expect(keeping("Kundendaten und Rechnungen nach DSGVO.", ["personal-data"])).toBe(true);
    expect(keeping("Ein Newsletter nach DSGVO.", ["personal-data"])).toBe(false);
    expect(keeping("Praxissoftware.", ["health"])).toBe(false);
  });
});

describe("a pack's rules for a variant", () => {
  const web = { platforms: new Set(["web"] as const) };

  it("drops, rewrites and adds in place, and adds nothing when a file alone shows the tool", () => {
    const auth = packById("auth");
    const general = packRules(auth, "en", web);
    const ssoOnly = packRules(auth, "en", { ...web, variants: new Set(["sso", "sso-only"]) });
    expect(ssoOnly[0]).toMatch(/^Leave sign-in to the identity provider/);
    expect(ssoOnly.join("\n")).not.toMatch(/Argon2id|reset and verification tokens/);
    expect(ssoOnly).toContain(general[2]);
    expect(ssoOnly.some((rule) => rule.includes("PKCE"))).toBe(true);
    expect(ssoOnly.at(-1)).toBe(general.at(-1)); // the platform's rule stays last
    expect(
      packRules(packById("payments"), "en", {
        ...web,
        onlyPresent: true,
        variants: new Set(["bank-debits"]),
      }).join("\n"),
    ).not.toContain("mandate");
  });

  it("writes every variant in both languages, rule for rule", () => {
    for (const id of ["payments", "stripe", "auth", "personal-data"] as const) {
      for (const variant of packById(id).variants ?? []) {
        expect(variant.adds?.en.length, `${id} ${variant.when}`).toBe(variant.adds?.de.length);
        for (const replace of variant.replaces ?? []) {
          expect(replace.rule.en && replace.rule.de, `${id} ${variant.when}`).toBeTruthy();
          expect(packById(id).rules.en[replace.index]).toBeDefined();
        }
      }
    }
  });
});

describe("payments in the stack's idiom and the variant's", () => {
  it("gives a Laravel project paid by SEPA Cashier's webhook, async events, and no Node API or card rule", () => {
    for (const language of ["en", "de"] as const) {
      const rule = content(
        {
          applicationType: "Backend",
          frameworks: ["Laravel"],
          projectDescription:
            language === "en"
              ? "Club software: members pay their yearly fee by SEPA direct debit through Stripe."
              : "Vereinssoftware: Mitglieder zahlen den Jahresbeitrag per SEPA-Lastschrift über Stripe.",
        },
        language,
      );
      expect(rule).toContain("`/stripe/webhook`");
      expect(rule).toContain("\\Stripe\\Webhook::constructEvent($request->getContent()");
      expect(rule).toContain("checkout.session.async_payment_succeeded");
      expect(rule).toMatch(/8 (?:weeks|Wochen)/);
      expect(rule).not.toMatch(/stripe\.webhooks|express|body parser|Body-Parser|CVC/i);
      expect(rule).not.toMatch(/3-D Secure/);
    }
  });

  it("gives Next.js route handlers `await request.text()` and no body parser", () => {
    const rule = importedContent({
      frameworks: [{ name: "Next.js", version: "16.1.0", source: "package-lock.json" }],
      libraries: [{ name: "Stripe", version: "19.1.0", source: "package-lock.json" }],
    });
    expect(rule).toContain("`await request.text()`");
    expect(rule).not.toMatch(/body parser|express\.(raw|json)/i);
  });

  it.each(stripeWebhookIdioms.flatMap((idiom) => idiom.frameworks))(
    "writes the webhook rule for %s in its own idiom only",
    (framework) => {
      expect(frameworkNames as readonly string[]).toContain(framework);
      const idiom = stripeWebhookIdioms.find((candidate) =>
        candidate.frameworks.includes(framework),
      )!;
      const rule = content({
        applicationType: "Fullstack",
        frameworks: [framework as WizardForm["frameworks"][number]],
        projectDescription: "Customers subscribe through Stripe Checkout.",
      });
      expect(rule).toContain(idiom.rule.en);
      for (const other of stripeWebhookIdioms) {
        if (other !== idiom) expect(rule).not.toContain(other.rule.en);
      }
      expect(rule).not.toContain(packById("stripe").rules.en[0]);
    },
  );

  it("keeps the general webhook rule where no framework says how", () => {
    const rule = content({
      frameworks: ["React"],
      projectDescription: "Payments go through Stripe.",
    });
    expect(rule).toContain(packById("stripe").rules.en[0]);
  });

  it("asks for Strong Customer Authentication only for cards in the EEA", () => {
    const sca = /Strong Customer Authentication/;
    expect(
      content({
        projectDescription: "A shop in Austria; customers pay by credit card via Stripe.",
      }),
    ).toMatch(sca);
    expect(
      content({ projectDescription: "A shop in Ohio; customers pay by credit card via Stripe." }),
    ).not.toMatch(sca);
    const both = content({
      projectDescription: "A shop in Spain; customers pay by credit card or SEPA direct debit.",
    });
    expect(both).toMatch(sca);
    expect(both).toContain("card numbers or CVCs");
    expect(both).toContain("mandate");
  });
});

describe("sign-in through an identity provider", () => {
  it("writes no password rules for an Entra ID front end", () => {
    const rule = content({
      frameworks: ["React", "TypeScript"],
      projectDescription: "Internal staff portal; employees sign in with Entra ID single sign-on.",
    });
    expect(rule).toContain("`oid` with `tid`");
    expect(rule).not.toMatch(/Argon2id|bcrypt|password reset/i);
  });

  it("keeps password rules when the app has its own accounts too", () => {
    const rule = content({
      projectDescription:
        "Staff sign in with SSO through Okta; customers register with e-mail and password.",
    });
    expect(rule).toContain("PKCE");
    expect(rule).toContain("Argon2id");
  });

  it("marks the rewritten first rule when a library backs the pack", () => {
    const rule = importedContent(
      {
        frameworks: [{ name: "React", version: "19.1.0", source: "package-lock.json" }],
        libraries: [{ name: "MSAL", version: "4.12.0", source: "package-lock.json" }],
      },
      { projectDescription: "Staff portal; employees sign in with Entra ID." },
    );
    expect(rule).toMatch(/IMPORTANT: Leave sign-in to the identity provider/);
    expect(rule).not.toContain("Argon2id");
  });
});

describe("deletion beside record-keeping", () => {
  it("names the retention duty for a therapy practice's GDPR deletion", () => {
    const rule = content(
      {
        projectDescription:
          "Praxissoftware für eine Psychotherapiepraxis: Termine, Behandlungsnotizen und Löschung nach DSGVO Art. 17.",
      },
      "de",
    );
    expect(rule).toContain("§ 630f BGB");
    expect(rule).toContain("gesperrt");
  });

  it("keeps the plain deletion rule where no record must be kept", () => {
    const rule = content({
      projectDescription: "A newsletter tool; subscribers' data under GDPR.",
    });
    expect(rule).toContain(packById("personal-data").rules.en[2]);
    expect(rule).not.toContain("§ 630f");
  });
});

describe("a datastore's idioms", () => {
  it("writes balances, stock and bookings for Firestore without SQL", () => {
    const rule = content({
      projectDescription:
        "A shop and wallet app on Firestore: customers book pickup slots, pay from their wallet balance, and stock is tracked per item.",
    });
    expect(rule).toContain("`runTransaction`");
    expect(rule).toContain("`FieldValue.increment()`");
    expect(rule).toContain("Admin SDK's `create()`");
    expect(rule).not.toMatch(/FOR UPDATE|UPDATE … SET stock|exclusion constraint/);
  });

  it("writes them for MongoDB with guarded atomic updates and a unique index", () => {
    const rule = content(
      {
        projectDescription:
          "Ein Onlineshop mit Lagerbestand und Guthabenkonto, Kunden buchen Abholtermine, Daten in MongoDB.",
      },
      "de",
    );
    expect(rule).toContain("$inc: { stock: -n }");
    expect(rule).toContain("$inc: { balance: -amount }");
    expect(rule).toContain("(11000)");
    expect(rule).not.toMatch(/FOR UPDATE|UPDATE … SET stock/);
  });

  it("keeps the SQL rules where no document store is chosen", () => {
    const rule = content({
      projectDescription: "A shop with stock per item and wallet balances on PostgreSQL.",
    });
    expect(rule).toContain("UPDATE … SET stock = stock - n WHERE stock >= n");
    expect(rule).toContain("SELECT … FOR UPDATE");
  });
});
