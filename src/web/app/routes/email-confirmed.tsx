import { EmailConfirmedPage } from "@/features/auth/components/email-confirmed-page";

export function Component() {
  return <EmailConfirmedPage />;
}
