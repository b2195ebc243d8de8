import {
  defaultWizardForm,
  frameworksFor,
  wizardSteps,
  type WizardStepId,
  type ApplicationType,
  type BehaviorPreference,
  type OutputFormat,
  type PromptType,
} from "#contract/wizard-options";
import type { McpServer } from "#contract/mcp";
import type { WizardForm } from "#contract/wizard";
import type { ExistingRuleFile, ProjectFacts, RuleFileFix } from "#contract/project-facts";
import type { CommandKind, LibraryName } from "#contract/project-options";
import { applyFacts, plainVersion, toolsInUse } from "#engine/project/index";
import type { RulePackId } from "#contract/wizard-packs";

/** Seven steps, index 0 to 6: the contract's list, which the documentation numbers too. */
export { wizardSteps, type WizardStepId };
export const LAST_STEP = wizardSteps.length - 1;

/** The id of the Custom model card; typing in its input sets `aiModel` to the text. */
export const CUSTOM_MODEL = "Custom";

export interface WizardState {
  step: number;
  form: WizardForm;
  /** The Custom card is chosen (its input shows), whatever `form.aiModel` currently holds. */
  customModel: boolean;
  customModelText: string;
  /** The consent to waive the right of withdrawal, required before generating. */
  consent: boolean;
  /**
   * The facts as the last import read them, before the visitor unticked anything: "Detected in
   * your project" lists these, ticked as far as `form.project` (the confirmed facts) keeps them.
   */
  imported: ProjectFacts | null;
}

export const initialWizardState: WizardState = {
  step: 0,
  form: defaultWizardForm,
  customModel: false,
  customModelText: "",
  consent: false,
  imported: null,
};

/** The wizard on its last step with a kept form, consent given: one click generates. */
export function resumedWizardState(form: WizardForm): WizardState {
  // The preview asked for no consent; spending a token now needs the visitor's own tick.
  return { ...initialWizardState, step: LAST_STEP, form, imported: form.project ?? null };
}

export type WizardAction =
  | { type: "next" }
  | { type: "back" }
  | { type: "goTo"; step: number }
  | { type: "reset" }
  | { type: "setPromptType"; promptType: PromptType }
  | { type: "setDescription"; text: string }
  | { type: "setNotes"; text: string }
  | { type: "selectModel"; model: string }
  /** "I use several AI tools": one AGENTS.md for all of them (decision 091). */
  | { type: "setSeveralTools"; enabled: boolean; shareable: boolean }
  | { type: "setTools"; models: readonly string[] }
  | { type: "setCustomModelText"; text: string }
  | { type: "setApplicationType"; applicationType: ApplicationType }
  | { type: "setFrameworks"; frameworks: readonly string[] }
  | { type: "setFrameworkVersions"; versions: WizardForm["frameworkVersions"] }
  | { type: "setBehavior"; behaviorPreference: BehaviorPreference }
  | { type: "setOutputFormat"; outputFormat: OutputFormat }
  /** Also write skills and slash commands for the chosen tools. */
  | { type: "setSkills"; skills: boolean }
  /** Takes an MCP server into the rule or out of it, by its name (docs/product/mcp-servers.md). */
  | { type: "setMcpServer"; server: McpServer; included: boolean }
  | { type: "setConsent"; consent: boolean }
  /** An import's facts, read in the browser or from GitHub, prefill the form (`applyFacts`). */
  | { type: "importProject"; facts: ProjectFacts }
  /** Forgets the import: no facts, and none of its commands, on the form. */
  | { type: "removeProject" }
  | { type: "setCommand"; kind: CommandKind; command: string }
  | { type: "setProjectFramework"; name: string; included: boolean }
  | { type: "setProjectLibrary"; name: LibraryName; included: boolean }
  | { type: "keepRuleFile"; path: string; keep: boolean }
  /**
   * "Fix with Rulesmith" (docs/product/rule-audit.md): keeps every file with rules, those the
   * audit's findings change with the findings applied (`fixes`, by path).
   */
  | { type: "fixRuleFiles"; fixes: readonly { path: string; fix: RuleFileFix }[] }
  /** Keeps a file the findings changed as written instead (or with them applied again). */
  | { type: "keepRuleFileAsWritten"; path: string; asWritten: boolean }
  /**
   * The user takes a pack out of "Rules we'll add for your project" or adds one from the full
   * list; `detected` says whether the automatic choice has it (docs/product/rule-packs.md).
   */
  | { type: "setPack"; id: RulePackId; included: boolean; detected: boolean };

function clampStep(step: number): number {
  return Math.min(LAST_STEP, Math.max(0, Math.trunc(step)));
}

/** Keeps the chosen frameworks that the application type offers, in the offered order. */
export function pruneFrameworks(
  frameworks: readonly string[],
  applicationType: ApplicationType,
): string[] {
  const chosen = new Set(frameworks);
  return frameworksFor(applicationType).filter((name) => chosen.has(name));
}

function withForm(state: WizardState, patch: Partial<WizardForm>): WizardState {
  return { ...state, form: { ...state.form, ...patch } };
}

/** The imported project's rule files, each passed through `change`; no project, no change. */
function withRuleFiles(
  state: WizardState,
  change: (file: ExistingRuleFile) => ExistingRuleFile,
): WizardState {
  const { project } = state.form;
  if (!project) return state;
  return withForm(state, {
    project: { ...project, existingRules: project.existingRules.map(change) },
  });
}

/** `commands` with `kind` set to `command`, or without it when blank; undefined when empty. */
function withCommand(
  commands: WizardForm["commands"],
  kind: CommandKind,
  command: string | undefined,
): WizardForm["commands"] {
  const next = { ...commands, [kind]: command };
  if (command === undefined || command.trim() === "") delete next[kind];
  return Object.keys(next).length > 0 ? next : undefined;
}

/** `versions` without `name`'s entry; undefined when nothing is left. */
function withoutVersion(versions: WizardForm["frameworkVersions"], name: string) {
  if (!versions || !Object.hasOwn(versions, name)) return versions;
  const rest = Object.fromEntries(Object.entries(versions).filter(([key]) => key !== name));
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/**
 * The form without the import: no facts, and no command that is still the imported one (a
 * command the visitor typed over stays theirs). Frameworks and versions stay as chosen.
 */
function withoutProject(form: WizardForm): WizardForm {
  const { project, ...rest } = form;
  if (!project) return form;
  let commands = form.commands;
  for (const fact of project.commands) {
    if (!fact.covers && commands?.[fact.kind] === fact.command)
      commands = withCommand(commands, fact.kind, undefined);
  }
  const next: WizardForm = { ...rest };
  if (commands) next.commands = commands;
  else delete next.commands;
  return next;
}

/**
 * The tools the project's rule files are for, preselected on step 3 while the user has not chosen
 * one (the default tool, no custom name): one as the tool, several as "I use several AI tools".
 */
function withToolsInUse(state: WizardState, form: WizardForm): WizardForm {
  const tools = form.project ? toolsInUse(form.project) : [];
  const untouched =
    state.form.aiModel === defaultWizardForm.aiModel &&
    state.form.aiModels === undefined &&
    !state.customModel;
  if (!untouched || tools.length === 0) return form;
  const several = tools.length > 1 && form.promptType === "Rules";
  return { ...form, aiModel: tools[0]!, ...(several ? { aiModels: tools } : {}) };
}

/** The imported items whose names `keep` holds, in the import's order. */
function pickImported<T extends { name: string }>(items: readonly T[], keep: Set<string>): T[] {
  return items.filter((item) => keep.has(item.name));
}

function setProjectFramework(state: WizardState, name: string, included: boolean): WizardState {
  const { form, imported } = state;
  const project = form.project;
  if (!project || !imported) return state;
  const detected = imported.frameworks.find((framework) => framework.name === name);
  if (!detected) return state;
  const names = new Set<string>(project.frameworks.map((framework) => framework.name));
  if (included) names.add(name);
  else names.delete(name);
  const frameworks = included
    ? pruneFrameworks([...form.frameworks, name], form.applicationType)
    : form.frameworks.filter((framework) => framework !== name);
  const version = plainVersion(detected.version);
  const frameworkVersions = included
    ? version && !form.frameworkVersions?.[name]
      ? { ...form.frameworkVersions, [name]: version }
      : form.frameworkVersions
    : withoutVersion(form.frameworkVersions, name);
  return withForm(state, {
    frameworks,
    frameworkVersions,
    project: { ...project, frameworks: pickImported(imported.frameworks, names) },
  });
}

function setProjectLibrary(state: WizardState, name: LibraryName, included: boolean): WizardState {
  const { project } = state.form;
  if (!project || !state.imported) return state;
  const names = new Set<string>(project.libraries.map((library) => library.name));
  if (included) names.add(name);
  else names.delete(name);
  return withForm(state, {
    project: { ...project, libraries: pickImported(state.imported.libraries, names) },
  });
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "next":
      return state.step < LAST_STEP ? { ...state, step: state.step + 1 } : state;
    case "back":
      return state.step > 0 ? { ...state, step: state.step - 1 } : state;
    case "goTo":
      return { ...state, step: clampStep(action.step) };
    case "reset":
      return initialWizardState;
    case "setPromptType":
      return withForm(state, { promptType: action.promptType });
    case "setDescription":
      return withForm(state, { projectDescription: action.text });
    case "setNotes":
      return withForm(state, { additionalNotes: action.text });
    case "selectModel":
      if (action.model === CUSTOM_MODEL) {
        const text = state.customModelText.trim();
        return { ...withForm(state, { aiModel: text || CUSTOM_MODEL }), customModel: true };
      }
      return { ...withForm(state, { aiModel: action.model }), customModel: false };
    case "setSeveralTools": {
      if (action.enabled) {
        const aiModels = action.shareable && !state.customModel ? [state.form.aiModel] : [];
        return { ...withForm(state, { aiModels }), customModel: false };
      }
      const form: WizardForm = { ...state.form };
      delete form.aiModels;
      return { ...state, form };
    }
    case "setTools": {
      const aiModels = [...action.models];
      return withForm(state, { aiModels, aiModel: aiModels[0] ?? state.form.aiModel });
    }
    case "setCustomModelText": {
      // Typing names the model; an empty field leaves it as plain "Custom".
      const text = action.text.trim();
      return {
        ...withForm(state, { aiModel: text || CUSTOM_MODEL }),
        customModel: true,
        customModelText: action.text,
      };
    }
    case "setApplicationType":
      return withForm(state, {
        applicationType: action.applicationType,
        frameworks: pruneFrameworks(state.form.frameworks, action.applicationType),
      });
    case "setFrameworks":
      return withForm(state, {
        frameworks: pruneFrameworks(action.frameworks, state.form.applicationType),
      });
    case "setFrameworkVersions":
      return withForm(state, { frameworkVersions: action.versions });
    case "setBehavior":
      return withForm(state, { behaviorPreference: action.behaviorPreference });
    case "setOutputFormat":
      return withForm(state, { outputFormat: action.outputFormat });
    case "setSkills": {
      const form: WizardForm = { ...state.form, skills: true };
      if (!action.skills) delete form.skills;
      return { ...state, form };
    }
    case "setMcpServer": {
      const others = (state.form.mcpServers ?? []).filter(
        (server) => server.name !== action.server.name,
      );
      const servers = action.included ? [...others, action.server] : others;
      const form: WizardForm = { ...state.form, mcpServers: servers };
      if (servers.length === 0) delete form.mcpServers;
      return { ...state, form };
    }
    case "setConsent":
      return { ...state, consent: action.consent };
    case "importProject":
      return {
        ...state,
        form: withToolsInUse(state, applyFacts(withoutProject(state.form), action.facts)),
        imported: action.facts,
      };
    case "removeProject":
      return { ...state, form: withoutProject(state.form), imported: null };
    case "setCommand":
      return withForm(state, {
        commands: withCommand(state.form.commands, action.kind, action.command),
      });
    case "setProjectFramework":
      return setProjectFramework(state, action.name, action.included);
    case "setProjectLibrary":
      return setProjectLibrary(state, action.name, action.included);
    case "setPack": {
      const packs = withPack(state.form.packs, action.id, action.included, action.detected);
      const form: WizardForm = { ...state.form, packs };
      if (!packs) delete form.packs;
      return { ...state, form };
    }
    case "keepRuleFile":
      return withRuleFiles(state, (file) =>
        file.path === action.path ? { ...file, keep: action.keep } : file,
      );
    case "fixRuleFiles": {
      const fixes = new Map(action.fixes.map(({ path, fix }) => [path, fix]));
      return withRuleFiles(state, (file) => {
        const fix = fixes.get(file.path);
        if (!fix) return { ...file, keep: file.keep || file.rules.length > 0 };
        return {
          ...file,
          keep: file.keep || fix.rules.length > 0,
          fix: { ...fix, asWritten: false },
        };
      });
    }
    case "keepRuleFileAsWritten":
      return withRuleFiles(state, (file) =>
        file.path === action.path && file.fix
          ? { ...file, fix: { ...file.fix, asWritten: action.asWritten } }
          : file,
      );
  }
}

/**
 * The form's pack choice after one edit, kept relative to the automatic choice: a pack the
 * automatic choice has is only ever "removed", any other only ever "added"; with nothing edited
 * the form has no choice at all (automatic, as every form stored before).
 */
function withPack(
  packs: WizardForm["packs"],
  id: RulePackId,
  included: boolean,
  detected: boolean,
): WizardForm["packs"] {
  const current = typeof packs === "object" ? packs : { added: [], removed: [] };
  const added = current.added.filter((pack) => pack !== id);
  const removed = current.removed.filter((pack) => pack !== id);
  if (included && !detected) added.push(id);
  if (!included && detected) removed.push(id);
  return added.length + removed.length > 0 ? { added, removed } : undefined;
}

/** The step to send the visitor to when the form cannot be generated yet, else null. */
export function firstIncompleteStep(form: WizardForm): number | null {
  // The model is never blank (Custom stays "Custom" until a name is typed), but with several
  // tools at least one must be ticked; and the contract requires a framework.
  if (form.aiModels?.length === 0) return wizardSteps.indexOf("aiModel");
  return form.frameworks.length === 0 ? wizardSteps.indexOf("frameworks") : null;
}
