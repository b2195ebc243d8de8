import type { Language } from "#contract/wizard-options";
import { linkMail, type LinkMailCopy } from "./link-mail";

const copy: Record<Language, LinkMailCopy> = {
  en: {
    subject: "Confirm your e-mail address for Rulesmith",
    greeting: (name) => `Hello ${name},`,
    body: "please confirm that this is your e-mail address. Once you do, your welcome tokens are added to your Rulesmith account. The link expires in 24 hours.",
    button: "Confirm e-mail address",
    ignore: "If you did not create a Rulesmith account, you can ignore this e-mail.",
  },
  de: {
    subject: "Bestätige deine E-Mail-Adresse für Rulesmith",
    greeting: (name) => `Hallo ${name},`,
    body: "bitte bestätige, dass dies deine E-Mail-Adresse ist. Danach werden deinem Rulesmith-Konto deine Willkommens-Tokens gutgeschrieben. Der Link läuft nach 24 Stunden ab.",
    button: "E-Mail-Adresse bestätigen",
    ignore: "Falls du kein Rulesmith-Konto angelegt hast, kannst du diese E-Mail ignorieren.",
  },
};

export const verifyEmailMail = (language: Language, to: string, name: string, url: string) =>
  linkMail(copy, language, to, name, url);
