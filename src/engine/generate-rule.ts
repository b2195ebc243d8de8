import { dropSuperseded } from "./conflicts";
import { createContext, toRuleFormat } from "./context";
import { fitToLimit, type FittedDocument } from "./fit";
import { stringsFor } from "./i18n";
import { measure } from "./measure";
import { fillTemplate } from "./names";
import { dropContradictedByNotes } from "./notes-override";
import { renderContent } from "./render/index";
import { renderJson } from "./render/json";
import { buildFrameworkSection } from "./sections/frameworks";
import { packageLine } from "./sections/commands";
import { buildSections } from "./sections/index";
import { createSection, TRIM } from "./sections/section";
import { slugify } from "./slug";
import { DEFAULT_PROMPT_LIMIT } from "./targets/shared";
import { buildFileSlug, buildTitle } from "./title";
import type {
  FrameworkKnowledge,
  GeneratedFile,
  GeneratedRule,
  GenerationContext,
  GenerationInput,
  Limit,
  RuleDocument,
  RuleKind,
  RuleLimit,
  Scoping,
  TargetProfile,
} from "./types";
import type { WorkspacePackage } from "#contract/project-facts";
import type { WizardForm } from "#contract/wizard";
import { targetProfiles } from "./targets/index";
import { resolveTarget } from "./targets/resolve-target";

/** Packages that get a scoped file (or a nested AGENTS.md) of their own; the rest are listed. */
const MAX_PACKAGE_FILES = 12;

function packagesOf(ctx: GenerationContext): readonly WorkspacePackage[] {
  return (ctx.project?.workspaces?.packages ?? []).slice(0, MAX_PACKAGE_FILES);
}

/**
 * A framework's file patterns; in a monorepo, under the folders of the packages that use it
 * (`apps/web/app/**`), since the patterns are written for a project's root.
 */
function frameworkGlobs(framework: FrameworkKnowledge, ctx: GenerationContext): string[] {
  const users = (ctx.project?.workspaces?.packages ?? []).filter((pkg) =>
    pkg.frameworks.includes(framework.name),
  );
  return users.length === 0
    ? [...framework.globs]
    : users.flatMap((pkg) => framework.globs.map((glob) => `${pkg.path}/${glob}`));
}

function uniqueGlobs(ctx: GenerationContext): string[] {
  return [...new Set(ctx.frameworks.flatMap((framework) => frameworkGlobs(framework, ctx)))];
}

/** A file plus whether its rules had to be cut to fit (reported once, as `GeneratedRule.trimmed`). */
interface FittedFile {
  readonly file: GeneratedFile;
  readonly trimmed: boolean;
}

function toFile(path: string, role: GeneratedFile["role"], fitted: FittedDocument): FittedFile {
  return {
    file: { path, content: fitted.content, role, size: fitted.size },
    trimmed: fitted.trimmed,
  };
}

/** The budget for this target and kind, with the vendor page that documents it (or null). */
function limitOf(target: TargetProfile, kind: RuleKind): RuleLimit {
  if (kind === "prompt") return { ...(target.promptLimit ?? DEFAULT_PROMPT_LIMIT), source: null };
  return { ...target.limit, source: target.limitDocumented ? target.source : null };
}

/**
 * The limit a form's result is held to (the target tool's, in its unit, with its source), without
 * generating: what a saved rule's editor measures against.
 */
export function ruleLimit(form: Pick<WizardForm, "aiModel" | "promptType">): RuleLimit {
  const kind = form.promptType === "NativePrompt" ? "prompt" : "rules";
  return limitOf(targetProfiles[resolveTarget(form.aiModel)], kind);
}

/** A framework's own file: its rules, version rules and test tooling, scoped to its globs. */
function frameworkDoc(
  base: RuleDocument,
  ctx: GenerationContext,
  framework: FrameworkKnowledge,
  scoping: Scoping,
): RuleDocument {
  const section = { ...buildFrameworkSection(framework, ctx, true), heading: null };
  const [cleaned] = dropContradictedByNotes(ctx.forbiddenTerms, dropSuperseded(ctx, [section]));
  return {
    ...base,
    title: framework.name,
    showTitle: true,
    frontmatter: scoping.frontmatter({
      description: stringsFor(ctx.language).scopedDescription(framework.name),
      globs: frameworkGlobs(framework, ctx),
    }),
    sections: cleaned ? [cleaned] : [],
  };
}

/** A monorepo package's own file: what it is, its commands, and its boundary. */
function packageDoc(
  base: RuleDocument,
  ctx: GenerationContext,
  pkg: WorkspacePackage,
  scoping: Scoping | undefined,
): RuleDocument {
  const t = stringsFor(ctx.language);
  const section = createSection(
    `package:${pkg.path}`,
    null,
    { rules: [packageLine(pkg), t.packageBoundary] },
    { ...TRIM.fixed, minRules: 1 },
  );
  return {
    ...base,
    title: pkg.name === pkg.path ? pkg.path : `${pkg.name} (${pkg.path})`,
    showTitle: true,
    frontmatter:
      scoping?.frontmatter({
        description: t.scopedDescription(pkg.name),
        globs: [`${pkg.path}/**`],
      }) ?? null,
    sections: [section],
  };
}

/** Files per monorepo package: scoped by path where the tool scopes, nested AGENTS.md otherwise. */
function packageFiles(
  base: RuleDocument,
  ctx: GenerationContext,
  limit: Limit,
  scoping: Scoping | undefined,
): FittedFile[] {
  const render = (doc: RuleDocument) => renderContent(doc, "markdown");
  return packagesOf(ctx).map((pkg) =>
    toFile(
      scoping ? scoping.file(`package-${slugify(pkg.path)}`) : `${pkg.path}/AGENTS.md`,
      "scoped",
      fitToLimit(packageDoc(base, ctx, pkg, scoping), limit, render),
    ),
  );
}

/** The always-on core plus one scoped file per framework, each fitted to the tool's limit. */
function scopedFiles(
  base: RuleDocument,
  ctx: GenerationContext,
  scoping: Scoping,
  coreFile: string,
  limit: Limit,
): FittedFile[] {
  const render = (doc: RuleDocument) => renderContent(doc, "markdown");
  const frontmatterInput = { description: base.title, globs: uniqueGlobs(ctx) };
  const core: RuleDocument = {
    ...base,
    frontmatter:
      scoping.coreFrontmatter?.(frontmatterInput) ??
      ctx.target.frontmatter?.(frontmatterInput) ??
      null,
    sections: buildSections(ctx, true),
  };
  return [
    toFile(coreFile, "core", fitToLimit(core, limit, render)),
    ...ctx.frameworks.map((framework) =>
      toFile(
        scoping.file(framework.id),
        "scoped",
        fitToLimit(frameworkDoc(base, ctx, framework, scoping), limit, render),
      ),
    ),
    ...packageFiles(base, ctx, limit, scoping),
  ];
}

/** The setting a tool needs to load its rule file at all (Aider's `.aider.conf.yml`). */
function configFor(target: TargetProfile, ruleFile: string, limit: Limit): FittedFile[] {
  const config = target.configFile?.(ruleFile);
  if (!config) return [];
  const file: GeneratedFile = {
    ...config,
    role: "core",
    kind: "config",
    size: measure(config.content, limit.unit),
  };
  return [{ file, trimmed: false }];
}

/** The JSON beside the rule file is for other tools; the target never reads it, so no limit. */
function besideJson(path: string, doc: RuleDocument, limit: Limit): FittedFile {
  const content = renderJson(doc);
  return {
    file: { path, content, role: "json", size: measure(content, limit.unit) },
    trimmed: false,
  };
}

/**
 * Turns the wizard's form into a rule file or native prompt for the chosen target, in the chosen
 * language and format, trimmed to the target's limit, plus the same rules split into the files
 * the tool scopes by path. Pure and deterministic.
 */
export function generateRule(input: GenerationInput): GeneratedRule {
  const ctx = createContext(input);
  const format = toRuleFormat(input.form.outputFormat);
  const { target, kind, language } = ctx;
  const title = buildTitle(ctx);
  const slug = buildFileSlug(ctx);

  const nativeFile = kind === "rules" ? target.file(slug) : `${slug}.prompt.md`;
  const jsonFile = `${slug}.${kind === "rules" ? "rules" : "prompt"}.json`;
  const fileName = format === "json" ? jsonFile : nativeFile;
  const limit = limitOf(target, kind);
  const destination =
    kind === "rules"
      ? fillTemplate(target.destination[language], { file: nativeFile })
      : fillTemplate(
          target.promptDestination?.[language] ?? stringsFor(language).defaultPromptDestination,
          { name: ctx.targetName },
        );

  const base: RuleDocument = {
    kind,
    language,
    title,
    showTitle: kind === "rules" && target.form !== "system-prompt",
    target: {
      id: target.id,
      name: ctx.targetName,
      form: target.form,
      file: nativeFile,
      destination,
    },
    limit,
    frontmatter:
      kind === "rules" && target.frontmatter
        ? target.frontmatter({ description: title, globs: uniqueGlobs(ctx) })
        : null,
    stack: { applicationType: ctx.applicationType, frameworks: ctx.stack, behavior: ctx.behavior },
    sections: buildSections(ctx),
  };

  const single = fitToLimit(base, limit, (doc) => renderContent(doc, format));
  const markdownRules = format !== "json" && kind === "rules";
  const split =
    markdownRules && target.scoping && (ctx.frameworks.length > 0 || packagesOf(ctx).length > 0)
      ? scopedFiles(base, ctx, target.scoping, nativeFile, limit)
      : [
          toFile(nativeFile, "core", single),
          // Tools that read AGENTS.md read the nearest one: a package's sits in its folder.
          ...(markdownRules && nativeFile === "AGENTS.md"
            ? packageFiles(base, ctx, limit, undefined)
            : []),
        ];
  const config = markdownRules ? configFor(target, nativeFile, limit) : [];
  const fitted: FittedFile[] =
    format === "json"
      ? [toFile(jsonFile, "json", single)]
      : format === "both"
        ? [...split, ...config, besideJson(jsonFile, single.doc, limit)]
        : [...split, ...config];

  return {
    title,
    content: single.content,
    format,
    fileName,
    target: { id: target.id, name: ctx.targetName, destination },
    limit: { ...limit },
    size: single.size,
    trimmed: single.trimmed || fitted.some((entry) => entry.trimmed),
    sections: single.doc.sections.map((section) => section.id),
    files: fitted.map((entry) => entry.file),
  };
}
