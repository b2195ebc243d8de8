import { Braces, ExternalLink, FileText, Files } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { mcpAiModelIds } from "#contract/mcp";
import type { WizardForm } from "#contract/wizard";
import { outputFormats, type OutputFormat } from "#contract/wizard-options";
import { Checkbox } from "@/components/ui/checkbox";
import { SelectCard, SelectCardGroup } from "@/components/ui/select-card";
import { useConsentRequired } from "../hooks/use-consent-required";
import { McpServersSection } from "./mcp-servers-section";
import { StepSection, type StepProps } from "./wizard-step";

const icons = { Markdown: FileText, JSON: Braces, Both: Files } as const;

const readsMcp = new Set<string>(mcpAiModelIds);

/** MCP servers go with rule files, for a chosen tool that reads them (docs/product/mcp-servers.md). */
function offersMcp(form: WizardForm): boolean {
  const tools = form.aiModels ?? [form.aiModel];
  return (
    form.promptType === "Rules" &&
    form.outputFormat !== "JSON" &&
    tools.some((tool) => readsMcp.has(tool))
  );
}

export function StepOutputFormat({ state, dispatch, costNotice }: StepProps) {
  const { t, i18n } = useTranslation();
  const consentId = useId();
  const otherLanguageId = useId();
  const consentRequired = useConsentRequired();

  return (
    <StepSection heading={t("wizard.outputFormat.heading")} intro={t("wizard.outputFormat.intro")}>
      <SelectCardGroup
        type="single"
        label={t("wizard.steps.outputFormat")}
        value={state.form.outputFormat}
        onValueChange={(value) =>
          dispatch({ type: "setOutputFormat", outputFormat: value as OutputFormat })
        }
        className="sm:grid-cols-3"
      >
        {outputFormats.map((format) => {
          const Icon = icons[format];
          return (
            <SelectCard
              key={format}
              value={format}
              icon={<Icon className="size-4" />}
              title={t(`wizard.outputFormat.${format}.title`)}
              description={t(`wizard.outputFormat.${format}.description`)}
            >
              <span className="mt-auto block pt-3">
                <span className="sr-only">{t("wizard.outputFormat.sampleLabel")}: </span>
                <code className="block overflow-hidden rounded-md bg-zinc-900 px-3 py-2 font-mono text-[11px] leading-relaxed whitespace-pre text-zinc-100">
                  {t(`wizard.outputFormat.${format}.sample`)}
                </code>
              </span>
            </SelectCard>
          );
        })}
      </SelectCardGroup>

      {offersMcp(state.form) && <McpServersSection state={state} dispatch={dispatch} />}

      {consentRequired && (
        <div className="mt-8 rounded-lg border border-amber-200 bg-amber-50/60 p-4">
          <div className="flex items-start gap-3">
            <Checkbox
              id={consentId}
              checked={state.consent}
              onCheckedChange={(checked) =>
                dispatch({ type: "setConsent", consent: checked === true })
              }
              aria-describedby={otherLanguageId}
              className="mt-0.5"
            />
            <div className="space-y-2 text-sm">
              <label htmlFor={consentId} className="cursor-pointer font-medium text-zinc-900">
                {t("wizard.consent.label")}
              </label>
              <p id={otherLanguageId} className="text-zinc-600 italic">
                <span className="sr-only">{t("wizard.consent.otherLanguageName")}: </span>
                <span lang={i18n.language === "de" ? "en" : "de"}>
                  {t("wizard.consent.otherLanguage")}
                </span>
              </p>
              <Link
                to="/widerrufsrecht"
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 text-brand hover:underline"
              >
                {t("wizard.consent.learnMore")}
                <ExternalLink aria-hidden className="size-3.5" />
              </Link>
            </div>
          </div>
        </div>
      )}

      {costNotice}
    </StepSection>
  );
}
