import { Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { AdminBillingConsole } from "@/features/admin-billing/components/admin-billing-console";
import { useBillingConfig } from "@/features/billing/api/get-billing-config";
import { WithdrawalRequests } from "@/features/billing/components/withdrawal-requests";

/**
 * /admin/billing (admins only): the billing console, given the billing feature's test-mode flag
 * and its withdrawal requests list.
 */
export function Component() {
  const { t } = useTranslation();
  const config = useBillingConfig();
  return (
    <AdminBillingConsole
      testMode={config.data?.testMode}
      withdrawals={<WithdrawalRequests />}
      headerExtra={
        <Button asChild variant="outline">
          <Link to="/admin/setup">
            <Settings aria-hidden className="size-4" />
            {t("adminBilling.toSetup")}
          </Link>
        </Button>
      }
    />
  );
}
