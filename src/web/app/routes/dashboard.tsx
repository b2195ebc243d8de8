import { DashboardPage } from "@/features/dashboard/components/dashboard-page";
import { RecentGenerations } from "@/features/results/components/recent-generations";
import { useSession } from "@/lib/auth";

/** /user/dashboard: behind RequireAuth, so the user is there. */
export function Component() {
  const { user } = useSession();
  return user ? <DashboardPage user={user} recentGenerations={<RecentGenerations />} /> : null;
}
