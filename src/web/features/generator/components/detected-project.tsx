import { AlertTriangle, ExternalLink, FileSearch } from "lucide-react";
import { Fragment, lazy, Suspense, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { limits } from "#contract/limits";
import type { ExistingRuleFile, ProjectFacts } from "#contract/project-facts";
import { frameworksFor } from "#contract/wizard-options";
import { rulesToKeep } from "#engine/project/index";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { githubOriginOf } from "@/lib/project-origin";
import { toast } from "@/lib/toast";
import { withFrameworkVersion } from "../framework-versions";
import { useImportedAudit } from "../project-import/imported-files";
import { noteText } from "../project-import/note-text";
import { CommandFields } from "./command-fields";
import type { StepProps } from "./wizard-step";

/** The audit's view, loaded after a folder import (its engine loads when it checks). */
const RuleAudit = lazy(() =>
  import("./rule-audit").then((module) => ({ default: module.RuleAudit })),
);

type Versioned = { name: string; version: string | null; source: string };

const named = (fact: { name: string; version?: string | null }) =>
  fact.version ? `${fact.name} ${fact.version}` : fact.name;

/** "Next.js 15.2.3 — pnpm-lock.yaml": a fact with the file it came from. */
function useFactText() {
  const { t } = useTranslation();
  return (fact: { name: string; version?: string | null; source: string }) =>
    t("projectImport.detected.fact", { name: named(fact), source: fact.source });
}

/** A second command of a kind, for one part of the project: written into the rules as read. */
function CoveredCommands({ project }: { project: ProjectFacts }) {
  const { t } = useTranslation();
  const covered = project.commands.filter((command) => command.covers);
  if (covered.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 text-xs text-muted-foreground">
      {covered.map((command) => (
        <li key={`${command.kind} ${command.command}`} className="break-words">
          {t("projectImport.commands.covered", {
            kind: t(`projectImport.commands.kinds.${command.kind}`),
            command: command.command,
            source: command.source,
          })}
        </li>
      ))}
    </ul>
  );
}

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h4 id={id} className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">
        {title}
      </h4>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      {children}
    </section>
  );
}

/** Languages, runtimes, package managers and tooling: facts without a choice, one row each. */
function OtherFacts({ project }: { project: ProjectFacts }) {
  const { t } = useTranslation();
  const rows = [
    { key: "languages", facts: project.languages },
    { key: "runtimes", facts: project.runtimes },
    { key: "packageManagers", facts: project.packageManagers },
    { key: "tooling", facts: project.tooling },
  ] as const;
  return (
    <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-[9rem_1fr]">
      {rows
        .filter((row) => row.facts.length > 0)
        .map((row) => (
          <Fragment key={row.key}>
            <dt className="text-xs font-semibold tracking-wide text-zinc-600 uppercase sm:pt-1">
              {t(`projectImport.detected.${row.key}`)}
            </dt>
            <dd>
              <FactList facts={row.facts} />
            </dd>
          </Fragment>
        ))}
    </dl>
  );
}

/** Facts without a choice, as a wrapping list of chips. */
function FactList({
  facts,
}: {
  facts: readonly Versioned[] | readonly { name: string; source: string }[];
}) {
  const factText = useFactText();
  return (
    <ul className="flex flex-wrap gap-2">
      {facts.map((fact) => (
        <li
          key={fact.name}
          className="max-w-full rounded-md border border-border bg-surface px-2 py-1 text-xs break-words text-zinc-700"
        >
          {factText(fact)}
        </li>
      ))}
    </ul>
  );
}

/** A fact the visitor can untick, with an optional control after its label. */
function TickedFact({
  text,
  checked,
  disabled,
  title,
  onChange,
  children,
}: {
  text: string;
  checked: boolean;
  disabled?: boolean;
  title?: string;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="flex min-w-0 items-center gap-2" title={title}>
        <Checkbox
          id={id}
          checked={checked}
          disabled={disabled}
          onCheckedChange={(value) => onChange(value === true)}
        />
        <Label htmlFor={id} className="min-w-0 font-normal break-words text-zinc-800">
          {text}
        </Label>
      </span>
      {children}
    </li>
  );
}

function Frameworks({ state, dispatch, imported }: Panel) {
  const { t } = useTranslation();
  const factText = useFactText();
  const { frameworks, frameworkVersions, applicationType } = state.form;
  const offered = frameworksFor(applicationType);
  return (
    <Group
      title={t("projectImport.detected.frameworks")}
      hint={t("projectImport.detected.frameworksHint")}
    >
      <ul className="space-y-2">
        {imported.frameworks.map((fact) => {
          const chosen = frameworks.includes(fact.name);
          const available = offered.includes(fact.name);
          return (
            <TickedFact
              key={fact.name}
              text={factText(fact)}
              checked={chosen}
              disabled={!chosen && !available}
              title={available ? undefined : t("projectImport.detected.notOffered")}
              onChange={(included) =>
                dispatch({ type: "setProjectFramework", name: fact.name, included })
              }
            >
              {chosen && (
                <Input
                  aria-label={t("projectImport.detected.version", { name: fact.name })}
                  value={frameworkVersions?.[fact.name] ?? ""}
                  placeholder={t("wizard.frameworks.versionLatest")}
                  maxLength={limits.projectVersionMax}
                  className="ml-7 h-8 w-28 font-mono text-xs sm:ml-0"
                  onChange={(event) =>
                    dispatch({
                      type: "setFrameworkVersions",
                      versions: withFrameworkVersion(
                        frameworks,
                        frameworkVersions,
                        fact.name,
                        event.target.value.trim() === "" ? undefined : event.target.value,
                      ),
                    })
                  }
                />
              )}
            </TickedFact>
          );
        })}
      </ul>
    </Group>
  );
}

function Libraries({ state, dispatch, imported }: Panel) {
  const { t } = useTranslation();
  const factText = useFactText();
  const kept = new Set<string>(state.form.project?.libraries.map((library) => library.name));
  return (
    <Group title={t("projectImport.detected.libraries")}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {imported.libraries.map((fact) => (
          <TickedFact
            key={fact.name}
            text={factText(fact)}
            checked={kept.has(fact.name)}
            onChange={(included) =>
              dispatch({ type: "setProjectLibrary", name: fact.name, included })
            }
          />
        ))}
      </ul>
    </Group>
  );
}

function Workspaces({ workspaces }: { workspaces: NonNullable<ProjectFacts["workspaces"]> }) {
  const { t } = useTranslation();
  return (
    <Group title={t("projectImport.detected.workspaces", { tool: workspaces.tool })}>
      <ul className="space-y-2">
        {workspaces.packages.map((pkg) => (
          <li key={pkg.path} className="rounded-md border border-border bg-surface p-2 text-xs">
            <p className="font-medium break-words text-zinc-800">
              {t("projectImport.detected.fact", { name: pkg.name, source: pkg.path })}
              {pkg.role && (
                <span className="font-normal text-muted-foreground">
                  {" "}
                  · {t(`projectImport.detected.packageRoles.${pkg.role}`)}
                </span>
              )}
              {pkg.frameworks.length > 0 && (
                <span className="font-normal text-muted-foreground">
                  {" "}
                  · {pkg.frameworks.join(", ")}
                </span>
              )}
            </p>
            {pkg.commands.length > 0 && (
              <ul className="mt-1 space-y-0.5 font-mono break-all text-zinc-600">
                {pkg.commands.map((command) => (
                  <li key={command.kind}>
                    {t("projectImport.detected.packageCommand", {
                      kind: t(`projectImport.commands.kinds.${command.kind}`),
                      command: command.command,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Group>
  );
}

function RuleFiles({ state, dispatch }: Pick<Panel, "state" | "dispatch">) {
  const { t } = useTranslation();
  const files = state.form.project?.existingRules ?? [];
  return (
    <Group
      title={t("projectImport.detected.existingRules")}
      hint={t("projectImport.detected.existingRulesHint")}
    >
      <ul className="space-y-2">
        {files.map((file) => (
          <RuleFile
            key={file.path}
            file={file}
            onKeep={(keep) => dispatch({ type: "keepRuleFile", path: file.path, keep })}
            onAsWritten={(asWritten) =>
              dispatch({ type: "keepRuleFileAsWritten", path: file.path, asWritten })
            }
          />
        ))}
      </ul>
    </Group>
  );
}

/**
 * A rule file with "Keep my own rules"; after "Fix with Rulesmith", the lines its findings left out
 * (line and why, a secret never quoted) and "Keep as written" (docs/product/rule-audit.md).
 */
function RuleFile({
  file,
  onKeep,
  onAsWritten,
}: {
  file: ExistingRuleFile;
  onKeep: (keep: boolean) => void;
  onAsWritten: (asWritten: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const asWrittenId = useId();
  const { fix } = file;
  const rules = rulesToKeep(file);
  const leftOut = fix?.leftOut ?? [];
  return (
    <li className="space-y-1.5 rounded-md border border-border bg-surface p-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 text-xs break-all text-zinc-800">
          <span className="font-mono">{file.path}</span>
          <span className="text-muted-foreground">
            {" "}
            · {file.tool} · {t("projectImport.detected.ruleCount", { count: rules.length })}
          </span>
        </span>
        <span className="flex items-center gap-2">
          <Checkbox
            id={id}
            checked={file.keep}
            onCheckedChange={(value) => onKeep(value === true)}
          />
          <Label htmlFor={id} className="font-normal">
            {t("projectImport.detected.keepRules")}
            <span className="sr-only"> ({file.path})</span>
          </Label>
        </span>
      </div>
      {fix && leftOut.length > 0 && (
        <div className="space-y-1 border-t border-border pt-1.5 text-xs">
          <details>
            <summary className="cursor-pointer text-zinc-700">
              {fix.asWritten
                ? t("projectImport.detected.leftOutAsWritten", { count: leftOut.length })
                : t("projectImport.detected.leftOut", { count: leftOut.length })}
            </summary>
            <ul
              aria-label={t("projectImport.detected.leftOut", { count: leftOut.length })}
              className="mt-1 space-y-0.5 text-muted-foreground"
            >
              {leftOut.map(({ line, code }) => (
                <li key={`${line} ${code}`}>
                  {t("projectImport.detected.leftOutLine", {
                    line,
                    reason: t(`projectImport.detected.leftOutReasons.${code}`),
                  })}
                </li>
              ))}
            </ul>
          </details>
          <span className="flex items-center gap-2">
            <Checkbox
              id={asWrittenId}
              checked={fix.asWritten}
              onCheckedChange={(value) => onAsWritten(value === true)}
            />
            <Label htmlFor={asWrittenId} className="font-normal">
              {t("projectImport.detected.keepAsWritten")}
              <span className="sr-only"> ({file.path})</span>
            </Label>
          </span>
        </div>
      )}
    </li>
  );
}

function Origin({ facts }: { facts: ProjectFacts }) {
  const { t } = useTranslation();
  const github = githubOriginOf(facts.origin);
  if (!github) {
    return <p className="text-xs text-muted-foreground">{t("projectImport.detected.fromFiles")}</p>;
  }
  return (
    <a
      href={github.href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-xs text-brand underline-offset-4 hover:underline"
    >
      {t("projectImport.detected.fromGithub", {
        repository: github.repository,
        commit: github.commit,
      })}
      <ExternalLink aria-hidden className="size-3" />
    </a>
  );
}

interface Panel extends Pick<StepProps, "state" | "dispatch"> {
  /** The facts as read, before anything was unticked. */
  imported: ProjectFacts;
}

/**
 * "Detected in your project" (docs/product/project-import.md): every fact with its source; the
 * visitor unticks frameworks and libraries, changes versions, edits commands and keeps their
 * own rule files; after a folder import, the audit of those files (docs/product/rule-audit.md).
 * Removing the import takes its facts and commands off the form.
 */
export function DetectedProject({ state, dispatch }: Pick<StepProps, "state" | "dispatch">) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const detailsId = useId();
  const headingId = useId();
  // A folder import's files, still in this tab: their rule files can be audited here.
  const audit = useImportedAudit(state.imported);
  const project = state.form.project;
  if (!project) return null;
  const imported = state.imported ?? project;
  const panel = { state, dispatch, imported };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-indigo-200 bg-indigo-50/40 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3
            id={headingId}
            className="flex items-center gap-2 text-sm font-semibold text-indigo-950"
          >
            <FileSearch aria-hidden className="size-4 text-brand" />
            {t("projectImport.detected.title")}
          </h3>
          <Origin facts={project} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t("projectImport.detected.hide") : t("projectImport.detected.show")}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              dispatch({ type: "removeProject" });
              toast.success(t("projectImport.removedTitle"));
            }}
          >
            {t("projectImport.detected.remove")}
          </Button>
        </div>
      </div>

      <div id={detailsId} hidden={!open} className="mt-4 space-y-5">
        {open && (
          <>
            {imported.frameworks.length > 0 && <Frameworks {...panel} />}
            {imported.libraries.length > 0 && <Libraries {...panel} />}
            {project.commands.length > 0 && (
              <Group title={t("projectImport.detected.commands")}>
                <CommandFields
                  state={state}
                  dispatch={dispatch}
                  kinds={project.commands.flatMap((command) =>
                    command.covers ? [] : [command.kind],
                  )}
                />
                <CoveredCommands project={project} />
              </Group>
            )}
            <OtherFacts project={project} />
            {project.workspaces && <Workspaces workspaces={project.workspaces} />}
            {project.existingRules.length > 0 && <RuleFiles state={state} dispatch={dispatch} />}
            {audit && (
              <Suspense fallback={null}>
                <RuleAudit state={state} dispatch={dispatch} source={audit} facts={imported} />
              </Suspense>
            )}
            {project.notes.length > 0 && (
              <Group title={t("projectImport.detected.notes")}>
                <ul className="space-y-1">
                  {project.notes.map((note, index) => (
                    <li key={index} className="flex items-start gap-2 text-xs text-amber-900">
                      <AlertTriangle aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                      <span className="break-words">{noteText(note, t)}</span>
                    </li>
                  ))}
                </ul>
              </Group>
            )}
          </>
        )}
      </div>
    </section>
  );
}
