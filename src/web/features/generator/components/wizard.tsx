import { ArrowLeft, ArrowRight, Sparkles } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { StepIndicator } from "@/components/ui/step-indicator";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useConsentRequired } from "../hooks/use-consent-required";
import { useSignedOutNotice } from "../hooks/use-signed-out-notice";
import { labelContext } from "../label-context";
import { LAST_STEP, wizardSteps } from "../wizard-state";
import { StepAiModel } from "./step-ai-model";
import { StepApplicationType } from "./step-application-type";
import { StepBehavior } from "./step-behavior";
import { StepDescription } from "./step-description";
import { StepFrameworks } from "./step-frameworks";
import { StepOutputFormat } from "./step-output-format";
import { StepPromptType } from "./step-prompt-type";
import type { StepProps } from "./wizard-step";
import { DetectedProject } from "./detected-project";
import { ImportPanel } from "./import-panel";
import { ProjectSummary } from "./project-summary";

/** The step that shows "Detected in your project" (decision 077): the description's. */
export const PROJECT_STEP = wizardSteps.indexOf("description");

/**
 * The import above the step's content (decision 077): the panel on the first two steps, the
 * detected facts on the description's step, a one-line summary on the others.
 */
function ProjectArea({ state, dispatch }: Pick<StepProps, "state" | "dispatch">) {
  const imported = state.form.project !== undefined;
  const review = () => dispatch({ type: "goTo", step: PROJECT_STEP });
  if (state.step === PROJECT_STEP) {
    return (
      <div className="mb-6 space-y-3">
        <ImportPanel state={state} dispatch={dispatch} />
        <DetectedProject state={state} dispatch={dispatch} />
      </div>
    );
  }
  if (imported) {
    return (
      <div className="mb-6">
        <ProjectSummary state={state} onReview={review} />
      </div>
    );
  }
  if (state.step !== 0) return null;
  return (
    <div className="mb-6">
      <ImportPanel state={state} dispatch={dispatch} />
    </div>
  );
}

const stepComponents: Record<(typeof wizardSteps)[number], (props: StepProps) => ReactNode> = {
  promptType: StepPromptType,
  description: StepDescription,
  aiModel: StepAiModel,
  applicationType: StepApplicationType,
  frameworks: StepFrameworks,
  behavior: StepBehavior,
  outputFormat: StepOutputFormat,
};

/**
 * The seven-step wizard (docs/product/generator.md "The wizard"): step indicator, the current step,
 * Back / Next / Generate.
 */
export function Wizard({
  state,
  dispatch,
  onGenerate,
  costNotice,
}: StepProps & { onGenerate: () => void }) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const stepId = wizardSteps[state.step] ?? "promptType";
  const CurrentStep = stepComponents[stepId];
  const isLast = state.step === LAST_STEP;
  const steps = wizardSteps.map((id) => ({ label: t(`wizard.steps.${id}`) }));
  const blocked = useConsentRequired() && !state.consent;
  useSignedOutNotice();

  function onNext() {
    if (stepId === "frameworks" && state.form.frameworks.length === 0) {
      toast.error(t("wizard.frameworks.missingTitle"), {
        description: t("wizard.frameworks.missingText"),
      });
      return;
    }
    dispatch({ type: "next" });
  }

  // Keyboard and screen-reader users land on the wizard's title, then on each new step's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      titleRef.current?.focus({ preventScroll: true });
      return;
    }
    bodyRef.current?.querySelector<HTMLElement>("[data-step-heading]")?.focus({
      preventScroll: true,
    });
    const top = titleRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) titleRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [state.step]);

  return (
    <div className="mx-auto max-w-4xl">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
        <h1
          ref={titleRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-2xl font-bold tracking-tight outline-none sm:text-3xl"
        >
          <Sparkles aria-hidden className="size-6 text-brand" />
          {t("wizard.title")}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t("wizard.stepOf", { current: state.step + 1, total: wizardSteps.length })}
          <span className="sm:hidden"> · {steps[state.step]?.label}</span>
        </p>
      </div>

      <div className="overflow-hidden rounded-xl border border-border bg-surface shadow-sm">
        <div className="border-b border-border bg-zinc-50/80 px-2 py-4 sm:px-6 sm:py-5">
          <StepIndicator
            steps={steps}
            current={state.step}
            onStepClick={(step) => dispatch({ type: "goTo", step })}
            label={t("wizard.stepsLabel")}
            stepLabel={(index, step) =>
              t("wizard.goToStep", { number: index + 1, label: step.label })
            }
          />
        </div>

        <div ref={bodyRef} className="min-h-96 p-4 sm:p-8">
          <ProjectArea state={state} dispatch={dispatch} />
          <CurrentStep state={state} dispatch={dispatch} costNotice={costNotice} />
        </div>

        <div className="flex items-center justify-between gap-2 border-t border-border bg-zinc-50/80 px-3 py-3 sm:gap-3 sm:px-8 sm:py-4">
          {/* On a phone Back is its arrow, so Generate fits one line in either language. */}
          <Button
            variant="outline"
            onClick={() => dispatch({ type: "back" })}
            disabled={state.step === 0}
            className="max-sm:px-3"
          >
            <ArrowLeft aria-hidden className="size-4" />
            <span className="max-sm:sr-only">{t("wizard.back")}</span>
          </Button>
          {isLast ? (
            <Button
              onClick={onGenerate}
              // Looks disabled until consent is given, but stays focusable and says why on click.
              aria-disabled={blocked}
              className={cn(
                "h-auto min-h-10 gap-1.5 text-center whitespace-normal max-sm:px-3",
                blocked && "cursor-not-allowed opacity-50 hover:bg-brand",
              )}
            >
              <Sparkles aria-hidden className="size-4 shrink-0" />
              {t("wizard.generate", { context: labelContext(state.form.promptType) })}
            </Button>
          ) : (
            <Button onClick={onNext}>
              {t("wizard.next")}
              <ArrowRight aria-hidden className="size-4" />
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
