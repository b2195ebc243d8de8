import { lazy, Suspense, useEffect, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { RESULT_PARAM, WIZARD_STEP_PARAM } from "#contract/wizard-address";
import { toast } from "@/lib/toast";
import { useAiModels } from "../api/get-ai-models";
import { useConsentRequired } from "../hooks/use-consent-required";
import { useGeneration } from "../hooks/use-generation";
import type { GeneratorSlots } from "../slots";
import { readWizardDraft, saveWizardDraft } from "../wizard-draft";
import {
  firstIncompleteStep,
  initialWizardState,
  LAST_STEP,
  resumedWizardState,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from "../wizard-state";
import { GeneratingState } from "./generating-state";
import { Wizard } from "./wizard";

const loadResultView = () => import("./result-view");
const ResultView = lazy(loadResultView);
/** Each fallback answer is announced once, however often the wizard mounts. */
const announcedFallbacks = new WeakSet<object>();

/** `?step=3` → 2; null when absent or not a step number. */
function stepFromParam(value: string | null): number | null {
  const step = Number(value) - 1;
  return value !== null && Number.isInteger(step) && step >= 0 && step <= LAST_STEP ? step : null;
}

/** A kept form (after signing up from a preview) or the tab's draft (reload, Back), else fresh. */
function startingState(resumeForm: GeneratorSlots["resumeForm"]): WizardState | null {
  if (resumeForm) return resumedWizardState(resumeForm);
  const draft = readWizardDraft();
  return draft ? { ...initialWizardState, ...draft } : null;
}

/**
 * The generator after the landing hero: the wizard, then the spinner, then the result, which
 * replaces the wizard until Create New Rule. Default export: the lazy wizard chunk.
 */
export default function GeneratorFlow({
  costNotice,
  renderSaveDialog,
  resumeForm,
}: GeneratorSlots) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [started] = useState(() => startingState(resumeForm));
  const [state, dispatch] = useReducer(wizardReducer, started ?? initialWizardState);
  // The URL holds the step, so Back and Forward walk the steps (decision 052); the reducer's own
  // step only names the first URL of a resumed form.
  const urlStep = stepFromParam(params.get(WIZARD_STEP_PARAM));
  const shown = urlStep === null ? state : { ...state, step: urlStep };
  const generation = useGeneration();
  const showResult = generation.result !== null && params.has(RESULT_PARAM);

  function goToStep(step: number, replace = false) {
    void navigate({ search: `?${WIZARD_STEP_PARAM}=${step + 1}` }, { replace });
  }

  /** Step moves become history entries; form changes stay in the reducer. */
  function wizardDispatch(action: WizardAction) {
    const after = wizardReducer(shown, action);
    if (after.step !== shown.step) goToStep(after.step);
    else dispatch(action);
  }

  // On arrival, a URL without a step (a resumed form) names the wizard's step; a later step with
  // no form behind it (a new tab) starts at step 1; a result address whose result is gone (a
  // reload) shows the wizard's last step.
  const [arrival] = useState(() => ({ urlStep, result: params.has(RESULT_PARAM) }));
  useEffect(() => {
    const { urlStep: step, result } = arrival;
    if (step === null) goToStep(state.step, true);
    else if (step > 0 && !started) goToStep(0, true);
    else if (result) goToStep(step, true);
    // Once, on arrival; later moves come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrival]);

  useEffect(() => saveWizardDraft(state), [state]);
  const consentRequired = useConsentRequired();
  // Loads the models while the visitor reads the first steps.
  const models = useAiModels();

  useEffect(() => {
    const data = models.data;
    if (!data?.fallback || announcedFallbacks.has(data)) return;
    announcedFallbacks.add(data);
    toast.error(t("generation.modelsErrorTitle"), { description: t("generation.modelsErrorText") });
  }, [models.data, t]);

  // The result view (markdown renderer, dialog) loads while the visitor is on the last step.
  useEffect(() => {
    if (shown.step === LAST_STEP) void loadResultView();
  }, [shown.step]);

  function onGenerate() {
    if (consentRequired && !state.consent) {
      toast.error(t("wizard.consent.requiredTitle"), {
        description: t("wizard.consent.requiredText"),
      });
      return;
    }
    const incomplete = firstIncompleteStep(state.form);
    if (incomplete !== null) {
      // With several tools, none ticked; otherwise no framework chosen.
      const missing = state.form.aiModels?.length === 0 ? "wizard.aiModel" : "wizard.frameworks";
      toast.error(t(`${missing}.missingTitle`), { description: t(`${missing}.missingText`) });
      goToStep(incomplete);
      return;
    }
    window.scrollTo({ top: 0 });
    void generation.generate(state.form);
  }

  function createNew() {
    dispatch({ type: "reset" });
    generation.clear();
    goToStep(0);
    window.scrollTo({ top: 0 });
  }

  if (generation.generating) return <GeneratingState />;
  if (showResult && generation.result) {
    return (
      <Suspense fallback={<GeneratingState />}>
        <ResultView
          result={generation.result}
          onCreateNew={createNew}
          renderSaveDialog={renderSaveDialog}
        />
      </Suspense>
    );
  }
  return (
    <Wizard
      state={shown}
      dispatch={wizardDispatch}
      onGenerate={onGenerate}
      costNotice={costNotice}
    />
  );
}
