/**
 * The variants of a project that change what a pack's rules say (docs/product/rule-packs.md
 * "Variants"): read from the description and notes the way the pack choice reads them (a negated
 * or compared-away mention does not count) and from the project's libraries.
 *
 * - `bank-debits`: SEPA Direct Debit, ACH, Bacs, BECS — money arrives days later and can be taken
 *   back (docs.stripe.com/payments/sepa-debit, /payments/bank-debits); `bank-debits-only` when no
 *   card is named beside them, so no card rule is written.
 * - `cards-in-eea`: cards taken where PSD2's Strong Customer Authentication applies, the EEA and
 *   the UK (docs.stripe.com/strong-customer-authentication). A German description counts as a
 *   European project.
 * - `sso`: sign-in through an identity provider (Entra ID, Okta, Auth0, Keycloak, SAML/OIDC);
 *   `sso-only` when the words name it and no password, sign-up or registration of the app's own
 *   (nor a library for own accounts), so no password rule is written.
 * - `record-keeping`: personal data beside a duty to keep records — health records, invoices and
 *   bookkeeping — where a deletion request meets a retention period (GDPR Art. 17(3)(b), Art. 18).
 */
import type { Language } from "#contract/wizard";
import type { LibraryName } from "#contract/project-options";
import type { RulePackId } from "#contract/wizard-packs";
import { mentionsIn } from "../browser/packs/mentions";
import { anyOf } from "../browser/packs/term-pattern";
import type { PackVariantId } from "../types";

/** Terms in the signals' notation (`src/engine/browser/packs/signals/pack-signals.ts`). */
const TERMS = {
  bankDebits: [
    "sepa",
    "~lastschrift",
    "bankeinzug",
    "einzugsermächtigung",
    "direct debits?",
    "bank debits?",
    "ach (?:debits?|payments?|transfers?)",
    "bacs!",
    "becs!",
  ],
  cards: [
    "credit[- ]cards?",
    "debit[- ]cards?",
    "cards? (?:payments?|terminals?|readers?|details|numbers?|data|spending|on file)",
    "(?:by|with|per) (?:a |their |your )?(?:credit |debit )?card!",
    "visa!",
    "mastercard",
    "amex!",
    "apple pay",
    "google pay",
    "kreditkart",
    "~kartenzahlung",
    "~kartenterminal",
    "karten(?:daten|nummer|lesegerät)",
    "(?:per|mit) (?:der )?karte!",
    "girocard",
    "ec-karte",
  ],
  europe: [
    "eu!",
    "eea!",
    "ewr!",
    "europe",
    "europa",
    "europäisch",
    "gdpr",
    "dsgvo",
    "psd2",
    "germany",
    "deutschland",
    "austria",
    "österreich",
    "france",
    "spain",
    "italy",
    "netherlands",
    "niederlande",
    "united kingdom",
    "uk!",
    "britain",
    "euros?!",
    "eur!",
    "€",
    "£",
  ],
  strongAuthentication: [
    "sca!",
    "strong customer authentication",
    "3-?d ?secure",
    "3ds2?!",
    "starke kundenauthentifizierung",
  ],
  sso: [
    "sso!",
    "single sign-on",
    "entra(?: id)?!",
    "azure (?:ad|active directory)",
    "active directory",
    "okta!",
    "auth0",
    "keycloak",
    "saml",
    "oidc",
    "openid connect",
    "identity provider",
    "(?:sign|log) ?(?:in|on) (?:with|via|through) (?:their |your |the )?(?:google|microsoft|apple|github|company|work|corporate)",
    "(?:anmeld\\p{L}*|login) (?:mit|über) (?:dem |ihrem |seinem )?(?:google|microsoft|apple|github|firmen|unternehmens)",
    "firmenkonto",
  ],
  ownPasswords: [
    "passw",
    "kennw",
    "sign[- ]?ups?!",
    "register",
    "registration",
    "registrier",
    "magic links?",
    "local accounts?",
    "e-?mail and password",
  ],
  records: [
    "invoic",
    "~rechnung",
    "accounting",
    "bookkeeping",
    "~buchhaltung",
    "tax",
    "steuer",
    "(?:patient|medical|health|treatment|clinical) records?",
    "patientenakte",
    "behandlungsdokumentation",
    "therap",
    "retention",
    "record[- ]keeping",
    "aufbewahrung",
  ],
} as const;

const patterns = Object.fromEntries(
  Object.entries(TERMS).map(([name, terms]) => [name, anyOf(terms, "giu")!]),
) as Readonly<Record<keyof typeof TERMS, RegExp>>;

/** Libraries through which an app signs users in at an identity provider only. */
const SSO_LIBRARIES: ReadonlySet<LibraryName> = new Set([
  "MSAL",
  "Auth0",
  "Okta",
  "Keycloak",
  "OIDC client",
  "SAML",
]);

/** Libraries through which an app keeps accounts of its own. */
const OWN_ACCOUNT_LIBRARIES: ReadonlySet<LibraryName> = new Set([
  "Better Auth",
  "Passport",
  "Devise",
  "django-allauth",
  "Duende IdentityServer",
  "SimpleWebAuthn",
]);

/** Packs whose projects keep records a law obliges them to keep (invoices, health records). */
const RECORD_PACKS: readonly RulePackId[] = ["health", "money", "payments", "commerce"];

export interface VariantInput {
  /** The description and notes. */
  readonly text: string;
  readonly libraries: readonly string[];
  readonly packs: readonly RulePackId[];
  readonly language: Language;
}

export function packVariantsOf(input: VariantInput): ReadonlySet<PackVariantId> {
  const mentions = mentionsIn(input.text);
  const uses = (names: ReadonlySet<string>) => input.libraries.some((name) => names.has(name));
  const variants = new Set<PackVariantId>();
  const bankDebits = mentions(patterns.bankDebits);
  const namedCards = mentions(patterns.cards);
  if (bankDebits) variants.add("bank-debits");
  if (bankDebits && !namedCards) variants.add("bank-debits-only");
  // Stripe's checkout takes cards unless only bank debits are named.
  const cards = namedCards || (!bankDebits && input.libraries.includes("Stripe"));
  const european = input.language === "de" || mentions(patterns.europe);
  if ((cards && european) || mentions(patterns.strongAuthentication)) variants.add("cards-in-eea");
  const namedSso = mentions(patterns.sso);
  if (namedSso || uses(SSO_LIBRARIES)) variants.add("sso");
  // A library alone never says the app has no accounts of its own: BookStack and Kimai take
  // SAML beside their own passwords.
  if (namedSso && !mentions(patterns.ownPasswords) && !uses(OWN_ACCOUNT_LIBRARIES)) {
    variants.add("sso-only");
  }
  if (
    input.packs.includes("personal-data") &&
    (input.packs.some((id) => RECORD_PACKS.includes(id)) || mentions(patterns.records))
  ) {
    variants.add("record-keeping");
  }
  return variants;
}
