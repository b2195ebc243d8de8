import { CheckCircle2, ClipboardCheck, Loader2, Wand2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProjectFacts } from "#contract/project-facts";
import type { RuleAuditReport } from "#contract/rule-audit";
import type { Finding, RuleLoading } from "#engine/audit/index";
import { loadsByTool } from "#engine/browser/rule-loads";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { findingText } from "../project-import/finding-text";
import type { AuditSource } from "../project-import/imported-files";
import { loadRuleAudit } from "../project-import/load-rule-audit";
import type { StepProps } from "./wizard-step";

/** One audit per folder import: hiding and showing the panel never checks twice. */
const reports = new WeakMap<object, Promise<RuleAuditReport>>();

/** A GitHub import's report came with its facts; a folder's files are audited here. */
function auditOf(source: AuditSource, facts: ProjectFacts): Promise<RuleAuditReport> {
  if (source.kind === "report") return Promise.resolve(source.report);
  const { walked } = source;
  let report = reports.get(walked);
  if (!report) {
    report = loadRuleAudit().then((audit) => audit.auditImportedFiles(walked, facts));
    // A failed load may be tried again.
    report.catch(() => reports.delete(walked));
    reports.set(walked, report);
  }
  return report;
}

const TONE: Readonly<Record<Finding["severity"], BadgeTone>> = {
  error: "alert",
  warning: "warning",
  info: "neutral",
};

/** The findings by file, in the audit's order (file, line, severity). */
function byFile(findings: readonly Finding[]): [string, Finding[]][] {
  const files = new Map<string, Finding[]>();
  for (const finding of findings)
    files.set(finding.file, [...(files.get(finding.file) ?? []), finding]);
  return [...files];
}

function FindingItem({ finding }: { finding: Finding }) {
  const { t } = useTranslation();
  const { why, fix } = findingText(finding, t);
  return (
    <li className="space-y-1 rounded-md border border-border bg-surface p-2 text-xs">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={TONE[finding.severity]}>
          {t(`projectImport.audit.severity.${finding.severity}`)}
        </Badge>
        <span className="text-muted-foreground">
          {finding.line > 0
            ? t("projectImport.audit.line", { line: finding.line })
            : t("projectImport.audit.wholeFile")}
        </span>
      </p>
      <p className="break-words text-zinc-800">{why}</p>
      <p className="break-words text-zinc-600">{t("projectImport.audit.fix", { text: fix })}</p>
    </li>
  );
}

const MODE_KEY: Readonly<Record<RuleLoading["mode"], string>> = {
  always: "always",
  paths: "paths",
  "on-demand": "onDemand",
  manual: "manual",
  ignored: "ignored",
};

/** "What each tool loads": per tool, when it puts each of its rule files into the agent's context. */
function Loads({ files }: { files: RuleAuditReport["files"] }) {
  const { t } = useTranslation();
  const tools = loadsByTool(files);
  if (tools.length === 0) return null;
  const title = t("projectImport.audit.loads.title");
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-medium text-zinc-800">{title}</p>
      <ul aria-label={title} className="space-y-1 text-xs">
        {tools.map(({ tool, name, files: list }) => (
          <li key={tool} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <span className="font-medium text-zinc-900">{name}</span>
            <ul
              aria-label={t("projectImport.audit.loads.tool", { tool: name })}
              className="flex flex-wrap gap-x-3 gap-y-0.5"
            >
              {list.map(({ path, loads }) => (
                <li key={path} title={loads.description}>
                  <span className="text-muted-foreground">
                    {t(`projectImport.audit.loads.${MODE_KEY[loads.mode]}`, {
                      paths: (loads.paths ?? []).join(", "),
                    })}
                  </span>{" "}
                  <span className="font-mono break-all text-zinc-800">{path}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Report({ report }: { report: RuleAuditReport }) {
  const { t } = useTranslation();
  const { findings, files } = report;
  const count = (severity: Finding["severity"]) =>
    findings.filter((finding) => finding.severity === severity).length;
  if (files.length === 0) {
    return <p className="text-sm text-zinc-700">{t("projectImport.audit.none")}</p>;
  }
  return (
    <div className="space-y-3">
      {findings.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-green-800">
          <CheckCircle2 aria-hidden className="size-4" />
          {t("projectImport.audit.clean", { count: files.length })}
        </p>
      ) : (
        <p className="text-sm font-medium text-zinc-800">
          {t("projectImport.audit.summary", {
            errors: t("projectImport.audit.errors", { count: count("error") }),
            warnings: t("projectImport.audit.warnings", { count: count("warning") }),
            notes: t("projectImport.audit.notes", { count: count("info") }),
            files: t("projectImport.audit.files", { count: files.length }),
          })}
        </p>
      )}
      <Loads files={files} />
      {byFile(findings).map(([file, list]) => (
        <div key={file} className="space-y-1.5">
          <p className="font-mono text-xs font-medium break-all text-zinc-900">{file}</p>
          <ul aria-label={t("projectImport.audit.fileLabel", { file })} className="space-y-1.5">
            {list.map((finding, index) => (
              <FindingItem key={index} finding={finding} />
            ))}
          </ul>
        </div>
      ))}
      {report.capped && (
        <p className="text-xs text-muted-foreground">{t("projectImport.audit.capped")}</p>
      )}
    </div>
  );
}

type Status =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "failed" }
  | { kind: "done"; report: RuleAuditReport };

/**
 * "Your rule files, checked" (docs/product/rule-audit.md, decision 125): the audit of the rule
 * files a folder import holds, run in the browser by the lazily loaded engine audit, or the one
 * the server ran on a GitHub import's files. It runs at
 * once when the import found rule files, else on "Check your rule files". "Fix with Rulesmith"
 * keeps the rules of the visitor's files that have some, with the findings applied (decision
 * 137), and moves on to the next step.
 */
export function RuleAudit({
  dispatch,
  source,
  facts,
}: Pick<StepProps, "state" | "dispatch"> & { source: AuditSource; facts: ProjectFacts }) {
  const { t } = useTranslation();
  const headingId = useId();
  const auto = facts.existingRules.length > 0;
  const [status, setStatus] = useState<Status>(auto ? { kind: "checking" } : { kind: "idle" });

  function check() {
    setStatus({ kind: "checking" });
    auditOf(source, facts).then(
      (report) => setStatus({ kind: "done", report }),
      () => setStatus({ kind: "failed" }),
    );
  }

  useEffect(() => {
    if (auto) check();
    // One check per import; `check` reads only the import's files and facts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto, source, facts]);

  /**
   * Keeps the rules of every file that has some, with the audit's findings applied (a stale line,
   * a secret's line, a repeat left out; the report carries each changed file's rules), and moves
   * on to the next step.
   */
  function fixWithRulesmith(report: RuleAuditReport) {
    const fixes = report.files.flatMap(({ path, fix }) => (fix ? [{ path, fix }] : []));
    dispatch({ type: "fixRuleFiles", fixes });
    dispatch({ type: "next" });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-md border border-border bg-zinc-50/60 p-3"
    >
      <div className="space-y-1">
        <h4
          id={headingId}
          className="flex items-center gap-2 text-xs font-semibold tracking-wide text-zinc-600 uppercase"
        >
          <ClipboardCheck aria-hidden className="size-4 text-brand" />
          {status.kind === "done"
            ? t("projectImport.audit.title")
            : t("projectImport.audit.heading")}
        </h4>
        <p className="text-xs text-muted-foreground">
          {status.kind === "idle" ? t("projectImport.audit.offer") : t("projectImport.audit.intro")}
        </p>
      </div>
      {status.kind === "idle" && (
        <Button type="button" size="sm" variant="outline" onClick={check}>
          <ClipboardCheck aria-hidden className="size-4" />
          {t("projectImport.audit.check")}
        </Button>
      )}
      {status.kind === "checking" && (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-700">
          <Loader2 aria-hidden className="size-4 animate-spin text-brand" />
          {t("projectImport.audit.checking")}
        </p>
      )}
      {status.kind === "failed" && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          {t("projectImport.audit.failed")}
          <Button type="button" size="sm" variant="outline" onClick={check}>
            {t("projectImport.audit.retry")}
          </Button>
        </div>
      )}
      {status.kind === "done" && (
        <>
          <Report report={status.report} />
          {status.report.files.length > 0 && (
            <div className="space-y-2 border-t border-border pt-3">
              <Button type="button" size="sm" onClick={() => fixWithRulesmith(status.report)}>
                <Wand2 aria-hidden className="size-4" />
                {t("projectImport.audit.fixWithRulesmith")}
              </Button>
              <p className="text-xs text-muted-foreground">{t("projectImport.audit.fixHint")}</p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
