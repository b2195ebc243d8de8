import { Coins, FolderOpen, Plus, UserCog, Zap } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { SessionUser } from "#contract/session";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { displayNameOf } from "@/lib/auth";
import { WIZARD_STEP_PARAM } from "#contract/wizard-address";
import { beginFreshWizardRun } from "@/lib/form-session";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useSavedRuleCount } from "../api/get-saved-rule-count";
import { endVisit, takeFirstVisit } from "../first-visit";
import { BalanceCard } from "./balance-card";
import { ProfileCard } from "./profile-card";
import { TransactionsCard } from "./transactions-card";

/** New Rule, Saved Rules and Purchase Tokens: the desktop bar and the mobile drawer name them differently. */
function RuleActions({
  onNewRule,
  newRuleLabel,
  savedRulesLabel,
}: {
  onNewRule: () => void;
  newRuleLabel: string;
  savedRulesLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onNewRule}>
        <Plus aria-hidden className="size-4" />
        {newRuleLabel}
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.savedRules}>
          <FolderOpen aria-hidden className="size-4" />
          {savedRulesLabel}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.purchaseTokens}>
          <Coins aria-hidden className="size-4" />
          {t("dashboard.purchaseTokens")}
        </Link>
      </Button>
    </>
  );
}

function useActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return {
    // A fresh wizard at its first step: a signed-in user has seen the visitor's hero already.
    newRule() {
      beginFreshWizardRun();
      void navigate(`/?${WIZARD_STEP_PARAM}=1`);
      toast.info(t("dashboard.newRuleToastTitle"), {
        description: t("dashboard.newRuleToastText"),
      });
    },
  };
}

/** Under 768 px the actions live in a bottom drawer (docs/product/accounts.md "The dashboard"). */
function QuickActionsDrawer() {
  const { t } = useTranslation();
  const { newRule } = useActions();
  const [open, setOpen] = useState(false);
  return (
    <div className="md:hidden">
      <Button className="w-full" onClick={() => setOpen(true)}>
        <Zap aria-hidden className="size-4" />
        {t("dashboard.quickActions")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          closeLabel={t("dashboard.close")}
          className="top-auto bottom-0 w-full max-w-none translate-y-0 rounded-b-none"
        >
          <DialogTitle>{t("dashboard.quickActions")}</DialogTitle>
          <DialogDescription>{t("dashboard.quickActionsText")}</DialogDescription>
          <nav className="mt-4 flex flex-col gap-2">
            <RuleActions
              onNewRule={newRule}
              newRuleLabel={t("dashboard.createNewRule")}
              savedRulesLabel={t("dashboard.viewSavedRules")}
            />
          </nav>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function SavedConfigurationsCard() {
  const { t } = useTranslation();
  const count = useSavedRuleCount();
  return (
    <Link
      to={paths.savedRules}
      aria-label={t("dashboard.openSavedRules")}
      className="block rounded-xl focus-visible:outline-2 focus-visible:outline-brand"
    >
      <Card
        className="h-full space-y-2 transition-colors hover:bg-muted"
        data-testid="configurations-card"
      >
        <h2 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <FolderOpen aria-hidden className="size-4 text-brand" />
          {t("dashboard.savedRules")}
        </h2>
        {count.data === undefined ? (
          <Skeleton className="h-7 w-40" />
        ) : (
          <p className="text-xl font-semibold">
            {t("dashboard.configurations", { count: count.data })}
          </p>
        )}
        <p className="text-sm text-brand">{t("dashboard.openSavedRules")} →</p>
      </Card>
    </Link>
  );
}

/**
 * /user/dashboard (docs/product/accounts.md "The dashboard"). `recentGenerations` is the results
 * feature's list, handed in by the page.
 */
export function DashboardPage({
  user,
  recentGenerations,
}: {
  user: SessionUser;
  recentGenerations?: ReactNode;
}) {
  const { t } = useTranslation();
  const { newRule } = useActions();
  // Decided once per mount: the greeting must not change while the page is open.
  const [firstVisit] = useState(() => takeFirstVisit(user.id));
  useEffect(() => () => endVisit(user.id), [user.id]);
  const name = displayNameOf(user) ?? "";
  return (
    // min-w-0 on every grid item: a long name, address or title truncates instead of widening
    // the page past a phone's 375 px.
    <section className="mx-auto max-w-5xl min-w-0 space-y-6">
      <header className="min-w-0 space-y-2">
        <p className="text-sm font-medium text-brand">{t("dashboard.title")}</p>
        <h1
          className="text-2xl font-bold tracking-tight break-words sm:text-3xl"
          data-testid="dashboard-greeting"
        >
          {t(firstVisit ? "dashboard.welcomeFirst" : "dashboard.welcome", { name })}
        </h1>
        <p className="text-muted-foreground">{t("dashboard.intro")}</p>
      </header>
      <div className="hidden flex-wrap gap-3 md:flex" data-testid="dashboard-actions">
        <RuleActions
          onNewRule={newRule}
          newRuleLabel={t("dashboard.newRule")}
          savedRulesLabel={t("dashboard.savedRules")}
        />
        <Button asChild variant="ghost">
          <Link to={paths.settings}>
            <UserCog aria-hidden className="size-4" />
            {t("dashboard.settings")}
          </Link>
        </Button>
      </div>
      <QuickActionsDrawer />
      <div className="grid gap-4 md:grid-cols-3 [&>*]:min-w-0">
        <ProfileCard user={user} />
        <BalanceCard />
        <SavedConfigurationsCard />
      </div>
      <div className="grid gap-4 md:grid-cols-2 [&>*]:min-w-0">
        <TransactionsCard />
        {recentGenerations}
      </div>
    </section>
  );
}
