import type { Language } from "#contract/wizard-options";
import { linkMail, type LinkMailCopy } from "./link-mail";

/** To an account's owner when guesses from many addresses have paused its sign-in (decision 089). */
const copy: Record<Language, LinkMailCopy> = {
  en: {
    subject: "Sign in to Rulesmith from this device",
    greeting: (name) => `Hello ${name},`,
    body: "somebody has tried many wrong passwords for your Rulesmith account from several places, so we have paused signing in to it — except from devices you signed in with before. To sign in from another device, open this link on it: it unlocks signing in there, once, within the next hour. Your password stays as it is; if you think somebody knows it, reset it after signing in.",
    button: "Unlock sign-in on this device",
    ignore:
      "If you do not want to sign in now, you can ignore this e-mail; the pause ends by itself.",
  },
  de: {
    subject: "Von diesem Gerät bei Rulesmith anmelden",
    greeting: (name) => `Hallo ${name},`,
    body: "jemand hat für dein Rulesmith-Konto von mehreren Orten aus viele falsche Passwörter versucht, daher haben wir die Anmeldung pausiert — außer von Geräten, mit denen du dich schon angemeldet hast. Um dich von einem anderen Gerät anzumelden, öffne diesen Link darauf: Er gibt die Anmeldung dort einmal frei, innerhalb der nächsten Stunde. Dein Passwort bleibt unverändert; glaubst du, dass es jemand kennt, setze es nach der Anmeldung zurück.",
    button: "Anmeldung auf diesem Gerät freigeben",
    ignore:
      "Wenn du dich gerade nicht anmelden möchtest, kannst du diese E-Mail ignorieren; die Pause endet von selbst.",
  },
};

export const unlockSignInMail = (language: Language, to: string, name: string, url: string) =>
  linkMail(copy, language, to, name, url);
