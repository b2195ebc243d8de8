import { FileUp, FolderGit2, FolderOpen, Loader2, Upload, X } from "lucide-react";
import { useId, useRef, useState, type DragEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { limits } from "#contract/limits";
import type { ProjectFacts, ProjectNote } from "#contract/project-facts";
import type { GithubImportResponse } from "#contract/project-import";
import { WIZARD_IMPORT_PARAM } from "#contract/wizard-address";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadingButton } from "@/components/ui/loading-button";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "@/lib/api-errors";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useImportGithubProject } from "../api/import-github-project";
import { rememberImportedAudit } from "../project-import/imported-files";
import { loadProjectReader, type ProjectReader } from "../project-import/load-project-reader";
import { noteText } from "../project-import/note-text";
import type { StepProps } from "./wizard-step";

/** The manifests one can paste, each read as that file at the project's root. */
export const pastableManifests = [
  "package.json",
  "pyproject.toml",
  "requirements.txt",
  "Pipfile",
  "Gemfile",
  "composer.json",
  "go.mod",
  "Cargo.toml",
  "pubspec.yaml",
  "deno.json",
  "mix.exs",
  "build.gradle.kts",
  "pom.xml",
] as const;

/** Entries of a drop, taken while the drop event lasts (the browser forgets them after). */
function droppedEntries(event: DragEvent): FileSystemEntry[] {
  return [...event.dataTransfer.items].flatMap((item) => {
    const entry = item.kind === "file" ? item.webkitGetAsEntry() : null;
    return entry ? [entry] : [];
  });
}

/** Drop a folder or files, or pick them. */
function FilesWay({ run, busy }: { run: Run; busy: boolean }) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const folderInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    const entries = droppedEntries(event);
    const files = [...event.dataTransfer.files];
    void run((reader) =>
      entries.length > 0 ? reader.readDroppedEntries(entries) : reader.readPickedFiles(files),
    );
  }

  function onPicked(input: HTMLInputElement | null) {
    const files = [...(input?.files ?? [])];
    if (input) input.value = "";
    if (files.length > 0) void run((reader) => reader.readPickedFiles(files));
  }

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="project-drop-zone"
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-5 text-center",
          dragging ? "border-brand bg-indigo-50" : "border-zinc-300 bg-surface",
        )}
      >
        <p className="flex items-center gap-2 text-sm font-medium text-zinc-800">
          <Upload aria-hidden className="size-4 text-brand" />
          {dragging ? t("projectImport.dropActive") : t("projectImport.drop")}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => folderInput.current?.click()}
          >
            <FolderOpen aria-hidden className="size-4" />
            {t("projectImport.pickFolder")}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => filesInput.current?.click()}
          >
            <FileUp aria-hidden className="size-4" />
            {t("projectImport.pickFiles")}
          </Button>
        </div>
        <input
          ref={(input) => {
            folderInput.current = input;
            // React has no prop for it: the picker then offers folders and lists their files.
            input?.setAttribute("webkitdirectory", "");
          }}
          type="file"
          multiple
          hidden
          aria-label={t("projectImport.pickFolder")}
          onChange={(event) => onPicked(event.currentTarget)}
        />
        <input
          ref={filesInput}
          type="file"
          multiple
          hidden
          aria-label={t("projectImport.pickFiles")}
          onChange={(event) => onPicked(event.currentTarget)}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t("projectImport.filesHint")}</p>
    </div>
  );
}

/** Paste one manifest, named from a short list. */
function PasteWay({ run, busy }: { run: Run; busy: boolean }) {
  const { t } = useTranslation();
  const [name, setName] = useState<string>(pastableManifests[0]);
  const [text, setText] = useState("");
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setMissing(true);
    void run((reader) => reader.readPastedManifest(name, text));
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <FormField label={t("projectImport.manifestName")}>
        {(field) => (
          <NativeSelect
            {...field}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="sm:w-64"
          >
            {pastableManifests.map((manifest) => (
              <option key={manifest} value={manifest}>
                {manifest}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={t("projectImport.manifestText")}
        error={missing ? t("projectImport.manifestEmpty") : undefined}
      >
        {(field) => (
          <Textarea
            {...field}
            value={text}
            rows={6}
            spellCheck={false}
            className="font-mono text-xs"
            placeholder={t("projectImport.manifestPlaceholder")}
            onChange={(event) => {
              setText(event.target.value);
              setMissing(false);
            }}
          />
        )}
      </FormField>
      <LoadingButton type="submit" size="sm" loading={busy}>
        {t("projectImport.readManifest")}
      </LoadingButton>
    </form>
  );
}

/** A public GitHub repository, read by the server. */
function GithubWay({
  onImported,
  busy,
}: {
  onImported: (imported: GithubImportResponse) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState("");
  const [missing, setMissing] = useState(false);
  const github = useImportGithubProject();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) return setMissing(true);
    github.mutate(
      { url },
      {
        onSuccess: onImported,
        onError: (error) =>
          toast.error(t("projectImport.failedTitle"), { description: errorText(error, t) }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <FormField
        label={t("projectImport.githubLabel")}
        error={missing ? t("projectImport.githubEmpty") : undefined}
        hint={<p className="text-xs text-muted-foreground">{t("projectImport.githubHint")}</p>}
      >
        {(field) => (
          <Input
            {...field}
            type="text"
            inputMode="url"
            value={url}
            maxLength={limits.repositoryUrlMax}
            spellCheck={false}
            autoCapitalize="off"
            placeholder={t("projectImport.githubPlaceholder")}
            onChange={(event) => {
              setUrl(event.target.value);
              setMissing(false);
            }}
          />
        )}
      </FormField>
      <LoadingButton type="submit" size="sm" loading={github.isPending || busy}>
        <FolderGit2 aria-hidden className="size-4" />
        {t("projectImport.githubImport")}
      </LoadingButton>
    </form>
  );
}

type Run = (read: (reader: ProjectReader) => Promise<ProjectFacts>) => Promise<void>;

/**
 * "Import your project" (docs/product/project-import.md, decision 077): compact until opened,
 * then three ways in with files — drop, pick, paste — and a public GitHub repository. Files are
 * read here, by the lazily loaded project reader; an import that recognises nothing changes
 * nothing.
 */
export function ImportPanel({ state, dispatch }: Pick<StepProps, "state" | "dispatch">) {
  const { t } = useTranslation();
  // Open at once when the visitor came by the landing's "Import your project".
  const [params] = useSearchParams();
  const [open, setOpen] = useState(() => params.has(WIZARD_IMPORT_PARAM));
  const [reading, setReading] = useState(false);
  const [unrecognised, setUnrecognised] = useState<ProjectNote[] | null>(null);
  const panelId = useId();
  const imported = state.form.project !== undefined;

  function openPanel() {
    setOpen(true);
    // The reader loads while the visitor picks their files.
    void loadProjectReader();
  }

  async function accept(facts: ProjectFacts, reader: ProjectReader) {
    if (!reader.recognisesAnything(facts)) {
      setUnrecognised(facts.notes);
      return;
    }
    setUnrecognised(null);
    dispatch({ type: "importProject", facts });
    setOpen(false);
    toast.success(t("projectImport.importedTitle"), {
      description: t("projectImport.importedText"),
    });
  }

  const run: Run = async (read) => {
    setReading(true);
    setUnrecognised(null);
    try {
      const reader = await loadProjectReader();
      await accept(await read(reader), reader);
    } catch (error) {
      toast.error(t("projectImport.failedTitle"), {
        description: errorText(error, t, t("projectImport.failedText")),
      });
    } finally {
      setReading(false);
    }
  };

  const onGithubImport = ({ facts, audit }: GithubImportResponse) => {
    // The server audited the repository's rule files; the report belongs to these facts.
    rememberImportedAudit({ facts, source: { kind: "report", report: audit } });
    void loadProjectReader().then((reader) => accept(facts, reader));
  };

  return (
    <section
      aria-label={t("projectImport.title")}
      className="rounded-lg border border-border bg-zinc-50/60 p-3 sm:p-4"
    >
      <div className="flex items-center gap-3">
        <Upload aria-hidden className="hidden size-5 shrink-0 text-brand sm:block" />
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-zinc-900">{t("projectImport.title")}</h2>
          {!open && <p className="text-xs text-muted-foreground">{t("projectImport.teaser")}</p>}
        </div>
        {open ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-expanded
            aria-controls={panelId}
            onClick={() => setOpen(false)}
          >
            <X aria-hidden className="size-4" />
            {t("projectImport.close")}
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-expanded={false}
            aria-controls={panelId}
            onClick={openPanel}
          >
            {imported ? t("projectImport.importAgain") : t("projectImport.open")}
          </Button>
        )}
      </div>

      <div id={panelId} hidden={!open} className="mt-3">
        {open && (
          <>
            <p className="mb-3 text-xs text-muted-foreground">{t("projectImport.privacy")}</p>
            <Tabs defaultValue="files">
              <TabsList aria-label={t("projectImport.waysLabel")}>
                <TabsTrigger value="files">{t("projectImport.ways.files")}</TabsTrigger>
                <TabsTrigger value="paste">{t("projectImport.ways.paste")}</TabsTrigger>
                <TabsTrigger value="github">{t("projectImport.ways.github")}</TabsTrigger>
              </TabsList>
              <TabsContent value="files" className="mt-3">
                <FilesWay run={run} busy={reading} />
              </TabsContent>
              <TabsContent value="paste" className="mt-3">
                <PasteWay run={run} busy={reading} />
              </TabsContent>
              <TabsContent value="github" className="mt-3">
                <GithubWay onImported={onGithubImport} busy={reading} />
              </TabsContent>
            </Tabs>
          </>
        )}
        {reading && (
          <p role="status" className="mt-3 flex items-center gap-2 text-sm text-zinc-700">
            <Loader2 aria-hidden className="size-4 animate-spin text-brand" />
            {t("projectImport.reading")}
          </p>
        )}
      </div>

      {unrecognised && (
        <div role="status" className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm font-medium text-amber-900">{t("projectImport.nothingTitle")}</p>
          <p className="text-sm text-amber-800">{t("projectImport.nothingText")}</p>
          {unrecognised.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-xs text-amber-800">
              {unrecognised.map((note, index) => (
                <li key={index}>{noteText(note, t)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
