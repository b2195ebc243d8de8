import { formatPrice, toMajorUnitsText } from "#contract/money";
import type { Language } from "#contract/wizard-options";
import { escapeHtml } from "../lib/escape-html";
import type { MailMessage } from "./mailer";

export interface MailOrder {
  id: string;
  productName: string;
  tokens: number;
  amount: number;
  currency: string;
  createdAt: Date;
  consentAt: Date | null;
}

const copy = {
  en: {
    locale: "en-US",
    subject: "Your Rulesmith order confirmation",
    greeting: (name: string) => `Hello ${name},`,
    intro: "thank you for your purchase. This e-mail confirms your order:",
    order: "Order",
    item: "Item",
    tokens: (n: number) => `${n} tokens`,
    price: "Price",
    date: "Date",
    consent: (at: string) =>
      `On ${at} you expressly agreed that we deliver the tokens immediately and acknowledged that your right of withdrawal expires once delivery has begun. The tokens have been added to your balance.`,
    noConsent: "The tokens have been added to your balance.",
  },
  de: {
    locale: "de-DE",
    subject: "Deine Rulesmith-Bestellbestätigung",
    greeting: (name: string) => `Hallo ${name},`,
    intro: "vielen Dank für deinen Kauf. Diese E-Mail bestätigt deine Bestellung:",
    order: "Bestellung",
    item: "Artikel",
    tokens: (n: number) => `${n} Tokens`,
    price: "Preis",
    date: "Datum",
    consent: (at: string) =>
      `Am ${at} hast du ausdrücklich zugestimmt, dass wir die Tokens sofort liefern, und bestätigt, dass dein Widerrufsrecht mit Beginn der Lieferung erlischt. Die Tokens wurden deinem Guthaben gutgeschrieben.`,
    noConsent: "Die Tokens wurden deinem Guthaben gutgeschrieben.",
  },
} as const;

/** The confirmation every purchase gets: items, price, date and the recorded consent. */
export function orderConfirmationMail(
  language: Language,
  buyer: { email: string; name: string },
  order: MailOrder,
): MailMessage {
  const t = copy[language];
  const when = (date: Date) =>
    new Intl.DateTimeFormat(t.locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" })
      .format(date)
      .concat(" UTC");
  const price =
    formatPrice(order.amount, order.currency, { locale: t.locale }) ??
    `${toMajorUnitsText(order.amount)} ${order.currency.toUpperCase()}`;
  const rows: [string, string][] = [
    [t.order, order.id],
    [t.item, `${order.productName} — ${t.tokens(order.tokens)}`],
    [t.price, price],
    [t.date, when(order.createdAt)],
  ];
  const consent = order.consentAt ? t.consent(when(order.consentAt)) : t.noConsent;
  const greeting = t.greeting(buyer.name);
  return {
    to: buyer.email,
    subject: t.subject,
    text: `${greeting}\n\n${t.intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${consent}\n\n— Rulesmith`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#18181b;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.intro)}</p>
<table style="border-collapse:collapse">${rows
      .map(
        ([k, v]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
      )
      .join("")}</table>
<p style="font-size:13px;color:#52525b">${escapeHtml(consent)}</p>
<p>— Rulesmith</p>
</body></html>`,
  };
}
