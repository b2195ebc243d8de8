import { Download, FileArchive } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { SavedRule } from "#contract/rules";
import { Button } from "@/components/ui/button";
import { markdownFileName } from "@/lib/download";
import { downloadRuleText, downloadZip, fileLabelKey, nativeFileName } from "@/lib/rule-files";

/**
 * The files a saved rule was generated as, each downloadable under its exact native name, and all
 * of them as a zip with their folders when there are several (decision 039).
 */
export function SavedRuleFiles({ rule }: { rule: SavedRule }) {
  const { t } = useTranslation();
  const headingId = useId();
  const files = rule.rule?.files ?? [];
  if (files.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="mt-4 text-sm">
      <h3 id={headingId} className="font-medium">
        {t("result.filesHeading")}
      </h3>
      <ul className="mt-1 space-y-1">
        {files.map((file) => (
          <li key={file.path} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <code className="font-mono text-[13px] break-all">{file.path}</code>
            <span className="text-muted-foreground">({t(fileLabelKey(file))})</span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t("savedRules.downloadFile", { file: nativeFileName(file.path) })}
              onClick={() => downloadRuleText(file.path, file.content)}
            >
              <Download aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      {files.length > 1 && (
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          onClick={() => void downloadZip(files, markdownFileName(rule.name))}
        >
          <FileArchive aria-hidden className="size-4" />
          {t("result.downloadZip")}
        </Button>
      )}
    </section>
  );
}
