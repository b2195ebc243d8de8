import type { Language } from "#contract/wizard-options";
import { linkMail, type LinkMailCopy } from "./link-mail";

/**
 * To the owner of an address somebody tried to sign up with: sign-up answers "check your mail"
 * either way, and this mail is what the owner gets instead of a confirmation link (decision 079).
 */
const copy: Record<Language, LinkMailCopy> = {
  en: {
    subject: "You already have a Rulesmith account",
    greeting: (name) => `Hello ${name},`,
    body: "somebody, perhaps you, just tried to create a Rulesmith account with this e-mail address. It already has an account, so nothing was changed. Sign in below; if you forgot your password, the sign-in page lets you reset it.",
    button: "Sign in",
    ignore: "If this was not you, you can ignore this e-mail; your account stays as it was.",
  },
  de: {
    subject: "Du hast bereits ein Rulesmith-Konto",
    greeting: (name) => `Hallo ${name},`,
    body: "jemand, vielleicht du, hat gerade versucht, mit dieser E-Mail-Adresse ein Rulesmith-Konto anzulegen. Zu dieser Adresse gibt es bereits ein Konto, daher wurde nichts geändert. Melde dich unten an; hast du dein Passwort vergessen, kannst du es auf der Anmeldeseite zurücksetzen.",
    button: "Anmelden",
    ignore:
      "Falls du das nicht warst, kannst du diese E-Mail ignorieren; dein Konto bleibt unverändert.",
  },
};

export const accountExistsMail = (language: Language, to: string, name: string, url: string) =>
  linkMail(copy, language, to, name, url);
