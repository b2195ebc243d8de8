import { stringsFor } from "./i18n";
import { slugify } from "./slug";
import type { GenerationContext } from "./types";

const TITLE_FRAMEWORKS = 3;

/** "React + TypeScript frontend rules for Cursor" / "React + TypeScript: Frontend-Regeln für Cursor". */
export function buildTitle(ctx: GenerationContext): string {
  const t = stringsFor(ctx.language);
  const shown = ctx.stack.slice(0, TITLE_FRAMEWORKS);
  const hidden = ctx.stack.length - shown.length;
  const stack = [...shown, ...(hidden > 0 ? [t.more(hidden)] : [])].join(" + ");
  return t.title({
    stack,
    applicationType: ctx.applicationType,
    kind: ctx.kind,
    target: ctx.genericTarget ? t.genericTarget : ctx.targetName,
  });
}

/** Language-independent slug for file names: "react-typescript-frontend". */
export function buildFileSlug(ctx: GenerationContext): string {
  const parts = [...ctx.stack.slice(0, TITLE_FRAMEWORKS), ctx.applicationType];
  return slugify(parts.join(" ")) || "rules";
}
