import { BookOpenText, Boxes, Lightbulb, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { behaviorPreferences } from "#contract/wizard-options";
import { SingleChoiceGrid } from "./single-choice-grid";
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
      <SingleChoiceGrid
        label={t("wizard.steps.behavior")}
        options={behaviorPreferences}
        icons={icons}
        textKey="wizard.behavior"
        value={state.form.behaviorPreference}
        onChange={(behaviorPreference) => dispatch({ type: "setBehavior", behaviorPreference })}
        className="sm:grid-cols-2"
      />
    </StepSection>
  );
}
