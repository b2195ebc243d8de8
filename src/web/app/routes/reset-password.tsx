import { ResetPasswordPanel } from "@/features/auth/components/reset-password-panel";

export function Component() {
  return <ResetPasswordPanel />;
}
