import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/auth";
import { toast } from "@/lib/toast";

/** What a guarded page shows while the session loads (docs/product/accounts.md "Pages"). */
export function GuardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-4" aria-busy="true" data-testid="guard-skeleton">
      <span role="status" className="sr-only">
        {t("guard.checking")}
      </span>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <div className="grid gap-4 pt-4 sm:grid-cols-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    </div>
  );
}

/**
 * Signed-in users only; anyone else goes to /signin, replacing the history entry
 * (docs/product/accounts.md "Pages").
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <GuardSkeleton />;
  if (!user) return <Navigate to="/signin" replace />;
  return children ?? <Outlet />;
}

type AdminVerdict = "loading" | "anonymous" | "denied" | "admin";

/**
 * Admins only (docs/product/admin.md): anonymous visitors go to /signin with 'Authentication
 * required', a signed-in non-admin to /dashboard with 'Access denied'. The server checks again on
 * every call.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { user, isAdmin, isLoading } = useSession();
  const verdict: AdminVerdict = isLoading
    ? "loading"
    : !user
      ? "anonymous"
      : isAdmin
        ? "admin"
        : "denied";

  useEffect(() => {
    // One id: a repeated effect (StrictMode, re-render) updates the toast instead of stacking it.
    if (verdict === "anonymous") {
      toast.error(t("guard.authRequired"), {
        id: "admin-guard",
        description: t("guard.authRequiredText"),
      });
    } else if (verdict === "denied") {
      toast.error(t("guard.accessDenied"), {
        id: "admin-guard",
        description: t("guard.accessDeniedText"),
      });
    }
  }, [verdict, t]);

  if (verdict === "loading") return <GuardSkeleton />;
  if (verdict === "anonymous") return <Navigate to="/signin" replace />;
  if (verdict === "denied") return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}
