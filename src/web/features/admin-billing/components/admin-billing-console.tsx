import { FlaskConical, Receipt, RefreshCcw } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LoadingButton } from "@/components/ui/loading-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorText } from "@/lib/api-errors";
import { toast } from "@/lib/toast";
import { useResyncCatalog } from "../api/resync-catalog";
import { AuditLogPanel } from "./audit-log-panel";
import { CustomersPanel } from "./customers-panel";
import { DiscountsPanel } from "./discounts-panel";
import { PricesPanel } from "./prices-panel";
import { ProductsPanel } from "./products-panel";
import { SubscriptionsPanel } from "./subscriptions-panel";
import { TokenManagementPanel } from "./token-management-panel";

export const consoleTabs = [
  "products",
  "prices",
  "discounts",
  "subscriptions",
  "customers",
  "tokens",
  "audit",
  "withdrawals",
] as const;
export type ConsoleTab = (typeof consoleTabs)[number];

const isConsoleTab = (value: string | null): value is ConsoleTab =>
  consoleTabs.some((tab) => tab === value);

/** The open tab lives in the URL (`?tab=prices`), so reload and Back keep it. */
function useTabParam(): [ConsoleTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get("tab");
  const tab = isConsoleTab(value) ? value : "products";
  // Radix reports a click twice (mouse down, then focus) before the URL changes: one history
  // entry per switch, so Back goes to the tab before.
  const requested = useRef<string>(tab);
  useEffect(() => {
    requested.current = tab;
  }, [tab]);
  const setTab = (next: string) => {
    if (next === requested.current) return;
    requested.current = next;
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set("tab", next);
      return updated;
    });
  };
  return [tab, setTab];
}

/**
 * /admin/billing ('Billing Administration', docs/product/admin.md): products, prices, discounts,
 * subscriptions, customers, token management, the audit log and the withdrawals the page hands
 * in. "Resync from Stripe" only with a real provider; in test mode a note says so.
 */
export function AdminBillingConsole({
  testMode,
  withdrawals,
  headerExtra,
}: {
  /** undefined while the billing config loads. */
  testMode: boolean | undefined;
  withdrawals: ReactNode;
  headerExtra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useTabParam();

  return (
    <section className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="flex items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
            <Receipt aria-hidden className="hidden size-7 shrink-0 text-brand sm:block" />
            <span className="min-w-0 hyphens-auto [overflow-wrap:anywhere]">
              {t("adminBilling.title")}
            </span>
          </h1>
          <p className="text-muted-foreground">{t("adminBilling.description")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {headerExtra}
          {testMode === false && <ResyncButton />}
        </div>
      </header>
      {testMode && (
        <p
          role="note"
          className="flex items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <FlaskConical aria-hidden className="size-4 shrink-0" />
          {t("adminBilling.testMode")}
        </p>
      )}
      <Tabs value={tab} onValueChange={setTab}>
        <div className="overflow-x-auto">
          <TabsList
            aria-label={t("adminBilling.tabs.label")}
            className="w-max flex-nowrap sm:w-auto sm:flex-wrap"
          >
            {consoleTabs.map((value) => (
              <TabsTrigger key={value} value={value} className="whitespace-nowrap">
                {t(`adminBilling.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="products">
          <ProductsPanel />
        </TabsContent>
        <TabsContent value="prices">
          <PricesPanel />
        </TabsContent>
        <TabsContent value="discounts">
          <DiscountsPanel />
        </TabsContent>
        <TabsContent value="subscriptions">
          <SubscriptionsPanel />
        </TabsContent>
        <TabsContent value="customers">
          <CustomersPanel />
        </TabsContent>
        <TabsContent value="tokens">
          <TokenManagementPanel />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogPanel />
        </TabsContent>
        <TabsContent value="withdrawals">{withdrawals}</TabsContent>
      </Tabs>
    </section>
  );
}

function ResyncButton() {
  const { t } = useTranslation();
  const resync = useResyncCatalog();
  const run = async () => {
    try {
      const counts = await resync.mutateAsync();
      toast.success(t("adminBilling.resync.done"), {
        description: t("adminBilling.resync.doneText", counts),
      });
    } catch (error) {
      toast.error(t("adminBilling.resync.failed"), {
        description: errorText(error, t, t("adminBilling.unexpectedError")),
      });
    }
  };
  return (
    <LoadingButton
      variant="outline"
      loading={resync.isPending}
      loadingText={t("adminBilling.resync.busy")}
      onClick={() => void run()}
    >
      <RefreshCcw aria-hidden className="size-4" />
      {t("adminBilling.resync.button")}
    </LoadingButton>
  );
}
