import { AdminSignInForm } from "@/features/auth/components/admin-sign-in-form";

export function Component() {
  return <AdminSignInForm />;
}
