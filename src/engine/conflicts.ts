import type { LibraryName } from "#contract/project-options";
import { dropCompetingTools } from "./concerns";
import { dropMissingPaths } from "./layout";
import type { GenerationContext, Section } from "./types";

/**
 * A generic rule that a more specific one replaces: when the condition holds, rules of the named
 * section that match are dropped, so no two rules repeat or contradict each other.
 */
interface Supersession {
  readonly when: (ctx: GenerationContext) => boolean;
  /** Section id, or a prefix ending in ":" ("framework:"). */
  readonly section: string;
  readonly match: RegExp;
}

const hasFramework = (id: string) => (ctx: GenerationContext) =>
  ctx.frameworks.some((framework) => framework.id === id);
const hasPack = (id: string) => (ctx: GenerationContext) =>
  ctx.packs.some((pack) => pack.id === id);

/** An imported project that already uses the library keeps the rules about it. */
const lacksLibrary = (name: LibraryName) => (ctx: GenerationContext) =>
  !ctx.project?.libraries.some((library) => library.name === name);
const both =
  (...conditions: ((ctx: GenerationContext) => boolean)[]) =>
  (ctx: GenerationContext) =>
    conditions.every((condition) => condition(ctx));

const supersessions: readonly Supersession[] = [
  // Next.js fetches in Server Components and React Router in loaders, not in client hooks or a
  // client-side cache — unless the project already uses one.
  { when: hasFramework("nextjs"), section: "application", match: /data fetching|Datenabruf/ },
  {
    when: both(hasFramework("nextjs"), lacksLibrary("TanStack Query")),
    section: "framework:react",
    match: /TanStack Query/,
  },
  { when: hasFramework("react-router"), section: "application", match: /data fetching|Datenabruf/ },
  {
    when: both(hasFramework("react-router"), lacksLibrary("TanStack Query")),
    section: "framework:react",
    match: /TanStack Query/,
  },
  // Angular sanitises bound HTML itself (angular.dev/best-practices/security): no DOMPurify advice.
  { when: hasFramework("angular"), section: "security", match: /DOMPurify/ },
  // The packs say it more precisely.
  { when: hasPack("accessibility"), section: "application", match: /WCAG/ },
  { when: hasPack("money"), section: "application", match: /idempotent/ },
  { when: hasPack("payments"), section: "application", match: /idempotent/ },
  { when: hasPack("offline"), section: "application", match: /offline/i },
  // A service pack says the general pack's rule for that service: Firestore keeps its own
  // offline cache (no second local database), the storage pack covers pre-signed uploads.
  { when: hasPack("firebase"), section: "project-rules", match: /\(SQLite, IndexedDB\)/ },
  {
    when: hasPack("object-storage"),
    section: "project-rules",
    match: /pre-signed URLs\.|vorsignierten URLs direkt/,
  },
];

function appliesTo(rule: Supersession, sectionId: string): boolean {
  return rule.section.endsWith(":")
    ? sectionId.startsWith(rule.section)
    : sectionId === rule.section;
}

/**
 * Drops the generic rules that a framework or pack of this context supersedes, those that
 * name a tool competing with the project's own (`concerns.ts`) and those that name a folder
 * the project doesn't have (`layout.ts`).
 */
export function dropSuperseded(
  ctx: GenerationContext,
  sections: readonly Section[],
  /** A monorepo package's folder, for the rules of its own file. */
  under = "",
): Section[] {
  const active = supersessions.filter((rule) => rule.when(ctx));
  return dropMissingPaths(ctx, dropCompetingTools(ctx, sections), under).map((section) => {
    const relevant = active.filter((rule) => appliesTo(rule, section.id));
    if (relevant.length === 0) return section;
    return {
      ...section,
      rules: section.rules.filter((text) => !relevant.some((rule) => rule.match.test(text))),
    };
  });
}
