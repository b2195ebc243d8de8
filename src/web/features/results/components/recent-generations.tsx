import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useRecentResults } from "../api/list-recent-results";

/**
 * The newest generations, each opening its own result page. A list that could not be loaded
 * says so, rather than looking like an account with no generations.
 */
export function RecentGenerations() {
  const { t } = useTranslation();
  const results = useRecentResults();
  const list = results.data?.results ?? [];
  return (
    <Card className="space-y-4" data-testid="recent-generations">
      <h2 className="text-lg font-semibold">{t("results.recentTitle")}</h2>
      {results.isPending ? (
        <Skeleton className="h-6" />
      ) : results.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {t("common.loadFailed")}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("results.none")}</p>
      ) : (
        <ul className="divide-y divide-border">
          {list.map((result) => (
            <li key={result.id} className="py-2">
              <Link
                to={paths.result(result.id)}
                className="flex items-start gap-2 text-sm hover:underline"
              >
                <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{result.title}</span>
                  <span className="text-xs text-muted-foreground">
                    {result.targetName} · {t("common.date", { date: new Date(result.createdAt) })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
