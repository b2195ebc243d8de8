import {
  Check,
  ChevronRight,
  Copy,
  CopyPlus,
  Download,
  Eye,
  RefreshCw,
  Trash2,
} from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SavedRule } from "#contract/rules";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useCopyToClipboard } from "@/hooks/use-copy-to-clipboard";
import { errorText } from "@/lib/api-errors";
import { markdownFileName } from "@/lib/download";
import {
  downloadRuleText,
  downloadZip,
  nativeFileName,
  ruleFileKind,
  savedRulePath,
} from "@/lib/rule-files";
import { toast } from "@/lib/toast";
import { useDuplicateRule } from "../api/duplicate-rule";
import { ProjectOrigin } from "./project-origin";

/** One saved rule (docs/product/rules.md): its facts, its actions, details on demand. */
export function SavedRuleCard({
  rule,
  onView,
  onDelete,
  onRegenerate,
}: {
  rule: SavedRule;
  onView: (rule: SavedRule) => void;
  onDelete: (rule: SavedRule) => void;
  onRegenerate: (rule: SavedRule) => void;
}) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard();
  const duplicate = useDuplicateRule();
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const content = rule.rule?.content ?? "";
  // Named as on the result page: the tool's own file (docs/product/rules.md "Downloads").
  const path = savedRulePath(rule);

  async function onCopy() {
    if (!content) return toast.error(t("savedRules.noContentToCopy"));
    if (await copy(content)) toast.success(t("savedRules.copied"));
    else toast.error(t("savedRules.copyFailed"));
  }

  // A rule of several files downloads whole, as the zip its page offers (docs/product/rules.md).
  const files = rule.rule?.files ?? [];
  async function onDownload() {
    if (!content) return toast.error(t("savedRules.noContentToDownload"));
    if (files.length > 1) await downloadZip(files, markdownFileName(rule.name));
    else downloadRuleText(path, content);
    toast.success(t("savedRules.downloaded"));
  }

  function onDuplicate() {
    duplicate.mutate(rule.id, {
      onSuccess: () => toast.success(t("savedRules.duplicated")),
      // A limit (rules, storage, copies per window) says which; anything else the general text.
      onError: (error) =>
        toast.error(t("savedRules.duplicateFailedTitle"), {
          description: errorText(error, t, t("savedRules.duplicateFailedText")),
        }),
    });
  }

  return (
    <Card className="flex h-full flex-col gap-3" data-testid="saved-rule-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold break-words">{rule.name}</h2>
        <Badge tone="brand">{(rule.form.aiModels ?? [rule.form.aiModel]).join(" + ")}</Badge>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge data-testid="saved-rule-format">
          {t(`savedRules.fileKind.${ruleFileKind(path)}`)}
        </Badge>
        <code className="min-w-0 truncate font-mono text-xs" title={path}>
          {nativeFileName(path)}
        </code>
        <span>
          {t(`wizard.applicationType.${rule.form.applicationType}.title`, {
            defaultValue: rule.form.applicationType,
          })}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => void onDownload()}
          aria-label={
            files.length > 1
              ? t("savedRules.downloadAllNamed", { name: rule.name, count: files.length })
              : t("savedRules.downloadNamed", { name: rule.name, file: nativeFileName(path) })
          }
        >
          <Download aria-hidden className="size-4" />
          {files.length > 1 ? t("savedRules.downloadAll") : t("savedRules.download")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void onCopy()}>
          {copied ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {copied ? t("common.copied") : t("common.copy")}
        </Button>
        <Button size="sm" variant="outline" onClick={onDuplicate} disabled={duplicate.isPending}>
          <CopyPlus aria-hidden className="size-4" />
          {t("savedRules.duplicate")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onRegenerate(rule)}
          aria-label={t("savedRules.regenerateNamed", { name: rule.name })}
        >
          <RefreshCw aria-hidden className="size-4" />
          {t("savedRules.regenerate")}
        </Button>
        <Button size="sm" onClick={() => onView(rule)}>
          <Eye aria-hidden className="size-4" />
          {t("savedRules.view")}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-alert"
          onClick={() => onDelete(rule)}
          aria-label={t("savedRules.deleteNamed", { name: rule.name })}
        >
          <Trash2 aria-hidden className="size-4" />
          {t("savedRules.delete")}
        </Button>
      </div>
      <button
        type="button"
        className="flex cursor-pointer items-center gap-1 self-start text-sm text-brand hover:underline"
        aria-expanded={showDetails}
        aria-controls={detailsId}
        onClick={() => setShowDetails((value) => !value)}
      >
        <ChevronRight aria-hidden className={showDetails ? "size-4 rotate-90" : "size-4"} />
        {showDetails ? t("savedRules.hideDetails") : t("savedRules.showDetails")}
      </button>
      {showDetails && (
        <dl id={detailsId} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("savedRules.frameworks")}</dt>
          <dd>{rule.form.frameworks.join(", ")}</dd>
          <dt className="text-muted-foreground">{t("savedRules.behavior")}</dt>
          <dd>
            {t(`wizard.behavior.${rule.form.behaviorPreference}.title`, {
              defaultValue: rule.form.behaviorPreference,
            })}
          </dd>
          <dt className="text-muted-foreground">{t("savedRules.outputFormat")}</dt>
          <dd>
            {t(`wizard.outputFormat.${rule.form.outputFormat}.title`, {
              defaultValue: rule.form.outputFormat,
            })}
          </dd>
          {rule.form.project && (
            <>
              <dt className="text-muted-foreground">{t("savedRules.project")}</dt>
              <dd className="min-w-0">
                <ProjectOrigin rule={rule} />
              </dd>
            </>
          )}
          <dt className="text-muted-foreground">{t("savedRules.created")}</dt>
          <dd>{t("common.date", { date: new Date(rule.createdAt) })}</dd>
          {rule.rule && (
            <>
              <dt className="text-muted-foreground">{t("ruleVersions.columnVersion")}</dt>
              <dd>{rule.rule.version}</dd>
            </>
          )}
          {rule.form.additionalNotes && (
            <>
              <dt className="text-muted-foreground">{t("savedRules.notes")}</dt>
              <dd className="break-words whitespace-pre-wrap">{rule.form.additionalNotes}</dd>
            </>
          )}
        </dl>
      )}
    </Card>
  );
}
