import { UnlockSignInPanel } from "@/features/auth/components/unlock-sign-in-panel";

export function Component() {
  return <UnlockSignInPanel />;
}
