import type { Language } from "#contract/wizard-options";
import { escapeHtml } from "../lib/escape-html";
import type { MailMessage } from "./mailer";

/** The texts of a mail whose point is one link (reset, verification), per language. */
export interface LinkMailCopy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  ignore: string;
}

export function linkMail(
  copy: Record<Language, LinkMailCopy>,
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
