import { PenLine } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { limits } from "#contract/limits";
import { sharedAiModelIds } from "#contract/wizard-options";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SelectCard, SelectCardGroup } from "@/components/ui/select-card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAiModels } from "../api/get-ai-models";
import { CUSTOM_MODEL } from "../wizard-state";
import { StepSection, type StepProps } from "./wizard-step";

const shareable = new Set<string>(sharedAiModelIds);

export function StepAiModel({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  const { data } = useAiModels();
  const severalId = useId();
  const skillsId = useId();
  const selected = state.customModel ? CUSTOM_MODEL : state.form.aiModel;
  // Several tools share one AGENTS.md; a native prompt is one chat message for one tool.
  const canShare = state.form.promptType === "Rules";
  const several = canShare && state.form.aiModels !== undefined;

  const cards = data?.models.map((model) => (
    <SelectCard
      key={model.id}
      value={model.id}
      disabled={several && !shareable.has(model.id)}
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
  ));

  return (
    <StepSection heading={t("wizard.aiModel.heading")} intro={t("wizard.aiModel.intro")}>
      {canShare && (
        <div className="mb-4 grid gap-3 sm:grid-cols-2">
          <div className="flex items-start gap-2">
            <Checkbox
              id={severalId}
              checked={several}
              onCheckedChange={(checked) =>
                dispatch({
                  type: "setSeveralTools",
                  enabled: checked === true,
                  shareable: shareable.has(state.form.aiModel),
                })
              }
            />
            <div>
              <Label htmlFor={severalId}>{t("wizard.aiModel.several")}</Label>
              <p className="text-sm text-muted-foreground">{t("wizard.aiModel.severalHint")}</p>
            </div>
          </div>
          <div className="flex items-start gap-2">
            <Checkbox
              id={skillsId}
              checked={state.form.skills === true}
              onCheckedChange={(checked) =>
                dispatch({ type: "setSkills", skills: checked === true })
              }
            />
            <div>
              <Label htmlFor={skillsId}>{t("wizard.aiModel.skills")}</Label>
              <p className="text-sm text-muted-foreground">{t("wizard.aiModel.skillsHint")}</p>
            </div>
          </div>
        </div>
      )}
      {!data ? (
        <div role="status" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <span className="sr-only">{t("wizard.aiModel.loading")}</span>
          {Array.from({ length: 9 }, (_, index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      ) : several ? (
        <SelectCardGroup
          type="multiple"
          label={t("wizard.steps.aiModel")}
          value={state.form.aiModels ?? []}
          onValueChange={(models) => dispatch({ type: "setTools", models })}
          className="grid-cols-2 lg:grid-cols-3"
        >
          {cards}
        </SelectCardGroup>
      ) : (
        <SelectCardGroup
          type="single"
          label={t("wizard.steps.aiModel")}
          value={selected}
          onValueChange={(model) => dispatch({ type: "selectModel", model })}
          className="grid-cols-2 lg:grid-cols-3"
        >
          {cards}
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
      {several && state.form.aiModels?.length === 0 && (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          {t("wizard.aiModel.severalNone")}
        </p>
      )}
      {!several && state.customModel && (
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
