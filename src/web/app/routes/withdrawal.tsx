import { WithdrawalPage } from "@/features/billing/components/withdrawal-page";

export function Component() {
  return <WithdrawalPage />;
}
