import { PurchaseCanceledPage } from "@/features/billing/components/purchase-canceled-page";

export function Component() {
  return <PurchaseCanceledPage />;
}
