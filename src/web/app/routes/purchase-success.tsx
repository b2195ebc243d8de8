import { PurchaseSuccessPage } from "@/features/billing/components/purchase-success-page";

export function Component() {
  return <PurchaseSuccessPage />;
}
