import { Layers, Monitor, Server } from "lucide-react";
import { useTranslation } from "react-i18next";
import { applicationTypes } from "#contract/wizard-options";
import { SingleChoiceGrid } from "./single-choice-grid";
import { StepSection, type StepProps } from "./wizard-step";

const icons = { Frontend: Monitor, Backend: Server, Fullstack: Layers } as const;

export function StepApplicationType({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepSection
      heading={t("wizard.applicationType.heading")}
      intro={t("wizard.applicationType.intro")}
    >
      <SingleChoiceGrid
        label={t("wizard.steps.applicationType")}
        options={applicationTypes}
        icons={icons}
        textKey="wizard.applicationType"
        value={state.form.applicationType}
        onChange={(applicationType) => dispatch({ type: "setApplicationType", applicationType })}
        className="sm:grid-cols-3"
      />
    </StepSection>
  );
}
