import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SavedRule } from "#contract/rules";
import { githubOriginOf } from "@/lib/project-origin";

/**
 * Where a saved rule's imported facts came from (docs/product/project-import.md): "Imported from
 * files", or the GitHub repository at the commit that was read, linked. Nothing without an import.
 */
export function ProjectOrigin({ rule }: { rule: SavedRule }) {
  const { t } = useTranslation();
  const origin = rule.form.project?.origin;
  if (!origin) return null;
  const github = githubOriginOf(origin);
  if (!github) return <span>{t("savedRules.importedFromFiles")}</span>;
  return (
    <a
      href={github.href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 break-all text-brand underline-offset-4 hover:underline"
    >
      {t("savedRules.importedFromGithub", {
        repository: github.repository,
        commit: github.commit,
      })}
      <ExternalLink aria-hidden className="size-3 shrink-0" />
    </a>
  );
}
