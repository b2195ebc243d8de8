import { Receipt, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { WithdrawalRequests } from "@/features/billing/components/withdrawal-requests";

/** /admin/billing (admins only): a placeholder until the billing console issue. */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
        <Receipt aria-hidden className="size-7 text-brand" />
        {t("admin.billing.title")}
      </h1>
      <Card className="space-y-4">
        <p className="text-muted-foreground">{t("admin.billing.text")}</p>
        <Button asChild variant="outline">
          <Link to="/admin/setup">
            <Settings aria-hidden className="size-4" />
            {t("admin.billing.toSetup")}
          </Link>
        </Button>
      </Card>
      <WithdrawalRequests />
    </section>
  );
}
