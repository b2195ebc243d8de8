import type { LiveGuidance } from "#contract/project-facts";
import { isSkillsKind, type GuidanceBlockKind } from "#contract/project-options";
import { installedSkills, skillsLead } from "./agent-skills";
import { fillTemplate } from "./names";
import { codeSpan } from "./render/inline";
import { createSection, TRIM } from "./sections/section";
import type { Language } from "#contract/wizard";
import { measure } from "./browser/measure";
import { renderContent } from "./render/index";
import { buildFrameworkSection } from "./sections/frameworks";
import type {
  FrameworkKnowledge,
  GenerationContext,
  GuidanceKept,
  LimitUnit,
  Localized,
  RuleDocument,
  Section,
} from "./types";

/**
 * A framework's own agent guidance, kept up to date by the framework's tool (docs/product/
 * mcp-servers.md "Live guidance"): the rule keeps its block as written, says when to use the
 * live tool, and leaves out our rules for what the block covers. The Flutter and Dart teams'
 * agent skills have no block: the rule says when to use them and drops, one by one, our rules
 * they cover (agent-skills.ts).
 */

/** Boost names each part of its block `=== laravel/core rules ===`; these parts are frameworks of ours. */
const BOOST_PARTS: Readonly<Record<string, string>> = {
  php: "PHP",
  laravel: "Laravel",
  tailwindcss: "TailwindCSS",
};
/** What every Boost block holds, even one too long to read here. */
const BOOST_FOUNDATION = ["PHP", "Laravel"];

/** The framework names a guidance block covers whole. */
export function coveredBy(guidance: LiveGuidance): string[] {
  if (isSkillsKind(guidance.kind)) return [];
  if (guidance.kind === "nextjs") return ["Next.js"];
  const parts = [...(guidance.block ?? "").matchAll(/^=== ([\w.-]+)(?:\/[\w.-]+)? rules ===$/gm)];
  const named = parts.flatMap((part) => BOOST_PARTS[part[1]!] ?? []);
  return [...new Set([...BOOST_FOUNDATION, ...named])];
}

/** The guidance a rule file keeps, and our frameworks it leaves out. */
export function splitCovered(
  guidance: readonly LiveGuidance[],
  frameworks: readonly FrameworkKnowledge[],
): { readonly kept: FrameworkKnowledge[]; readonly covered: FrameworkKnowledge[] } {
  const names = new Set(guidance.flatMap(coveredBy));
  return {
    kept: frameworks.filter((framework) => !names.has(framework.name)),
    covered: frameworks.filter((framework) => names.has(framework.name)),
  };
}

/** When to use the live tool; {path} is the file holding a block too long to carry. */
const LEAD: Localized<Record<GuidanceBlockKind, { kept: string; pointed: string }>> = {
  en: {
    // When to use Boost's `search-docs` is the Laravel Boost library rule's (libraries.ts).
    "laravel-boost": {
      kept: "Laravel Boost keeps the guidelines below current for the installed package versions (`php artisan boost:update` rewrites them); they stand in for our Laravel rules.",
      pointed:
        "Laravel Boost keeps its guidelines in {path} (the `<laravel-boost-guidelines>` block): leave that block as it is, `php artisan boost:update` rewrites it; they stand in for our Laravel rules.",
    },
    nextjs: {
      kept: "Next.js ships the documentation of the installed version in `node_modules/next/dist/docs/`: read the guide there before changing Next.js code. The block below is Next.js's own.",
      pointed:
        "Next.js ships the documentation of the installed version in `node_modules/next/dist/docs/`: read the guide there before changing Next.js code. Leave Next.js's block in {path} as it is.",
    },
  },
  de: {
    "laravel-boost": {
      kept: "Laravel Boost hält die Leitlinien unten für die installierten Paketversionen aktuell (`php artisan boost:update` schreibt sie neu); sie ersetzen unsere Laravel-Regeln.",
      pointed:
        "Laravel Boost hält seine Leitlinien in {path} (der Block `<laravel-boost-guidelines>`): Lass den Block, wie er ist, `php artisan boost:update` schreibt ihn neu; er ersetzt unsere Laravel-Regeln.",
    },
    nextjs: {
      kept: "Next.js liefert die Dokumentation der installierten Version in `node_modules/next/dist/docs/` mit: Lies dort die passende Anleitung, bevor du Next.js-Code änderst. Der Block unten stammt von Next.js selbst.",
      pointed:
        "Next.js liefert die Dokumentation der installierten Version in `node_modules/next/dist/docs/` mit: Lies dort die passende Anleitung, bevor du Next.js-Code änderst. Lass den Block von Next.js in {path}, wie er ist.",
    },
  },
};

const HEADING: Localized<string> = { en: "Framework guidance", de: "Leitlinien der Frameworks" };

/**
 * The guidance's section: when to use each live tool, then each block as written. Never cut, and
 * outside the budget our rules fit (fit.ts): the framework decides its length.
 */
export function buildLiveGuidanceSection(
  guidance: readonly LiveGuidance[],
  language: Language,
): Section | null {
  if (guidance.length === 0) return null;
  const text = guidance.flatMap((entry) => {
    if (isSkillsKind(entry.kind)) return [skillsLead(entry.kind, entry, language)];
    const lead = LEAD[language][entry.kind];
    return entry.block === null
      ? [fillTemplate(lead.pointed, { path: codeSpan(entry.path) })]
      : [lead.kept, entry.block];
  });
  return createSection("live-guidance", HEADING[language], { text }, TRIM.outside);
}

/**
 * What the result tells of each guidance kept: its file, whether its block is carried, the
 * frameworks it stands in for, and how much of our text for them was left out (each framework's
 * rules as they would have been written, in the result's unit).
 */
export function guidanceKept(
  ctx: GenerationContext,
  base: RuleDocument,
  unit: LimitUnit,
): GuidanceKept[] | undefined {
  if (ctx.guidance.length === 0) return undefined;
  const size = (sections: Section[]) =>
    sections.length === 0
      ? 0
      : measure(
          renderContent({ ...base, showTitle: false, frontmatter: null, sections }, "markdown"),
          unit,
        );
  const counted = new Set<string>();
  return ctx.guidance.map((entry) => {
    if (isSkillsKind(entry.kind)) return skillsKept(entry, ctx, size);
    const names = new Set(coveredBy(entry));
    const frameworks = ctx.coveredFrameworks.filter(
      (framework) => names.has(framework.name) && !counted.has(framework.id),
    );
    for (const framework of frameworks) counted.add(framework.id);
    const saved = size(frameworks.map((framework) => buildFrameworkSection(framework, ctx, true)));
    return {
      kind: entry.kind,
      path: entry.path,
      carried: entry.block !== null,
      frameworks: frameworks.map((framework) => framework.name),
      saved,
    };
  });
}

/**
 * Skills leave out part of a framework's rules: the frameworks they cover a rule of, and what
 * that saved (the frameworks' rules without the skills less their rules with them).
 */
function skillsKept(
  entry: LiveGuidance,
  ctx: GenerationContext,
  size: (sections: Section[]) => number,
): GuidanceKept {
  const installed = installedSkills([entry]);
  const frameworks = ctx.frameworks.filter((framework) =>
    framework.skillCovers?.some((cover) => cover.skills.every((name) => installed.has(name))),
  );
  const without = { ...ctx, guidance: ctx.guidance.filter((other) => other !== entry) };
  const sections = (context: GenerationContext) =>
    frameworks.map((framework) => buildFrameworkSection(framework, context, true));
  return {
    kind: entry.kind,
    path: entry.path,
    carried: false,
    frameworks: frameworks.map((framework) => framework.name),
    saved: size(sections(without)) - size(sections(ctx)),
  };
}
