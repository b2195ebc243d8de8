import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useCustomers } from "../api/get-customers";
import { customerIdText, customerStatusText, formatDateTime } from "../display";
import { EmptyState, ErrorState, LoadingState, useLoadErrorToast } from "./list-states";
import { PanelHeader } from "./panel-header";

/** Customers: Email, Name, Customer ID, Status, Created (spec 02 §2, §4). */
export function CustomersPanel() {
  const { t, i18n } = useTranslation();
  const customers = useCustomers();
  useLoadErrorToast(customers.error, t("adminBilling.customers.loadFailed"));

  return (
    <section className="space-y-4">
      <PanelHeader title={t("adminBilling.customers.title")}>
        <Button
          variant="outline"
          onClick={() => void customers.refetch()}
          disabled={customers.isFetching}
        >
          <RefreshCw
            aria-hidden
            className={customers.isFetching ? "size-4 animate-spin" : "size-4"}
          />
          {t("adminBilling.refresh")}
        </Button>
      </PanelHeader>
      {customers.isPending ? (
        <LoadingState text={t("adminBilling.customers.loading")} />
      ) : customers.isError ? (
        <ErrorState
          title={t("adminBilling.customers.loadFailed")}
          error={customers.error}
          onRetry={() => void customers.refetch()}
        />
      ) : customers.data.customers.length === 0 ? (
        <EmptyState text={t("adminBilling.customers.empty")} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("adminBilling.customers.email")}</TableHead>
              <TableHead>{t("adminBilling.customers.name")}</TableHead>
              <TableHead>{t("adminBilling.customers.customerId")}</TableHead>
              <TableHead>{t("adminBilling.customers.status")}</TableHead>
              <TableHead>{t("adminBilling.customers.created")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {customers.data.customers.map((customer) => (
              <TableRow key={customer.id}>
                <TableCell className="font-medium">{customer.email}</TableCell>
                <TableCell>{customer.name ?? "—"}</TableCell>
                <TableCell className="font-mono text-xs">{customerIdText(customer)}</TableCell>
                <TableCell>
                  <Badge tone={customer.stripeCustomerId ? "brand" : "neutral"}>
                    {customerStatusText(t, customer)}
                  </Badge>
                </TableCell>
                <TableCell>{formatDateTime(customer.createdAt, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
