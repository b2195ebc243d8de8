import { ArrowLeft, CirclePlus, Info } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SavedRule } from "#contract/rules";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { useSavedRules } from "../api/list-rules";
import { DeleteRuleDialog } from "./delete-rule-dialog";
import { RegenerateRuleDialog } from "./regenerate-rule-dialog";
import { SavedRuleCard } from "./saved-rule-card";
import { ViewRuleDialog } from "./view-rule-dialog";

function CardPlaceholders() {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-busy="true" data-testid="rules-loading">
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} className="space-y-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-8 w-full" />
        </Card>
      ))}
    </div>
  );
}

/** /user/saved-rules (docs/product/rules.md): the user's rules, a page at a time. */
export function SavedRulesPage() {
  const { t } = useTranslation();
  const rules = useSavedRules();
  const [viewing, setViewing] = useState<SavedRule | null>(null);
  const [deleting, setDeleting] = useState<SavedRule | null>(null);
  const [regenerating, setRegenerating] = useState<SavedRule | null>(null);

  useEffect(() => {
    if (rules.isError) {
      toast.error(t("savedRules.loadFailedTitle"), { description: t("savedRules.loadFailedText") });
    }
  }, [rules.isError, t]);

  const list = rules.data?.pages.flatMap((page) => page.rules) ?? [];
  const total = rules.data?.pages[0]?.total ?? 0;

  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden className="size-4" />
          {t("savedRules.back")}
        </Link>
      </Button>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("savedRules.title")}</h1>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Info aria-hidden className="size-4 shrink-0" />
          {t("savedRules.markdownNote")}
        </p>
      </header>

      {rules.isPending ? (
        <CardPlaceholders />
      ) : list.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 py-12 text-center">
          <h2 className="text-xl font-semibold">{t("savedRules.emptyTitle")}</h2>
          <p className="text-muted-foreground">{t("savedRules.emptyText")}</p>
          <Button asChild>
            <Link to="/">
              <CirclePlus aria-hidden className="size-4" />
              {t("savedRules.createFirst")}
            </Link>
          </Button>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t("savedRules.shown", { count: total, shown: list.length })}
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            {list.map((rule) => (
              <li key={rule.id}>
                <SavedRuleCard
                  rule={rule}
                  onView={setViewing}
                  onDelete={setDeleting}
                  onRegenerate={setRegenerating}
                />
              </li>
            ))}
          </ul>
          {rules.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void rules.fetchNextPage()}
                disabled={rules.isFetchingNextPage}
              >
                {rules.isFetchingNextPage ? t("common.loading") : t("savedRules.showMore")}
              </Button>
            </div>
          )}
        </>
      )}

      <ViewRuleDialog rule={viewing} onClose={() => setViewing(null)} />
      <DeleteRuleDialog rule={deleting} onClose={() => setDeleting(null)} />
      <RegenerateRuleDialog rule={regenerating} onClose={() => setRegenerating(null)} />
    </section>
  );
}
