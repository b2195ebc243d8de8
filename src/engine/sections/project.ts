import { stringsFor } from "../i18n";
import { libraryRules } from "../libraries";
import { joinList } from "../names";
import { markdownText } from "../render/inline";
import type { GenerationContext, Section } from "../types";
import { toSentences } from "../user-text";
import { createSection, TRIM } from "./section";

/** Libraries named in the always-on file; the rest are in the project's manifest anyway. */
const MAX_LIBRARIES = 12;

/** The stack in prose ("React, Next.js and TypeScript"); it names every framework chosen. */
function describeStack(ctx: GenerationContext): string {
  return joinList(ctx.stack, stringsFor(ctx.language).and);
}

/** "Prisma 6.1.0": the version as the project wrote it, in prose (decision 121). */
const named = (item: { name: string; version: string | null }) =>
  item.version ? `${item.name} ${markdownText(item.version)}` : item.name;

/**
 * What an import read, as short facts: exact versions where they are more than the major,
 * libraries, runtimes and package managers (docs/product/project-import.md), then the rules of
 * the libraries' installed majors.
 */
function projectFacts(ctx: GenerationContext): string[] {
  const t = stringsFor(ctx.language);
  const exact = ctx.frameworks.flatMap((framework) => {
    const label = ctx.versionLabels[framework.id];
    return label?.includes(".") ? [`${framework.name} ${label}`] : [];
  });
  const libraries = (ctx.project?.libraries ?? []).slice(0, MAX_LIBRARIES).map(named);
  const runtimes = (ctx.project?.runtimes ?? []).map(named);
  const managers = (ctx.project?.packageManagers ?? []).map(named);
  return [
    ...(exact.length > 0 ? [t.facts.versions(exact.join(", "))] : []),
    ...(libraries.length > 0 ? [t.facts.libraries(libraries.join(", "))] : []),
    ...(runtimes.length + managers.length > 0
      ? [t.facts.runtimes(runtimes.join(", "), managers.join(", "))]
      : []),
    ...libraryRules(ctx),
  ];
}

/** What the project is, from the wizard and the import, plus the visitor's own description. */
export function buildProjectSection(ctx: GenerationContext): Section {
  const t = stringsFor(ctx.language);
  return createSection(
    "project",
    t.headings.project,
    {
      text: [t.projectLead(ctx.applicationType, describeStack(ctx))],
      quote: toSentences(ctx.description),
      rules: projectFacts(ctx),
    },
    TRIM.fixed,
  );
}
