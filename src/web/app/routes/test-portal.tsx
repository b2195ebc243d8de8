import { TestPortalPage } from "@/features/billing/components/test-portal-page";

export function Component() {
  return <TestPortalPage />;
}
