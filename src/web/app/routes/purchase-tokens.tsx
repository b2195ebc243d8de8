import { PurchaseTokensPage } from "@/features/billing/components/purchase-tokens-page";

export function Component() {
  return <PurchaseTokensPage />;
}
