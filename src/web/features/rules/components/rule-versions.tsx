import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RuleVersionKind } from "#contract/rules";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useRuleVersion } from "../api/get-rule-version";
import { useRuleVersions } from "../api/list-rule-versions";

// jsdiff and the diff view load only when two versions are chosen.
const RuleVersionDiff = lazy(() => import("./rule-version-diff"));

/** Stored versions carry their kind as a code; the reader's language gives the words. */
const kindText = {
  saved: "ruleVersions.kind.saved",
  edited: "ruleVersions.kind.edited",
  regenerated: "ruleVersions.kind.regenerated",
  copied: "ruleVersions.kind.copied",
} as const satisfies Record<RuleVersionKind, string>;

function VersionsDiff({ id, chosen }: { id: string; chosen: [number, number] }) {
  const { t } = useTranslation();
  const [from, to] = chosen;
  // Two plain queries rather than useQueries, which would add to every page's vendor chunk.
  const before = useRuleVersion(id, from);
  const after = useRuleVersion(id, to);
  if (before.isError || after.isError) {
    return (
      <p role="alert" className="text-sm text-alert">
        {t("ruleVersions.diffFailed")}
      </p>
    );
  }
  const placeholder = <Skeleton className="h-24 w-full" aria-busy="true" />;
  if (!before.data || !after.data) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RuleVersionDiff
        from={from}
        to={to}
        before={before.data.content}
        after={after.data.content}
      />
    </Suspense>
  );
}

/**
 * A saved rule's versions (docs/product/api-and-cli.md "Versions"): number, what made it, when;
 * two chosen show the line diff from the older to the newer.
 */
export function RuleVersions({ id, current }: { id: string; current: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const versions = useRuleVersions(id);
  // In the order chosen: a third choice lets go of the first.
  const [chosen, setChosen] = useState<number[]>([]);
  const kept = new Set(versions.data?.versions.map(({ version }) => version));
  const compared = chosen.filter((version) => kept.has(version)).sort((a, b) => a - b);

  function choose(version: number, checked: boolean) {
    setChosen((previous) =>
      checked
        ? [...previous.filter((v) => v !== version), version].slice(-2)
        : previous.filter((v) => v !== version),
    );
  }

  return (
    <section aria-labelledby={titleId} className="mt-6 space-y-3 border-t border-border pt-4">
      <h3 id={titleId} className="font-semibold">
        {t("ruleVersions.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("ruleVersions.intro")}</p>
      {versions.isPending ? (
        <Skeleton className="h-24 w-full" aria-busy="true" />
      ) : versions.isError ? (
        <p role="alert" className="text-sm text-alert">
          {t("ruleVersions.loadFailed")}
        </p>
      ) : (
        <>
          <Table aria-labelledby={titleId}>
            <TableHeader>
              <TableRow>
                <TableHead>{t("ruleVersions.columnVersion")}</TableHead>
                <TableHead>{t("ruleVersions.columnKind")}</TableHead>
                <TableHead>{t("ruleVersions.columnWhen")}</TableHead>
                <TableHead>{t("ruleVersions.columnCompare")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {versions.data.versions.map(({ version, kind, createdAt }) => (
                <TableRow key={version}>
                  <TableCell className="whitespace-nowrap">
                    {t("ruleVersions.version", { version })}
                    {version === current && (
                      <Badge tone="brand" className="ml-2">
                        {t("ruleVersions.current")}
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell>{t(kindText[kind])}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {t("ruleVersions.when", { date: new Date(createdAt) })}
                  </TableCell>
                  <TableCell>
                    <Checkbox
                      aria-label={t("ruleVersions.compare", { version })}
                      checked={compared.includes(version)}
                      onCheckedChange={(checked) => choose(version, checked === true)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {compared.length === 2 ? (
            <VersionsDiff id={id} chosen={[compared[0]!, compared[1]!]} />
          ) : (
            versions.data.versions.length > 1 && (
              <p className="text-sm text-muted-foreground">{t("ruleVersions.chooseTwo")}</p>
            )
          )}
        </>
      )}
    </section>
  );
}
