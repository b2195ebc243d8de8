import { useTranslation } from "react-i18next";
import { ListPanel } from "@/components/admin/list-panel";
import { Badge } from "@/components/ui/badge";
import { useCustomers } from "../api/get-customers";
import { customerIdText, customerStatusText, formatDateTime } from "../display";
import { useLanguage } from "@/hooks/use-language";

/** Customers: Email, Name, Customer ID, Status, Created (decision 072); a page at a time. */
export function CustomersPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const customers = useCustomers();
  return (
    <ListPanel
      title={t("adminBilling.customers.title")}
      refreshLabel={t("adminBilling.refresh")}
      query={customers}
      rowsOf={(data) => data.pages.flatMap((page) => page.customers)}
      rowKey={(customer) => customer.id}
      pages={customers}
      texts={{
        loading: t("adminBilling.customers.loading"),
        loadFailed: t("adminBilling.customers.loadFailed"),
        empty: t("adminBilling.customers.empty"),
      }}
      columns={[
        {
          header: t("adminBilling.customers.email"),
          cell: (customer) => customer.email,
          className: "font-medium",
          headClassName: "",
        },
        { header: t("adminBilling.customers.name"), cell: (customer) => customer.name ?? "—" },
        {
          header: t("adminBilling.customers.customerId"),
          cell: (customer) => customerIdText(customer),
          className: "font-mono text-xs",
          headClassName: "",
        },
        {
          header: t("adminBilling.customers.status"),
          cell: (customer) => (
            <Badge tone={customer.stripeCustomerId ? "brand" : "neutral"}>
              {customerStatusText(t, customer)}
            </Badge>
          ),
        },
        {
          header: t("adminBilling.customers.created"),
          cell: (customer) => formatDateTime(customer.createdAt, language),
        },
      ]}
    />
  );
}
