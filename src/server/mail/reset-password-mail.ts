import type { Language } from "#contract/wizard-options";
import type { MailMessage } from "./mailer";

const copy = {
  en: {
    subject: "Reset your Rulesmith password",
    greeting: (name: string) => `Hello ${name},`,
    body: "we received a request to reset the password of your Rulesmith account. Use the link below to choose a new password. The link works once and expires in 1 hour.",
    button: "Reset password",
    ignore:
      "If you did not ask for this, you can ignore this e-mail; your password stays unchanged.",
  },
  de: {
    subject: "Setze dein Rulesmith-Passwort zurück",
    greeting: (name: string) => `Hallo ${name},`,
    body: "wir haben eine Anfrage erhalten, das Passwort deines Rulesmith-Kontos zurückzusetzen. Über den Link unten kannst du ein neues Passwort wählen. Der Link funktioniert einmal und läuft nach 1 Stunde ab.",
    button: "Passwort zurücksetzen",
    ignore:
      "Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.",
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function resetPasswordMail(
  language: Language,
  to: string,
  name: string,
  url: string,
): MailMessage {
  const t = copy[language];
  const greeting = t.greeting(name);
  return {
    to,
    subject: t.subject,
    text: `${greeting}\n\n${t.body}\n\n${url}\n\n${t.ignore}\n\n— Rulesmith`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#18181b;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;color:#52525b">${escapeHtml(url)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(t.ignore)}</p>
<p>— Rulesmith</p>
</body></html>`,
  };
}
