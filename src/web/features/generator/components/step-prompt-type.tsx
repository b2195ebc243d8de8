import { Info, MessageSquareText, ScrollText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { promptTypes } from "#contract/wizard-options";
import { SingleChoiceGrid } from "./single-choice-grid";
import { StepSection, type StepProps } from "./wizard-step";

const icons = { Rules: ScrollText, NativePrompt: MessageSquareText } as const;

export function StepPromptType({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepSection heading={t("wizard.promptType.heading")} intro={t("wizard.promptType.intro")}>
      <SingleChoiceGrid
        label={t("wizard.steps.promptType")}
        options={promptTypes}
        icons={icons}
        textKey="wizard.promptType"
        value={state.form.promptType}
        onChange={(promptType) => dispatch({ type: "setPromptType", promptType })}
        className="sm:grid-cols-2"
      />
      <p className="mt-4 flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm text-zinc-700">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
        {t("wizard.promptType.compatible")}
      </p>
    </StepSection>
  );
}
