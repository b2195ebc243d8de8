import { AlertCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { frameworksFor } from "#contract/wizard-options";
import { SelectCard, SelectCardGroup } from "@/components/ui/select-card";
import { versionChoices, withFrameworkVersion } from "../framework-versions";
import { CommandsFieldSet } from "./command-fields";
import { StepSection, type StepProps } from "./wizard-step";

/** The majors on offer, and first the chosen version when it is none of them (an import's "15.2.3"). */
function offeredVersions(versions: readonly string[], chosen: string | undefined) {
  return chosen && !versions.includes(chosen) ? [chosen, ...versions] : versions;
}

/** An optional major version per chosen framework that has version-specific rules. */
function VersionPickers({ state, dispatch }: Pick<StepProps, "state" | "dispatch">) {
  const { t } = useTranslation();
  const { frameworks, frameworkVersions } = state.form;
  const choices = versionChoices(frameworks);
  if (choices.length === 0) return null;
  return (
    <div className="mt-6 border-t border-border pt-4">
      <div className="flex flex-wrap gap-4">
        {choices.map(({ framework, versions }) => (
          <label key={framework} className="flex flex-col gap-1 text-sm font-medium text-zinc-900">
            {t("wizard.frameworks.versionLabel", { framework })}
            <select
              value={frameworkVersions?.[framework] ?? ""}
              onChange={(event) =>
                dispatch({
                  type: "setFrameworkVersions",
                  versions: withFrameworkVersion(
                    frameworks,
                    frameworkVersions,
                    framework,
                    event.target.value || undefined,
                  ),
                })
              }
              className="h-10 min-w-36 rounded-md border border-border bg-surface px-3 font-normal"
            >
              <option value="">{t("wizard.frameworks.versionLatest")}</option>
              {offeredVersions(versions, frameworkVersions?.[framework]).map((version) => (
                <option key={version} value={version}>
                  {framework} {version}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p className="mt-2 text-xs text-muted-foreground">{t("wizard.frameworks.versionHint")}</p>
    </div>
  );
}

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
      <VersionPickers state={state} dispatch={dispatch} />
      <CommandsFieldSet state={state} dispatch={dispatch} />
    </StepSection>
  );
}
