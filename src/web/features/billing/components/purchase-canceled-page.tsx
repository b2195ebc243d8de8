import { XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useBillingConfig } from "../api/get-billing-config";

/** /user/purchase-canceled (docs/product/billing.md). */
export function PurchaseCanceledPage() {
  const { t } = useTranslation();
  const { data } = useBillingConfig();
  const email = data?.billingEmail ?? "";
  return (
    <Card className="mx-auto max-w-xl space-y-4 text-center">
      <XCircle aria-hidden className="mx-auto size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t("billing.canceled.title")}</h1>
      <p className="text-muted-foreground">
        {t("billing.canceled.body")}{" "}
        <a href={`mailto:${email}`} className="text-brand hover:underline">
          {email}
        </a>
      </p>
      <Button asChild>
        <Link to="/">{t("billing.canceled.home")}</Link>
      </Button>
    </Card>
  );
}
