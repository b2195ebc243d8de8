import { Check, CheckCircle2, Copy, Download, FilePlus2, Save } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Markdown } from "@/components/ui/markdown";
import { useCopyToClipboard } from "@/hooks/use-copy-to-clipboard";
import { downloadMarkdown } from "@/lib/download";
import { toast } from "@/lib/toast";
import type { GenerationResult } from "../hooks/use-generation";
import { displayMarkdown, proseSize } from "../rule-display";
import { MaskedPreview } from "./masked-preview";
import type { GeneratorSlots } from "../slots";

/** The generated rule, replacing the wizard (spec §2, §4, §6). Default export: a lazy chunk. */
export default function ResultView({
  result,
  onCreateNew,
  renderSaveDialog,
}: {
  result: GenerationResult;
  onCreateNew: () => void;
  renderSaveDialog: GeneratorSlots["renderSaveDialog"];
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { copied, copy } = useCopyToClipboard();
  const [saveOpen, setSaveOpen] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const previewNoteId = useId();
  const { response, form } = result;
  const anonymous = response.preview;
  const number = new Intl.NumberFormat(i18n.language);
  const usedShare = Math.min(100, Math.round((response.size / response.limit.value) * 100));

  useEffect(() => titleRef.current?.focus({ preventScroll: true }), []);

  const signInRequired = (description: string) =>
    toast.error(t("result.signInRequired"), { description });

  async function onCopy() {
    const text = anonymous ? (response.protectedCopy ?? response.content) : response.content;
    if (!(await copy(text))) {
      toast.error(t("result.copyFailedTitle"), { description: t("result.copyFailedText") });
      return;
    }
    if (anonymous) {
      toast.info(t("result.protectedCopiedTitle"), {
        description: t("result.protectedCopiedText"),
      });
    }
  }

  function onDownload() {
    if (anonymous) return signInRequired(t("result.signInToDownload"));
    downloadMarkdown(response.downloadName, response.content);
  }

  function onSave() {
    if (anonymous) {
      signInRequired(t("result.signInToSave"));
      navigate("/signin");
      return;
    }
    setSaveOpen(true);
  }

  const markdown = displayMarkdown(response.content, response.format);

  return (
    <div className="mx-auto max-w-4xl">
      <p className="flex items-center gap-1.5 text-sm font-medium text-ok">
        <CheckCircle2 aria-hidden className="size-4" />
        {t("result.ready")}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1
          ref={titleRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-balance outline-none sm:text-3xl"
        >
          {response.title}
        </h1>
        {anonymous && <Badge tone="warning">{t("result.previewBadge")}</Badge>}
        <Badge tone="brand">{t(`result.format.${response.format}`)}</Badge>
      </div>

      <dl className="mt-5 grid divide-y divide-border rounded-lg border border-border bg-surface text-sm sm:grid-cols-[auto_1fr_auto] sm:divide-x sm:divide-y-0">
        <div className="flex items-baseline justify-between gap-3 px-4 py-3 sm:block">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t("result.target")}
          </dt>
          <dd className="font-semibold text-zinc-900 sm:mt-1">{response.target.name}</dd>
        </div>
        <div className="px-4 py-3">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t("result.fileName")}
          </dt>
          <dd className="mt-1 font-mono text-[13px] break-all text-zinc-900">
            {response.fileName}
          </dd>
        </div>
        <div className="px-4 py-3 sm:min-w-48">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t("result.size")}
          </dt>
          <dd className="mt-1 text-zinc-900">
            <span className="font-semibold tabular-nums">
              {t("result.sizeOf", {
                size: number.format(response.size),
                limit: number.format(response.limit.value),
                unit: t(`result.units.${response.limit.unit}`),
              })}
            </span>
            <span aria-hidden className="mt-2 block h-1.5 overflow-hidden rounded-full bg-muted">
              <span
                className="block h-full rounded-full bg-brand"
                style={{ width: `${usedShare}%` }}
              />
            </span>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted-foreground">{response.target.destination}</p>

      <div
        role="group"
        aria-label={t("result.actions")}
        className="mt-5 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap [&>button]:h-auto [&>button]:min-h-10 [&>button]:whitespace-normal"
      >
        <Button variant="outline" onClick={onCopy}>
          {copied ? (
            <Check aria-hidden className="size-4 text-ok" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {copied ? t("result.copied") : t("result.copy")}
        </Button>
        <Button variant="outline" onClick={onDownload}>
          <Download aria-hidden className="size-4" />
          {t("result.download")}
        </Button>
        <Button variant="outline" onClick={onSave}>
          <Save aria-hidden className="size-4" />
          {t("result.save")}
        </Button>
        <Button onClick={onCreateNew} className="sm:ml-auto">
          <FilePlus2 aria-hidden className="size-4" />
          {t("result.createNew")}
        </Button>
      </div>

      <section
        aria-label={t("result.contentLabel")}
        className="mt-5 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-8"
      >
        {anonymous ? (
          <>
            <p
              id={previewNoteId}
              className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {t("generation.previewNote")}
            </p>
            <MaskedPreview markdown={markdown} noteId={previewNoteId} />
          </>
        ) : (
          <Markdown className={proseSize}>{markdown}</Markdown>
        )}
      </section>

      {!anonymous &&
        renderSaveDialog({
          open: saveOpen,
          onOpenChange: setSaveOpen,
          form,
          rule: { title: response.title, content: response.content },
          suggestedName: response.title,
        })}
    </div>
  );
}
