import type { Language } from "#contract/wizard-options";
import { linkMail, type LinkMailCopy } from "./link-mail";

const copy: Record<Language, LinkMailCopy> = {
  en: {
    subject: "Reset your Rulesmith password",
    greeting: (name) => `Hello ${name},`,
    body: "we received a request to reset the password of your Rulesmith account. Use the link below to choose a new password. The link works once and expires in 1 hour.",
    button: "Reset password",
    ignore:
      "If you did not ask for this, you can ignore this e-mail; your password stays unchanged.",
  },
  de: {
    subject: "Setze dein Rulesmith-Passwort zurück",
    greeting: (name) => `Hallo ${name},`,
    body: "wir haben eine Anfrage erhalten, das Passwort deines Rulesmith-Kontos zurückzusetzen. Über den Link unten kannst du ein neues Passwort wählen. Der Link funktioniert einmal und läuft nach 1 Stunde ab.",
    button: "Passwort zurücksetzen",
    ignore:
      "Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.",
  },
};

export const resetPasswordMail = (language: Language, to: string, name: string, url: string) =>
  linkMail(copy, language, to, name, url);
