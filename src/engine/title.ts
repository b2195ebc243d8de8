import { stringsFor } from "./i18n";
import { slugify } from "./slug";
import type { GenerationContext } from "./types";

const TITLE_FRAMEWORKS = 3;
/** Up to this many frameworks are all named; a "+ 1 more" would be longer than the name itself. */
const TITLE_FRAMEWORKS_ALL = 4;

/**
 * "React + TypeScript frontend rules for Cursor" / "React + TypeScript: Frontend-Regeln für Cursor";
 * five or more frameworks: "Fullstack rules for Cursor: React, Vue, TailwindCSS and 2 more".
 */
export function buildTitle(ctx: GenerationContext): string {
  const t = stringsFor(ctx.language);
  const shown =
    ctx.stack.length <= TITLE_FRAMEWORKS_ALL ? ctx.stack : ctx.stack.slice(0, TITLE_FRAMEWORKS);
  return t.title({
    stack: shown,
    more: ctx.stack.length - shown.length,
    applicationType: ctx.applicationType,
    kind: ctx.kind,
    target: ctx.genericTarget ? t.genericTarget : ctx.targetName,
  });
}

/**
 * Language-independent slug for file names: "react-typescript-frontend". Without versions, so a
 * project's rule files keep their names when it upgrades.
 */
export function buildFileSlug(ctx: GenerationContext): string {
  const parts = [...ctx.stackNames.slice(0, TITLE_FRAMEWORKS), ctx.applicationType];
  return slugify(parts.join(" ")) || "rules";
}
