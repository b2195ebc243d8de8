import { AlertCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { frameworksFor } from "#contract/wizard-options";
import { SelectCard, SelectCardGroup } from "@/components/ui/select-card";
import { StepSection, type StepProps } from "./wizard-step";

export function StepFrameworks({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  const { applicationType, frameworks } = state.form;
  return (
    <StepSection heading={t("wizard.frameworks.heading")} intro={t("wizard.frameworks.intro")}>
      <SelectCardGroup
        type="multiple"
        label={t("wizard.frameworks.groupLabel")}
        value={frameworks}
        onValueChange={(value) => dispatch({ type: "setFrameworks", frameworks: value })}
        className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
      >
        {frameworksFor(applicationType).map((name) => (
          <SelectCard key={name} value={name} title={name} className="px-3 py-3" />
        ))}
      </SelectCardGroup>
      <p role="status" className="mt-4 text-sm">
        {frameworks.length === 0 ? (
          <span className="inline-flex items-center gap-1.5 text-amber-700">
            <AlertCircle aria-hidden className="size-4" />
            {t("wizard.frameworks.hint")}
          </span>
        ) : (
          <span className="text-muted-foreground">
            {t("wizard.frameworks.selected", { count: frameworks.length })}
          </span>
        )}
      </p>
    </StepSection>
  );
}
