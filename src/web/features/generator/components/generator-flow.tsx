import { lazy, Suspense, useEffect, useReducer } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { useAiModels } from "../api/get-ai-models";
import { useConsentRequired } from "../hooks/use-consent-required";
import { useGeneration } from "../hooks/use-generation";
import type { GeneratorSlots } from "../slots";
import {
  firstIncompleteStep,
  initialWizardState,
  LAST_STEP,
  resumedWizardState,
  wizardReducer,
} from "../wizard-state";
import { GeneratingState } from "./generating-state";
import { Wizard } from "./wizard";

const loadResultView = () => import("./result-view");
const ResultView = lazy(loadResultView);
/** Each fallback answer is announced once, however often the wizard mounts. */
const announcedFallbacks = new WeakSet<object>();

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
  const [state, dispatch] = useReducer(wizardReducer, resumeForm, (form) =>
    form ? resumedWizardState(form) : initialWizardState,
  );
  const generation = useGeneration();
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
    if (state.step === LAST_STEP) void loadResultView();
  }, [state.step]);

  function onGenerate() {
    if (consentRequired && !state.consent) {
      toast.error(t("wizard.consent.requiredTitle"), {
        description: t("wizard.consent.requiredText"),
      });
      return;
    }
    const incomplete = firstIncompleteStep(state.form);
    if (incomplete !== null) {
      toast.error(t("wizard.frameworks.missingTitle"), {
        description: t("wizard.frameworks.missingText"),
      });
      dispatch({ type: "goTo", step: incomplete });
      return;
    }
    window.scrollTo({ top: 0 });
    void generation.generate(state.form);
  }

  function createNew() {
    dispatch({ type: "reset" });
    generation.clear();
    window.scrollTo({ top: 0 });
  }

  if (generation.generating) return <GeneratingState />;
  if (generation.result) {
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
    <Wizard state={state} dispatch={dispatch} onGenerate={onGenerate} costNotice={costNotice} />
  );
}
