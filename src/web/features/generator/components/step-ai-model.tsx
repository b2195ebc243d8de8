import { PenLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { limits } from "#contract/limits";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectCard, SelectCardGroup } from "@/components/ui/select-card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAiModels } from "../api/get-ai-models";
import { CUSTOM_MODEL } from "../wizard-state";
import { StepSection, type StepProps } from "./wizard-step";

export function StepAiModel({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  const { data } = useAiModels();
  const selected = state.customModel ? CUSTOM_MODEL : state.form.aiModel;

  return (
    <StepSection heading={t("wizard.aiModel.heading")} intro={t("wizard.aiModel.intro")}>
      {!data ? (
        <div role="status" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <span className="sr-only">{t("wizard.aiModel.loading")}</span>
          {Array.from({ length: 9 }, (_, index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      ) : (
        <SelectCardGroup
          type="single"
          label={t("wizard.steps.aiModel")}
          value={selected}
          onValueChange={(model) => dispatch({ type: "selectModel", model })}
          className="grid-cols-2 lg:grid-cols-3"
        >
          {data.models.map((model) => (
            <SelectCard
              key={model.id}
              value={model.id}
              className="p-3 sm:p-4"
              title={model.name}
              description={
                <span className="text-xs sm:text-sm">
                  {t(`wizard.aiModel.descriptions.${model.id}`, {
                    defaultValue: model.description,
                  })}
                </span>
              }
            />
          ))}
          <SelectCard
            value={CUSTOM_MODEL}
            className="p-3 sm:p-4"
            icon={<PenLine className="size-4" />}
            title={t("wizard.aiModel.custom.title")}
            description={
              <span className="text-xs sm:text-sm">{t("wizard.aiModel.custom.description")}</span>
            }
          />
        </SelectCardGroup>
      )}
      {state.customModel && (
        <div className="mt-5 max-w-md">
          <FormField
            label={t("wizard.aiModel.customLabel")}
            hint={<p className="text-sm text-muted-foreground">{t("wizard.aiModel.customHint")}</p>}
          >
            {(field) => (
              <Input
                {...field}
                autoFocus
                maxLength={limits.aiModelMax}
                value={state.customModelText}
                placeholder={t("wizard.aiModel.customPlaceholder")}
                onChange={(event) =>
                  dispatch({ type: "setCustomModelText", text: event.target.value })
                }
              />
            )}
          </FormField>
        </div>
      )}
    </StepSection>
  );
}
