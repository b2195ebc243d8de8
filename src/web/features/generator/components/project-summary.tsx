import { FileSearch } from "lucide-react";
import { useTranslation } from "react-i18next";
import { applicationFrameworks } from "#contract/wizard-options";
import { Button } from "@/components/ui/button";
import type { StepProps } from "./wizard-step";

/** Facts named in the one-line summary. */
const SUMMARY_FACTS = 4;

/**
 * An import in one line on the steps that don't show "Detected in your project": the frameworks
 * still chosen (with their versions) and the package managers, and a way back to review them.
 */
export function ProjectSummary({
  state,
  onReview,
}: Pick<StepProps, "state"> & { onReview: () => void }) {
  const { t } = useTranslation();
  const { project, frameworks, frameworkVersions } = state.form;
  if (!project) return null;
  // The application's framework first: "Next.js 15, React 19, …", never buried after TypeScript.
  const chosen = project.frameworks.filter((framework) => frameworks.includes(framework.name));
  const facts = [
    ...[
      ...chosen.filter((framework) => applicationFrameworks.has(framework.name)),
      ...chosen.filter((framework) => !applicationFrameworks.has(framework.name)),
    ].map((framework) =>
      [framework.name, frameworkVersions?.[framework.name]].filter(Boolean).join(" "),
    ),
    ...project.packageManagers.map((manager) => manager.name),
  ].slice(0, SUMMARY_FACTS);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-indigo-200 bg-indigo-50/40 px-3 py-2">
      <p className="flex min-w-0 items-center gap-2 text-sm text-indigo-950">
        <FileSearch aria-hidden className="size-4 shrink-0 text-brand" />
        <span className="min-w-0 break-words">
          {facts.length > 0
            ? t("projectImport.summary", { facts: facts.join(", ") })
            : t("projectImport.summaryNone")}
        </span>
      </p>
      <Button type="button" size="sm" variant="ghost" onClick={onReview}>
        {t("projectImport.review")}
      </Button>
    </div>
  );
}
