import type { Language } from "#contract/wizard-options";
import type { MailMessage } from "./mailer";

const copy = {
  en: {
    locale: "en-US",
    subject: "We received your withdrawal",
    greeting: (name: string) => `Hello ${name},`,
    body: (product: string, order: string, at: string) =>
      `we received your declaration of withdrawal from the contract for "${product}" (order ${order}) on ${at}. We will review it and get back to you by e-mail.`,
  },
  de: {
    locale: "de-DE",
    subject: "Wir haben deinen Widerruf erhalten",
    greeting: (name: string) => `Hallo ${name},`,
    body: (product: string, order: string, at: string) =>
      `wir haben am ${at} deine Widerrufserklärung für den Vertrag über „${product}“ (Bestellung ${order}) erhalten. Wir prüfen sie und melden uns per E-Mail bei dir.`,
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Confirms receipt of a withdrawal declaration on a durable medium. */
export function withdrawalMail(
  language: Language,
  buyer: { email: string; name: string },
  withdrawal: { orderId: string; productName: string; createdAt: Date },
): MailMessage {
  const t = copy[language];
  const at = `${new Intl.DateTimeFormat(t.locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(withdrawal.createdAt)} UTC`;
  const greeting = t.greeting(buyer.name);
  const body = t.body(withdrawal.productName, withdrawal.orderId, at);
  return {
    to: buyer.email,
    subject: t.subject,
    text: `${greeting}\n\n${body}\n\n— Rulesmith`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#18181b;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p>— Rulesmith</p>
</body></html>`,
  };
}
