import { Check, CheckCircle2, Copy, Download, FileArchive, FilePlus2, Save } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { mainFile } from "#engine/browser/rule-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Markdown } from "@/components/ui/markdown";
import { SizeMeter } from "@/components/ui/size-meter";
import { cn } from "@/lib/cn";
import { useCopyToClipboard } from "@/hooks/use-copy-to-clipboard";
import { toast } from "@/lib/toast";
import type { GenerationResult } from "../hooks/use-generation";
import { labelContext } from "../label-context";
import { displayMarkdown, fencedCodeBlock, proseSize } from "../rule-display";
import { downloadRuleText, downloadZip, fileLabelKey } from "@/lib/rule-files";
import { GuidanceNote } from "./guidance-note";
import { McpSetupPanel } from "@/components/mcp-setup";
import { RulePreview } from "./rule-preview";
import { ToolFiles } from "./tool-files";
import type { GeneratorSlots } from "../slots";

/** A further file as shown under the main one: Markdown as it is, settings and JSON as code. */
function fileMarkdown(file: { path: string; content: string }): string {
  const language = /\.(json|ya?ml|toml)$/i.exec(file.path)?.[1];
  return language
    ? fencedCodeBlock(file.content, language.toLowerCase())
    : displayMarkdown(file.content, "markdown");
}

/** A preview answer always carries its revealed part; this stands in should one not. */
const EMPTY_PREVIEW = { text: "", rest: { rules: 0, files: 0, sections: [] } };

const buttonCells = "[&>button]:h-auto [&>button]:min-h-10 [&>button]:whitespace-normal";

/**
 * The generated rule, replacing the wizard (docs/product/generator.md "The result page"). Default
 * export: a lazy chunk.
 */
export default function ResultView({
  result,
  onCreateNew,
  renderSaveDialog,
}: {
  result: GenerationResult;
  onCreateNew: () => void;
  renderSaveDialog: GeneratorSlots["renderSaveDialog"];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { copied, copy } = useCopyToClipboard();
  const [saveOpen, setSaveOpen] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const previewNoteId = useId();
  const filesHeadingId = useId();
  const { response, form } = result;
  const anonymous = response.preview;
  const context = labelContext(form.promptType);
  const files = response.files;
  // Each file comes once; Copy and Download give the main one, the page shows every one (decision 093).
  const main = mainFile(response);
  const text = main?.content ?? "";
  const otherFiles = files.filter((file) => file !== main);

  useEffect(() => titleRef.current?.focus({ preventScroll: true }), []);

  // The toast leads to sign-in itself: the form stays kept for the way back (decision 051).
  const signInRequired = (description: string) =>
    toast.error(t("result.signInRequired"), {
      description,
      action: { label: t("result.signInAction"), onClick: () => void navigate("/signin") },
    });

  async function onCopy() {
    if (!(await copy(anonymous ? (response.protectedCopy ?? text) : text))) {
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
    downloadRuleText(response.fileName, text);
  }

  async function onDownloadZip() {
    if (anonymous) return signInRequired(t("result.signInToDownload"));
    await downloadZip(files, response.downloadName);
  }

  function onSave() {
    if (anonymous) {
      signInRequired(t("result.signInToSave"));
      navigate("/signin");
      return;
    }
    setSaveOpen(true);
  }

  const markdown = displayMarkdown(text, response.format);

  return (
    <div className="mx-auto max-w-4xl">
      <p className="flex items-center gap-1.5 text-sm font-medium text-ok">
        <CheckCircle2 aria-hidden className="size-4" />
        {t("result.ready", { context })}
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
          <dd className="mt-1">
            <SizeMeter
              size={response.size}
              limit={response.limit}
              tool={response.target.name}
              trimmed={response.trimmed}
            />
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted-foreground">{response.target.destination}</p>
      {response.guidance && (
        <GuidanceNote guidance={response.guidance} unit={response.limit.unit} />
      )}
      {response.tools.length > 1 ? (
        <ToolFiles tools={response.tools} trimmed={response.trimmed} />
      ) : (
        files.length > 1 && (
          <section aria-labelledby={filesHeadingId} className="mt-3 text-sm">
            <h2 id={filesHeadingId} className="font-medium text-zinc-900">
              {t("result.filesHeading")}
            </h2>
            <ul className="mt-1 space-y-0.5">
              {files.map((file) => (
                <li key={file.path}>
                  <code className="font-mono text-[13px] break-all">{file.path}</code>{" "}
                  <span className="text-muted-foreground">({t(fileLabelKey(file))})</span>
                </li>
              ))}
            </ul>
          </section>
        )
      )}

      {response.mcp && <McpSetupPanel setup={response.mcp} files={files} />}

      {/* Copy and Download stay in reach on phones: the bar sticks to the top while scrolling. */}
      <div
        role="group"
        aria-label={t("result.actions")}
        className={cn(
          "sticky top-0 z-20 -mx-4 mt-5 grid grid-cols-2 gap-2 border-b border-border bg-background/95 px-4 py-2 backdrop-blur",
          "sm:static sm:mx-0 sm:inline-flex sm:border-0 sm:bg-transparent sm:p-0 sm:align-top",
          buttonCells,
        )}
      >
        <Button onClick={onCopy}>
          {copied ? (
            <Check aria-hidden className="size-4 text-ok" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {copied ? t("result.copied") : t("result.copy")}
        </Button>
        <Button onClick={onDownload}>
          <Download aria-hidden className="size-4" />
          {t("result.download")}
        </Button>
      </div>
      <div
        role="group"
        aria-label={t("result.moreActions")}
        className={cn(
          "mt-2 grid grid-cols-2 gap-2 sm:mt-5 sm:ml-2 sm:inline-flex sm:flex-wrap sm:align-top",
          buttonCells,
        )}
      >
        {files.length > 1 && (
          <Button variant="outline" onClick={onDownloadZip}>
            <FileArchive aria-hidden className="size-4" />
            {t("result.downloadZip")}
          </Button>
        )}
        <Button variant="outline" onClick={onSave}>
          <Save aria-hidden className="size-4" />
          {t("result.save", { context })}
        </Button>
        <Button variant="outline" onClick={onCreateNew}>
          <FilePlus2 aria-hidden className="size-4" />
          {t("result.createNew", { context })}
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
            <RulePreview revealed={response.revealed ?? EMPTY_PREVIEW} noteId={previewNoteId} />
          </>
        ) : (
          <Markdown className={proseSize}>{markdown}</Markdown>
        )}
      </section>
      {/* Each further file is laid out only when it comes near the screen (decision 146). */}
      {!anonymous &&
        otherFiles.map((file) => (
          <section
            key={file.path}
            aria-label={file.path}
            className="mt-4 rounded-xl border border-border bg-surface p-4 shadow-sm [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:p-8"
          >
            <h2 className="mb-3 font-mono text-[13px] font-medium break-all text-zinc-900">
              {file.path}
            </h2>
            <Markdown className={proseSize}>{fileMarkdown(file)}</Markdown>
          </section>
        ))}

      {!anonymous &&
        renderSaveDialog({
          open: saveOpen,
          onOpenChange: setSaveOpen,
          form,
          rule: {
            title: response.title,
            content: text,
            files: files.map(({ path, content, role, kind }) => ({
              path,
              content,
              role,
              ...(kind ? { kind } : {}),
            })),
          },
          suggestedName: response.title,
        })}
    </div>
  );
}
