import { CheckCircle2, Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import { limits } from "#contract/limits";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { RulePackChips } from "./rule-pack-chips";
import { StepSection, type StepProps } from "./wizard-step";

/** The contract's limits (`wizardFormSchema`). */
const examples = ["shop", "api", "dashboard"] as const;

function Counter({ count, max }: { count: number; max: number }) {
  const { t } = useTranslation();
  return (
    <p className="text-right text-xs text-muted-foreground tabular-nums">
      {t("wizard.description.characters", { count, max })}
    </p>
  );
}

export function StepDescription({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  const { projectDescription, additionalNotes } = state.form;
  const hasText = projectDescription.trim().length > 0;

  return (
    <StepSection heading={t("wizard.description.heading")} intro={t("wizard.description.intro")}>
      <div className="space-y-6">
        <FormField
          label={t("wizard.description.label")}
          hint={
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p role="status" className="min-h-5 text-sm text-ok">
                {hasText && (
                  <span className="inline-flex items-center gap-1.5">
                    <CheckCircle2 aria-hidden className="size-4" />
                    {t("wizard.description.confirmation")}
                  </span>
                )}
              </p>
              <Counter count={projectDescription.length} max={limits.descriptionMax} />
            </div>
          }
        >
          {(field) => (
            <Textarea
              {...field}
              value={projectDescription}
              maxLength={limits.descriptionMax}
              rows={5}
              placeholder={t("wizard.description.placeholder")}
              onChange={(event) => dispatch({ type: "setDescription", text: event.target.value })}
            />
          )}
        </FormField>

        <div className="rounded-lg border border-dashed border-indigo-200 bg-indigo-50/50 p-4">
          <p className="flex items-center gap-2 text-sm font-medium text-indigo-900">
            <Lightbulb aria-hidden className="size-4" />
            {t("wizard.description.examplesTitle")}
          </p>
          <ul className="mt-3 space-y-2">
            {examples.map((example) => {
              const text = t(`wizard.description.examples.${example}`);
              return (
                <li key={example}>
                  <button
                    type="button"
                    onClick={() => dispatch({ type: "setDescription", text })}
                    aria-label={t("wizard.description.useExample", { example: text })}
                    className="w-full cursor-pointer rounded-md border border-transparent bg-surface px-3 py-2 text-left text-sm text-zinc-700 shadow-xs hover:border-indigo-200 hover:text-zinc-900"
                  >
                    “{text}”
                  </button>
                </li>
              );
            })}
          </ul>
        </div>

        <FormField
          label={t("wizard.description.notesLabel")}
          hint={<Counter count={additionalNotes.length} max={limits.notesMax} />}
        >
          {(field) => (
            <Textarea
              {...field}
              value={additionalNotes}
              maxLength={limits.notesMax}
              rows={3}
              className="min-h-20"
              placeholder={t("wizard.description.notesPlaceholder")}
              onChange={(event) => dispatch({ type: "setNotes", text: event.target.value })}
            />
          )}
        </FormField>

        <RulePackChips form={state.form} dispatch={dispatch} />
      </div>
    </StepSection>
  );
}
