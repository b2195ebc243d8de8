import { WelcomePage } from "@/features/auth/components/welcome-page";

export function Component() {
  return <WelcomePage />;
}
