import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { diffByLine, type DiffRow } from "../line-diff";

const sign = { added: "+", removed: "−", same: " " } as const;

function Row({ row }: { row: Exclude<DiffRow, { kind: "skipped" }> }) {
  const { t } = useTranslation();
  const text = row.text || " ";
  return (
    <li
      data-change={row.kind}
      className={cn(
        "flex gap-2 px-2 whitespace-pre-wrap",
        row.kind === "added" && "bg-green-50 text-green-900",
        row.kind === "removed" && "bg-red-50 text-red-900",
      )}
    >
      {/* The sign carries the change for sighted readers without colour, the words for others. */}
      <span aria-hidden className="w-3 shrink-0 font-bold select-none">
        {sign[row.kind]}
      </span>
      {row.kind === "added" ? (
        <ins className="min-w-0 no-underline">
          <span className="sr-only">{t("ruleVersions.added")} </span>
          {text}
        </ins>
      ) : row.kind === "removed" ? (
        <del className="min-w-0 no-underline">
          <span className="sr-only">{t("ruleVersions.removed")} </span>
          {text}
        </del>
      ) : (
        <span className="min-w-0">{text}</span>
      )}
    </li>
  );
}

/**
 * The line diff between two versions (docs/product/api-and-cli.md "Versions"): a lazily loaded
 * chunk, so jsdiff loads only when someone compares. Added and removed lines are marked by sign,
 * element (`ins`/`del`) and words for screen readers, colour only on top.
 */
export default function RuleVersionDiff({
  from,
  to,
  before,
  after,
}: {
  from: number;
  to: number;
  before: string;
  after: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const diff = useMemo(() => diffByLine(before, after), [before, after]);

  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h4 id={titleId} className="text-sm font-semibold">
        {t("ruleVersions.diffTitle", { from, to })}
      </h4>
      {!diff ? (
        <p className="text-sm text-muted-foreground">{t("ruleVersions.tooDifferent")}</p>
      ) : diff.added + diff.removed === 0 ? (
        <p className="text-sm text-muted-foreground">{t("ruleVersions.same")}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t("ruleVersions.linesAdded", { count: diff.added })},{" "}
            {t("ruleVersions.linesRemoved", { count: diff.removed })}
          </p>
          <ol className="max-h-[50dvh] overflow-auto rounded-md border border-border py-1 font-mono text-xs leading-5">
            {diff.rows.map((row, index) =>
              row.kind === "skipped" ? (
                <li key={index} className="px-2 py-0.5 text-muted-foreground italic">
                  {t("ruleVersions.unchanged", { count: row.count })}
                </li>
              ) : (
                <Row key={index} row={row} />
              ),
            )}
          </ol>
        </>
      )}
    </section>
  );
}
