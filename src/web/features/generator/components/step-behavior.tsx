import { BookOpenText, Boxes, Lightbulb, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { behaviorPreferences, type BehaviorPreference } from "#contract/wizard-options";
import { SelectCard, SelectCardGroup } from "@/components/ui/select-card";
import { StepSection, type StepProps } from "./wizard-step";

const icons = {
  Strict: ShieldCheck,
  Creative: Lightbulb,
  Modular: Boxes,
  Documented: BookOpenText,
} as const;

export function StepBehavior({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepSection heading={t("wizard.behavior.heading")} intro={t("wizard.behavior.intro")}>
      <SelectCardGroup
        type="single"
        label={t("wizard.steps.behavior")}
        value={state.form.behaviorPreference}
        onValueChange={(value) =>
          dispatch({ type: "setBehavior", behaviorPreference: value as BehaviorPreference })
        }
        className="sm:grid-cols-2"
      >
        {behaviorPreferences.map((preference) => {
          const Icon = icons[preference];
          return (
            <SelectCard
              key={preference}
              value={preference}
              icon={<Icon className="size-4" />}
              title={t(`wizard.behavior.${preference}.title`)}
              description={t(`wizard.behavior.${preference}.description`)}
            />
          );
        })}
      </SelectCardGroup>
    </StepSection>
  );
}
