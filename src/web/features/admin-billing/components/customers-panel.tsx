import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
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
import {
  EmptyState,
  ListStates,
  LoadMoreButton,
  RefreshButton,
  useLoadErrorToast,
} from "./list-states";
import { PanelHeader } from "./panel-header";

/** Customers: Email, Name, Customer ID, Status, Created (decision 072); a page at a time. */
export function CustomersPanel() {
  const { t, i18n } = useTranslation();
  const customers = useCustomers();
  useLoadErrorToast(customers.error, t("adminBilling.customers.loadFailed"));
  const rows = customers.data?.pages.flatMap((page) => page.customers) ?? [];

  return (
    <section className="space-y-4">
      <PanelHeader title={t("adminBilling.customers.title")}>
        <RefreshButton query={customers} label={t("adminBilling.refresh")} />
      </PanelHeader>
      <ListStates
        query={customers}
        loading={t("adminBilling.customers.loading")}
        failedTitle={t("adminBilling.customers.loadFailed")}
        isEmpty={() => rows.length === 0}
        empty={<EmptyState text={t("adminBilling.customers.empty")} />}
      >
        {() => (
          <>
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
                {rows.map((customer) => (
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
            <LoadMoreButton query={customers} />
          </>
        )}
      </ListStates>
    </section>
  );
}
