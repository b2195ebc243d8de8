/**
 * Packs about money and selling. Facts checked against the providers' and schemes' own docs
 * (2026-12), written in our words:
 * - Bank debits: docs.stripe.com/payments/sepa-debit (mandates, delayed notification,
 *   returns within 8 weeks / 13 months unauthorised), /payments/bank-debits
 * - Strong Customer Authentication: docs.stripe.com/strong-customer-authentication,
 *   /payments/3d-secure, /payments/save-and-reuse (off-session payments)
 * - Firestore: firebase.google.com/docs/firestore/manage-data/transactions,
 *   /manage-data/add-data#increment_a_numeric_value; the Admin SDK's `DocumentReference.create()`
 *   (fails when the document exists)
 * - MongoDB: mongodb.com/docs/manual/core/write-operations-atomicity (a filter with the guard and
 *   `$inc` in one update), /core/index-unique, /core/transactions; duplicate key error 11000
 */
import type { RulePack } from "../types";

export const money: RulePack = {
  id: "money",
  critical: true,
  rules: {
    en: [
      "Store and compute money as integer minor units (cents) or a decimal type, always with its ISO currency code; never use floats.",
      "Make every operation that moves money idempotent: accept an idempotency key and store it under a unique constraint.",
      "Change balances in one transaction with row locks (`SELECT … FOR UPDATE`) or optimistic versioning; never read, modify and write outside a transaction.",
      "Keep an append-only ledger of movements and correct mistakes with reversing entries, never with updates or deletes.",
      "Round once, at the edge, with an explicit rounding mode; test currencies with 0 and 3 decimals.",
    ],
    de: [
      "Speichere und rechne Geldbeträge als ganzzahlige kleinste Einheit (Cent) oder als Dezimaltyp, immer mit ISO-Währungscode; nie als Float.",
      "Mach jede Operation, die Geld bewegt, idempotent: Nimm einen Idempotency-Key an und speichere ihn unter einem Unique-Constraint.",
      "Ändere Salden in einer Transaktion mit Zeilensperren (`SELECT … FOR UPDATE`) oder optimistischer Versionierung; nie Lesen, Ändern, Schreiben außerhalb einer Transaktion.",
      "Führe ein nur anhängendes Ledger der Buchungen und korrigiere Fehler mit Gegenbuchungen, nie mit Updates oder Löschungen.",
      "Runde einmal, am Rand, mit ausdrücklichem Rundungsmodus; teste Währungen mit 0 und 3 Nachkommastellen.",
    ],
  },
  idioms: [
    {
      packs: ["firebase"],
      replaces: 2,
      rule: {
        en: "Change balances only in trusted server code (Cloud Functions, the Admin SDK) inside a Firestore transaction (`runTransaction`) or with `FieldValue.increment()`; never read, modify and write a balance from the client.",
        de: "Ändere Salden nur in vertrauenswürdigem Server-Code (Cloud Functions, Admin SDK) in einer Firestore-Transaktion (`runTransaction`) oder mit `FieldValue.increment()`; nie Lesen, Ändern, Schreiben eines Saldos im Client.",
      },
    },
    {
      packs: ["mongodb"],
      replaces: 2,
      rule: {
        en: "Change a balance with one atomic update whose filter holds the guard (`updateOne({ _id, balance: { $gte: amount } }, { $inc: { balance: -amount } })`, then check `modifiedCount`), and several documents only in a multi-document transaction; never read, modify and write.",
        de: "Ändere einen Saldo mit einem atomaren Update, dessen Filter die Bedingung trägt (`updateOne({ _id, balance: { $gte: amount } }, { $inc: { balance: -amount } })`, dann `modifiedCount` prüfen), und mehrere Dokumente nur in einer Multi-Document-Transaktion; nie Lesen, Ändern, Schreiben.",
      },
    },
  ],
};

export const payments: RulePack = {
  id: "payments",
  critical: true,
  rules: {
    en: [
      "Mark an order or subscription paid only from the provider's verified webhook, never from the client's redirect or callback.",
      "Create payments on the server from your own prices; never trust an amount sent by the client.",
      "Send an idempotency key with every create call to the payment provider.",
      "Never store card numbers or CVCs: keep card entry in the provider's hosted fields or checkout.",
      "Derive subscription state from provider events (paid, past due, cancelled) and handle retries and dunning.",
    ],
    de: [
      "Markiere Bestellungen oder Abos nur auf Grund des verifizierten Webhooks des Anbieters als bezahlt, nie auf Grund des Redirects oder Callbacks im Client.",
      "Erzeuge Zahlungen auf dem Server aus deinen eigenen Preisen; vertraue nie einem Betrag, den der Client schickt.",
      "Schicke bei jedem Create-Aufruf an den Zahlungsanbieter einen Idempotency-Key mit.",
      "Speichere nie Kartennummern oder CVCs: Die Karteneingabe bleibt in den gehosteten Feldern oder dem Checkout des Anbieters.",
      "Leite den Abo-Status aus den Ereignissen des Anbieters ab (bezahlt, überfällig, gekündigt) und behandle Wiederholungen und Mahnläufe.",
    ],
  },
  variants: [
    {
      when: "bank-debits",
      adds: {
        en: [
          "A bank debit (SEPA Direct Debit, ACH, Bacs) is not paid when the customer confirms it: keep the order pending until the provider reports the money as arrived (often days later), take back what was granted when the debit fails, and remember that a SEPA debit can still be returned up to 8 weeks later (13 months without a valid mandate).",
          "Show the mandate text before the first debit and keep the mandate's reference, date and accepted wording with the customer's record.",
        ],
        de: [
          "Eine Lastschrift (SEPA, ACH, Bacs) ist nicht bezahlt, wenn der Kunde sie bestätigt: Lass die Bestellung offen, bis der Anbieter den Geldeingang meldet (oft Tage später), nimm Gewährtes zurück, wenn die Lastschrift scheitert, und bedenke, dass eine SEPA-Lastschrift noch bis zu 8 Wochen später zurückgegeben werden kann (13 Monate ohne gültiges Mandat).",
          "Zeige den Mandatstext vor der ersten Abbuchung und bewahre Referenz, Datum und bestätigten Wortlaut des Mandats beim Kundendatensatz auf.",
        ],
      },
    },
    // Card data never passes through a project that takes only bank debits.
    { when: "bank-debits-only", drops: [3] },
    {
      when: "cards-in-eea",
      adds: {
        en: [
          "Card payments from the EEA and the UK need Strong Customer Authentication: let the provider run 3-D Secure in the customer's browser or app and handle the payment's \"requires action\" state; charge a saved card later only as an off-session payment that was set up while the customer was present.",
        ],
        de: [
          "Kartenzahlungen aus dem EWR und dem Vereinigten Königreich brauchen starke Kundenauthentifizierung: Lass den Anbieter 3-D Secure im Browser oder in der App des Kunden ausführen und behandle den Zustand „Aktion erforderlich“ der Zahlung; belaste eine gespeicherte Karte später nur als Off-Session-Zahlung, die eingerichtet wurde, als der Kunde dabei war.",
        ],
      },
    },
  ],
};

export const commerce: RulePack = {
  id: "commerce",
  rules: {
    en: [
      "Reserve stock atomically (`UPDATE … SET stock = stock - n WHERE stock >= n`) so two buyers can never take the last item.",
      "Copy prices, taxes and addresses onto the order when it is placed; never recompute a past order from current data.",
      "Model order status as a state machine with explicit allowed transitions.",
    ],
    de: [
      "Reserviere Bestand atomar (`UPDATE … SET stock = stock - n WHERE stock >= n`), damit nie zwei Käufer den letzten Artikel bekommen.",
      "Übernimm Preise, Steuern und Adressen beim Bestellen in die Bestellung; berechne alte Bestellungen nie aus aktuellen Daten neu.",
      "Bilde den Bestellstatus als Zustandsautomat mit ausdrücklich erlaubten Übergängen ab.",
    ],
  },
  idioms: [
    {
      packs: ["firebase"],
      replaces: 0,
      rule: {
        en: "Reserve stock in a Firestore transaction (`runTransaction`) that reads the item, fails when too few are left and writes the new count, in server code; two buyers can then never take the last item.",
        de: "Reserviere Bestand in einer Firestore-Transaktion (`runTransaction`), die den Artikel liest, bei zu wenig Bestand abbricht und die neue Menge schreibt, im Server-Code; so bekommen nie zwei Käufer den letzten Artikel.",
      },
    },
    {
      packs: ["mongodb"],
      replaces: 0,
      rule: {
        en: "Reserve stock atomically (`updateOne({ _id, stock: { $gte: n } }, { $inc: { stock: -n } })`, then check `modifiedCount`) so two buyers can never take the last item.",
        de: "Reserviere Bestand atomar (`updateOne({ _id, stock: { $gte: n } }, { $inc: { stock: -n } })`, dann `modifiedCount` prüfen), damit nie zwei Käufer den letzten Artikel bekommen.",
      },
    },
  ],
};

export const booking: RulePack = {
  id: "booking",
  critical: true,
  rules: {
    en: [
      "Prevent double bookings in the database (unique or exclusion constraint, or a locking transaction), never with check-then-insert.",
      "Store instants in UTC plus the venue's IANA time zone; convert to local time only for display.",
      "Test bookings and recurring events across daylight-saving changes.",
    ],
    de: [
      "Verhindere Doppelbuchungen in der Datenbank (Unique- oder Exclusion-Constraint oder sperrende Transaktion), nie mit Prüfen-dann-Einfügen.",
      "Speichere Zeitpunkte in UTC plus die IANA-Zeitzone des Ortes; rechne nur zur Anzeige in Ortszeit um.",
      "Teste Buchungen und wiederkehrende Termine über Zeitumstellungen hinweg.",
    ],
  },
  idioms: [
    {
      packs: ["firebase"],
      replaces: 0,
      rule: {
        en: "Prevent double bookings in Firestore with the slot as the document id (`<resource>_<start>`), created in a transaction or with the Admin SDK's `create()`, which fails when it exists; never check-then-insert.",
        de: "Verhindere Doppelbuchungen in Firestore mit dem Slot als Dokument-ID (`<resource>_<start>`), angelegt in einer Transaktion oder mit `create()` des Admin SDK, das fehlschlägt, wenn es ihn gibt; nie Prüfen-dann-Einfügen.",
      },
    },
    {
      packs: ["mongodb"],
      replaces: 0,
      rule: {
        en: 'Prevent double bookings with a unique index on the resource and the slot\'s start, and treat the duplicate-key error (11000) as "taken"; never check-then-insert.',
        de: "Verhindere Doppelbuchungen mit einem Unique-Index auf Ressource und Slot-Beginn und behandle den Duplicate-Key-Fehler (11000) als „vergeben“; nie Prüfen-dann-Einfügen.",
      },
    },
  ],
};
