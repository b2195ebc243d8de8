import { Layers, Monitor, Server } from "lucide-react";
import { useTranslation } from "react-i18next";
import { applicationTypes, type ApplicationType } from "#contract/wizard-options";
import { SelectCard, SelectCardGroup } from "@/components/ui/select-card";
import { StepSection, type StepProps } from "./wizard-step";

const icons = { Frontend: Monitor, Backend: Server, Fullstack: Layers } as const;

export function StepApplicationType({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepSection
      heading={t("wizard.applicationType.heading")}
      intro={t("wizard.applicationType.intro")}
    >
      <SelectCardGroup
        type="single"
        label={t("wizard.steps.applicationType")}
        value={state.form.applicationType}
        onValueChange={(value) =>
          dispatch({ type: "setApplicationType", applicationType: value as ApplicationType })
        }
        className="sm:grid-cols-3"
      >
        {applicationTypes.map((type) => {
          const Icon = icons[type];
          return (
            <SelectCard
              key={type}
              value={type}
              icon={<Icon className="size-4" />}
              title={t(`wizard.applicationType.${type}.title`)}
              description={t(`wizard.applicationType.${type}.description`)}
            />
          );
        })}
      </SelectCardGroup>
    </StepSection>
  );
}
