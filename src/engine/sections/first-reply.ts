import { stringsFor } from "../i18n";
import type { GenerationContext, Section } from "../types";
import { createSection, TRIM } from "./section";

/** Native prompts end by telling the assistant how to open the conversation. */
export function buildFirstReplySection(ctx: GenerationContext): Section | null {
  if (ctx.kind !== "prompt") return null;
  const t = stringsFor(ctx.language);
  return createSection("first-reply", t.headings.firstReply, { text: [t.firstReply] }, TRIM.fixed);
}
