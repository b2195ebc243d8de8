import { BillingPage } from "@/features/billing/components/billing-page";

export function Component() {
  return <BillingPage />;
}
