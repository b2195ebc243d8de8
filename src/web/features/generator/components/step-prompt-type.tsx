import { Info, MessageSquareText, ScrollText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { promptTypes, type PromptType } from "#contract/wizard-options";
import { SelectCard, SelectCardGroup } from "@/components/ui/select-card";
import { StepSection, type StepProps } from "./wizard-step";

const icons = { Rules: ScrollText, NativePrompt: MessageSquareText } as const;

export function StepPromptType({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepSection heading={t("wizard.promptType.heading")} intro={t("wizard.promptType.intro")}>
      <SelectCardGroup
        type="single"
        label={t("wizard.steps.promptType")}
        value={state.form.promptType}
        onValueChange={(value) =>
          dispatch({ type: "setPromptType", promptType: value as PromptType })
        }
        className="sm:grid-cols-2"
      >
        {promptTypes.map((type) => {
          const Icon = icons[type];
          return (
            <SelectCard
              key={type}
              value={type}
              icon={<Icon className="size-4" />}
              title={t(`wizard.promptType.${type}.title`)}
              description={t(`wizard.promptType.${type}.description`)}
            />
          );
        })}
      </SelectCardGroup>
      <p className="mt-4 flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm text-zinc-700">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
        {t("wizard.promptType.compatible")}
      </p>
    </StepSection>
  );
}
