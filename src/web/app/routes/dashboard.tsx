import { Coins, FolderOpen, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSession } from "@/lib/auth";

/**
 * /user/dashboard: a placeholder until the dashboard issue (profile, balance, saved-rule count,
 * transactions): the welcome line and the three main actions.
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const name = user?.email.split("@")[0] ?? t("menu.user");
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <p className="text-sm font-medium text-brand">{t("dashboard.title")}</p>
        <h1 className="text-3xl font-bold tracking-tight break-words">
          {t("dashboard.welcome", { name })}
        </h1>
        <p className="text-muted-foreground">{t("dashboard.intro")}</p>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">
            <Plus aria-hidden className="size-4" />
            {t("dashboard.newRule")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/user/saved-rules">
            <FolderOpen aria-hidden className="size-4" />
            {t("dashboard.savedRules")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/user/purchase-tokens">
            <Coins aria-hidden className="size-4" />
            {t("dashboard.purchaseTokens")}
          </Link>
        </Button>
      </div>
      <Card className="border-dashed text-sm text-muted-foreground shadow-none">
        {t("dashboard.comingSoon")}
      </Card>
    </section>
  );
}
