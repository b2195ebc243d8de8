import { AdminSetupPage } from "@/features/admin/components/admin-setup-page";

/** Guarded by RequireAuth only: the first account must reach it to claim admin. */
export function Component() {
  return <AdminSetupPage />;
}
