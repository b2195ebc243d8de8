import { dropSuperseded } from "./conflicts";
import { createContext, toRuleFormat } from "./context";
import { keptRulesOf } from "./project/apply-facts";
import { fitToLimit, type FittedDocument } from "./fit";
import { stringsFor } from "./i18n";
import { measure } from "./browser/measure";
import { fillTemplate } from "./names";
import { dropContradictedByNotes } from "./notes-override";
import { renderContent } from "./render/index";
import { renderJson } from "./render/json";
import { globPath, markdownText } from "./render/inline";
import { buildFrameworkSection } from "./sections/frameworks";
import { projectLayout } from "./layout";
import { packageLine } from "./sections/commands";
import { buildSections } from "./sections/index";
import { createSection, hasContent, TRIM } from "./sections/section";
import { slugify } from "./slug";
import { buildTargetSection } from "./sections/target";
import { AGENTS_MD_LIMIT, DEFAULT_PROMPT_LIMIT } from "./targets/shared";
import { guidanceKept } from "./live-guidance";
import { mcpOutput, NO_MCP } from "./mcp/setup";
import { extraFiles } from "./skills";
import { toolView } from "./tools";
import { buildFileSlug, buildTitle } from "./title";
import type {
  FrameworkKnowledge,
  GeneratedFile,
  GeneratedRule,
  GenerationContext,
  GenerationInput,
  GuidanceKept,
  Limit,
  RuleDocument,
  RuleKind,
  RuleLimit,
  Scoping,
  TargetProfile,
} from "./types";
import { limits } from "#contract/limits";
import type { WorkspacePackage } from "#contract/project-facts";
import { isRuleFilePath } from "#contract/rule-file-path";
import type { WizardForm } from "#contract/wizard";
import { targetProfiles } from "./targets/index";
import { resolveTarget } from "./targets/resolve-target";

/** The one file several chosen tools share (decision 091). */
const SHARED_FILE = "AGENTS.md";

/** Packages that get a scoped file (or a nested AGENTS.md) of their own; the rest are listed. */
const MAX_PACKAGE_FILES = 12;

/**
 * A package whose folder could not hold a rule file (`C:x`, a control character: decision 119)
 * gets none; its frameworks stay in the root's file.
 */
function packagesOf(ctx: GenerationContext): readonly WorkspacePackage[] {
  return (ctx.project?.workspaces?.packages ?? [])
    .filter((pkg) => isRuleFilePath(`${pkg.path}/${SHARED_FILE}`))
    .slice(0, MAX_PACKAGE_FILES);
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
    : users.flatMap((pkg) => framework.globs.map((glob) => `${globPath(pkg.path)}/${glob}`));
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

/**
 * Where a monorepo's frameworks go when the tool reads nested AGENTS.md files (no path scoping):
 * a framework some packages use, and not every package with frameworks, goes to those packages'
 * own files; the root keeps what the packages share and what none of them names.
 */
interface NestedFrameworks {
  readonly byPackage: ReadonlyMap<string, readonly FrameworkKnowledge[]>;
  readonly moved: ReadonlySet<string>;
}

function nestedFrameworks(ctx: GenerationContext): NestedFrameworks {
  const packages = packagesOf(ctx);
  const withFrameworks = packages.filter((pkg) => pkg.frameworks.length > 0);
  const byPackage = new Map<string, FrameworkKnowledge[]>();
  const moved = new Set<string>();
  for (const framework of ctx.frameworks) {
    const users = withFrameworks.filter((pkg) => pkg.frameworks.includes(framework.name));
    if (users.length === 0 || users.length === withFrameworks.length) continue;
    moved.add(framework.id);
    for (const pkg of users)
      byPackage.set(pkg.path, [...(byPackage.get(pkg.path) ?? []), framework]);
  }
  return { byPackage, moved };
}

/**
 * A monorepo package's own file: what it is, its commands, its folders and its boundary, the rules
 * the user kept from the package's own rule files, and in a nested AGENTS.md the rules of the
 * frameworks only it (and its like) uses.
 */
function packageDoc(
  base: RuleDocument,
  ctx: GenerationContext,
  pkg: WorkspacePackage,
  scoping: Scoping | undefined,
  frameworks: readonly FrameworkKnowledge[],
): RuleDocument {
  const t = stringsFor(ctx.language);
  const folders = ctx.project?.folders ?? [];
  // A nested AGENTS.md sits in the package; a scoped file at the root names its full paths.
  const layout = projectLayout(folders, ctx, pkg.path, scoping !== undefined);
  const section = createSection(
    `package:${pkg.path}`,
    null,
    {
      rules: [
        packageLine(pkg),
        ...(layout ? [`${t.layoutLabel}: ${layout}.`] : []),
        t.packageBoundary,
      ],
    },
    { ...TRIM.fixed, minRules: 1 },
  );
  const kept = keptRulesOf(ctx.project, pkg.path);
  const keptSection = createSection(
    `project-rules:${pkg.path}`,
    t.headings.projectRules,
    { rules: kept },
    { ...TRIM.projectRules, minRules: kept.length },
  );
  const frameworkSections = dropContradictedByNotes(
    ctx.forbiddenTerms,
    dropSuperseded(
      ctx,
      frameworks.map((framework) => buildFrameworkSection(framework, ctx, true)),
      pkg.path,
    ),
  );
  return {
    ...base,
    title: markdownText(pkg.name === pkg.path ? pkg.path : `${pkg.name} (${pkg.path})`),
    showTitle: true,
    frontmatter:
      scoping?.frontmatter({
        description: t.scopedDescription(pkg.name),
        globs: [`${globPath(pkg.path)}/**`],
      }) ?? null,
    sections: [section, keptSection, ...frameworkSections].filter(hasContent),
  };
}

/**
 * Files per monorepo package: scoped by path where the tool scopes, nested AGENTS.md otherwise
 * (with the frameworks only that package uses). A package the root's list says all there is
 * about — no framework of its own, no folders known — gets none.
 */
function packageFiles(
  base: RuleDocument,
  ctx: GenerationContext,
  limit: Limit,
  scoping: Scoping | undefined,
  /** The frameworks nested files hold; null where every tool gets framework files of its own. */
  nested: NestedFrameworks | null,
): FittedFile[] {
  const render = (doc: RuleDocument) => renderContent(doc, "markdown");
  const folders = ctx.project?.folders ?? [];
  return packagesOf(ctx)
    .filter(
      (pkg) =>
        (nested?.byPackage.get(pkg.path) ?? []).length > 0 ||
        folders.some((folder) => folder.startsWith(`${pkg.path}/`)) ||
        keptRulesOf(ctx.project, pkg.path).length > 0,
    )
    .map((pkg) =>
      toFile(
        scoping ? scoping.file(`package-${slugify(pkg.path)}`) : `${pkg.path}/AGENTS.md`,
        "scoped",
        fitToLimit(
          packageDoc(base, ctx, pkg, scoping, nested?.byPackage.get(pkg.path) ?? []),
          limit,
          render,
        ),
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
    ...ctx.frameworks.flatMap((framework) => {
      const doc = frameworkDoc(base, ctx, framework, scoping);
      // A framework whose rules the project's live guidance holds (Laravel Boost) gets no file.
      return doc.sections.some(hasContent)
        ? [toFile(scoping.file(framework.id), "scoped", fitToLimit(doc, limit, render))]
        : [];
    }),
    ...packageFiles(base, ctx, limit, scoping, null),
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

/**
 * The JSON beside the rule file is for other tools; the target never reads it, so no limit of
 * its own: it holds the rules the single file kept.
 */
function besideJson(path: string, fitted: FittedDocument, limit: Limit): FittedFile {
  const content = renderJson(fitted.doc);
  return {
    file: { path, content, role: "json", size: measure(content, limit.unit) },
    trimmed: fitted.trimmed,
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
  if (kind === "rules" && format !== "json" && target.sharedCore) {
    const tools = chosenTools(input.form, target);
    if (tools.length > 1) {
      return generateForTools(
        ctx,
        tools,
        format,
        input.form.skills === true,
        input.form.mcpServers,
      );
    }
  }
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
    // Each file sets its own; the whole rule's is made with it, below.
    frontmatter: null,
    stack: { applicationType: ctx.applicationType, frameworks: ctx.stack, behavior: ctx.behavior },
    sections: [],
  };

  // The whole rule as one file. A tool that scopes by path gets the split files instead; there
  // it is rendered only when something reads it (the JSON beside them, a preview's copy).
  let whole: FittedDocument | undefined;
  const single = () =>
    (whole ??= fitToLimit(
      {
        ...base,
        frontmatter:
          kind === "rules" && target.frontmatter
            ? target.frontmatter({ description: title, globs: uniqueGlobs(ctx) })
            : null,
        sections: buildSections(ctx),
      },
      limit,
      (doc) => renderContent(doc, format),
    ));
  const markdownRules = format !== "json" && kind === "rules";
  // Tools that read AGENTS.md read the nearest one: a package's sits in its folder, with the
  // frameworks only its packages use.
  const nested = markdownRules && nativeFile === "AGENTS.md" ? nestedFrameworks(ctx) : null;
  const split =
    markdownRules && target.scoping && (ctx.frameworks.length > 0 || packagesOf(ctx).length > 0)
      ? scopedFiles(base, ctx, target.scoping, nativeFile, limit)
      : nested && nested.moved.size > 0
        ? [
            toFile(
              nativeFile,
              "core",
              fitToLimit(
                { ...base, sections: buildSections(ctx, false, nested.moved) },
                limit,
                (doc) => renderContent(doc, "markdown"),
              ),
            ),
            ...packageFiles(base, ctx, limit, undefined, nested),
          ]
        : [
            toFile(nativeFile, "core", single()),
            ...(nested ? packageFiles(base, ctx, limit, undefined, nested) : []),
          ];
  const config = markdownRules ? configFor(target, nativeFile, limit) : [];
  const fitted: FittedFile[] =
    format === "json"
      ? [toFile(jsonFile, "json", single())]
      : format === "both"
        ? [...split, ...config, besideJson(jsonFile, single(), limit)]
        : [...split, ...config];
  const extras =
    markdownRules && input.form.skills === true
      ? extraFiles(ctx, target.id, limit.unit, measure)
      : [];
  const mcp = markdownRules
    ? mcpOutput(input.form.mcpServers, [{ id: target.id, name: ctx.targetName }], limit.unit)
    : NO_MCP;

  const files = withinFileCap([...fitted.map((entry) => entry.file), ...mcp.files], extras);
  return {
    title,
    get content() {
      return single().content;
    },
    format,
    fileName,
    target: { id: target.id, name: ctx.targetName, destination },
    limit: { ...limit },
    get size() {
      return single().size;
    },
    trimmed: fitted.some((entry) => entry.trimmed),
    get sections() {
      return single().doc.sections.map((section) => section.id);
    },
    files,
    tools: [toolView(target, ctx.targetName, limit, files)],
    packs: [...ctx.packReasons],
    ...(mcp.setup ? { mcp: mcp.setup } : {}),
    ...withGuidance(guidanceKept(ctx, base, limit.unit)),
  };
}

const withGuidance = (guidance: GuidanceKept[] | undefined) => (guidance ? { guidance } : {});

/**
 * Skills and commands join the rule files as far as a saved rule may keep files
 * (`limits.ruleFilesMax`); the rule files always stay.
 */
function withinFileCap(files: GeneratedFile[], extras: readonly GeneratedFile[]): GeneratedFile[] {
  const paths = new Set(files.map((file) => file.path));
  const fresh = extras.filter((file) => {
    if (paths.has(file.path)) return false;
    paths.add(file.path);
    return true;
  });
  return [...files, ...fresh.slice(0, Math.max(0, limits.ruleFilesMax - files.length))];
}

/**
 * The rule-file tools the form names, the primary (`aiModel`) first, each once. Only tools that
 * can read a shared AGENTS.md take part; chat models and app builders cannot.
 */
function chosenTools(form: WizardForm, primary: TargetProfile): TargetProfile[] {
  const extra: unknown[] = Array.isArray(form.aiModels) ? form.aiModels : [];
  const ids = new Set([primary.id]);
  for (const name of extra) if (typeof name === "string") ids.add(resolveTarget(name));
  return [...ids].map((id) => targetProfiles[id]).filter((tool) => tool.sharedCore);
}

/** A tool's own always-on file that loads the shared AGENTS.md, if it needs one. */
function loaderFile(
  tool: TargetProfile,
  ctx: GenerationContext,
  base: RuleDocument,
  slug: string,
): GeneratedFile | null {
  const limit = limitOf(tool, "rules");
  if (tool.sharedCore === "config") {
    const config = tool.configFile?.(SHARED_FILE);
    return config
      ? { ...config, role: "core", kind: "config", size: measure(config.content, limit.unit) }
      : null;
  }
  if (tool.sharedCore !== "import" && tool.sharedCore !== "pointer") return null;
  const toolCtx: GenerationContext = { ...ctx, target: tool, targetName: tool.name };
  const hints = buildTargetSection(toolCtx);
  const lead =
    tool.sharedCore === "import" ? `@${SHARED_FILE}` : stringsFor(ctx.language).shared.readAgentsMd;
  const doc: RuleDocument = {
    ...base,
    showTitle: false,
    frontmatter:
      tool.sharedCore === "pointer"
        ? (tool.frontmatter?.({ description: base.title, globs: [] }) ?? null)
        : null,
    sections: [
      createSection("loader", null, { text: [lead] }, TRIM.fixed),
      ...(hints ? [hints] : []),
    ],
  };
  const content = renderContent(doc, "markdown");
  return {
    path: tool.file(slug),
    content,
    role: "core",
    kind: "loader",
    size: measure(content, limit.unit),
  };
}

/**
 * Several tools from one source (decision 091): the shared core goes once into AGENTS.md, each
 * tool gets its thin file that loads it (or none, when it reads AGENTS.md by itself) and its
 * framework files in its own syntax. AGENTS.md fits every chosen tool's limit (with the loader
 * that imports it). When a chosen tool cannot scope by path, the framework rules stay in
 * AGENTS.md instead, for every tool, and no tool gets framework files.
 */
function generateForTools(
  ctx: GenerationContext,
  tools: readonly TargetProfile[],
  format: "markdown" | "both",
  withExtras: boolean,
  mcpServers: WizardForm["mcpServers"],
): GeneratedRule {
  const { language } = ctx;
  const t = stringsFor(language);
  const primary = tools[0]!;
  const toolsLabel = t.shared.tools(tools.map((tool) => tool.name));
  const title = buildTitle({ ...ctx, targetName: toolsLabel, genericTarget: false });
  const slug = buildFileSlug(ctx);
  const limit = limitOf(primary, "rules");
  const destination = t.shared.destination(toolsLabel);
  // Framework files per tool only when every tool scopes by path, and as many as a saved rule
  // may keep (`limits.ruleFilesMax`, with AGENTS.md, a loader per tool, packages and the JSON).
  const mcp = mcpOutput(mcpServers, tools, limit.unit);
  const scopedCount = tools.length * ctx.frameworks.length;
  const otherCount = 2 + tools.length + packagesOf(ctx).length + mcp.files.length;
  const frameworksInCore =
    tools.some((tool) => !tool.scoping) || scopedCount + otherCount > limits.ruleFilesMax;
  // Where a tool can't scope by path, the frameworks only some packages use go to their files.
  const nested = frameworksInCore ? nestedFrameworks(ctx) : null;
  // The shared file speaks to no tool in particular: the generic workflow hints.
  const sharedCtx: GenerationContext = {
    ...ctx,
    target: targetProfiles.Custom,
    targetName: "",
    genericTarget: true,
  };
  const base: RuleDocument = {
    kind: "rules",
    language,
    title,
    showTitle: true,
    target: { id: primary.id, name: toolsLabel, form: "rule-file", file: SHARED_FILE, destination },
    limit,
    frontmatter: null,
    stack: { applicationType: ctx.applicationType, frameworks: ctx.stack, behavior: ctx.behavior },
    sections: buildSections(sharedCtx, !frameworksInCore, nested?.moved),
  };

  const loaders = new Map(tools.map((tool) => [tool.id, loaderFile(tool, ctx, base, slug)]));
  // AGENTS.md and a tool's loader are in its context together: both within its limit.
  const sharedLimits = tools.map((tool) => {
    const own = limitOf(tool, "rules");
    const loader = loaders.get(tool.id);
    const reserve = loader && loader.kind !== "config" ? measure(loader.content, own.unit) : 0;
    return { value: own.value - reserve, unit: own.unit };
  });
  const render = (doc: RuleDocument) => renderContent(doc, "markdown");
  const core = fitToLimit(base, AGENTS_MD_LIMIT, render, sharedLimits);
  const sharedFile = toFile(SHARED_FILE, "core", core);
  const packageFilesShared = packageFiles(base, ctx, AGENTS_MD_LIMIT, undefined, nested);

  const perTool = tools.map((tool) => {
    const own = limitOf(tool, "rules");
    const scoped =
      !frameworksInCore && tool.scoping
        ? ctx.frameworks.map((framework) =>
            toFile(
              tool.scoping!.file(framework.id),
              "scoped",
              fitToLimit(frameworkDoc(base, ctx, framework, tool.scoping!), own, render),
            ),
          )
        : [];
    const loader = loaders.get(tool.id);
    // Tools that read `.agents/skills/` share one copy of the skills.
    const extras = withExtras ? extraFiles(ctx, tool.id, own.unit, measure, true) : [];
    return { tool, own, loader, scoped, extras };
  });

  const fitted: FittedFile[] = [
    sharedFile,
    ...perTool.flatMap(({ loader, scoped }) => [
      ...(loader ? [{ file: loader, trimmed: false }] : []),
      ...scoped,
    ]),
    ...packageFilesShared,
  ];
  const unique = [...new Map(fitted.map((entry) => [entry.file.path, entry])).values()];
  const json = format === "both" ? [besideJson(`${slug}.rules.json`, core, limit).file] : [];
  const files = withinFileCap(
    [...unique.map((entry) => entry.file), ...json, ...mcp.files],
    perTool.flatMap(({ extras }) => extras),
  );
  const written = new Set(files.map((entry) => entry.path));

  return {
    title,
    content: core.content,
    format,
    fileName: SHARED_FILE,
    target: { id: primary.id, name: toolsLabel, destination },
    limit: { ...limit },
    size: measure(core.content, limit.unit),
    trimmed: unique.some((entry) => entry.trimmed),
    sections: core.doc.sections.map((section) => section.id),
    files,
    tools: perTool.map(({ tool, own, loader, scoped, extras }) =>
      toolView(tool, tool.name, own, [
        sharedFile.file,
        ...(loader ? [loader] : []),
        ...scoped.map((entry) => entry.file),
        ...packageFilesShared.map((entry) => entry.file),
        ...extras.filter((extra) => written.has(extra.path)),
      ]),
    ),
    packs: [...ctx.packReasons],
    ...(mcp.setup ? { mcp: mcp.setup } : {}),
    ...withGuidance(guidanceKept(ctx, base, limit.unit)),
  };
}
