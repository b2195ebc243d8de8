import {
  defaultWizardForm,
  frameworksFor,
  type ApplicationType,
  type BehaviorPreference,
  type OutputFormat,
  type PromptType,
} from "#contract/wizard-options";
import type { WizardForm } from "#contract/wizard";

/** Seven steps, index 0 to 6 (spec §2, §9). */
export const wizardSteps = [
  "promptType",
  "description",
  "aiModel",
  "applicationType",
  "frameworks",
  "behavior",
  "outputFormat",
] as const;
export type WizardStepId = (typeof wizardSteps)[number];
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
}

export const initialWizardState: WizardState = {
  step: 0,
  form: defaultWizardForm,
  customModel: false,
  customModelText: "",
  consent: false,
};

/** The wizard on its last step with a kept form, consent given: one click generates. */
export function resumedWizardState(form: WizardForm): WizardState {
  // The preview asked for no consent; spending a token now needs the visitor's own tick.
  return { ...initialWizardState, step: LAST_STEP, form };
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
  | { type: "setCustomModelText"; text: string }
  | { type: "setApplicationType"; applicationType: ApplicationType }
  | { type: "setFrameworks"; frameworks: readonly string[] }
  | { type: "setFrameworkVersions"; versions: WizardForm["frameworkVersions"] }
  | { type: "setBehavior"; behaviorPreference: BehaviorPreference }
  | { type: "setOutputFormat"; outputFormat: OutputFormat }
  | { type: "setConsent"; consent: boolean };

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
    case "setConsent":
      return { ...state, consent: action.consent };
  }
}

/** The step to send the visitor to when the form cannot be generated yet, else null. */
export function firstIncompleteStep(form: WizardForm): number | null {
  // The model is never blank (Custom stays "Custom" until a name is typed), so only the
  // frameworks can be missing (the contract requires at least one).
  return form.frameworks.length === 0 ? wizardSteps.indexOf("frameworks") : null;
}
