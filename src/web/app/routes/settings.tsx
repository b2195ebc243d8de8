import { SettingsPage } from "@/features/account/components/settings-page";
import { useSession } from "@/lib/auth";

/** /user/settings: behind RequireAuth, so the user is there. */
export function Component() {
  const { user } = useSession();
  return user ? <SettingsPage user={user} /> : null;
}
