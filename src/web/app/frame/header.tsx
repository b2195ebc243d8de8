import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { LanguageSelector } from "@/features/language/components/language-selector";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/auth";
import { HydratingSuspense, useAfterFirstPaint } from "@/lib/hydration";
import { clearActiveFormSession } from "@/lib/form-session";
import { Logo } from "./logo";

// Decoration that changes every few seconds: it loads after the page, off the first-load budget.
const ServerStatusBadge = lazy(() =>
  import("@/features/server-status/components/server-status-badge").then((module) => ({
    default: module.ServerStatusBadge,
  })),
);

// The menu (Radix DropdownMenu) loads only for signed-in users: not in the landing bundle.
const UserMenu = lazy(() => import("@/features/auth/components/user-menu"));

/** Signed out: Sign In and Sign Up; loading: a small spinner; signed in: the user menu. */
function SignInArea() {
  const { t } = useTranslation();
  const { user, isAdmin, isLoading } = useSession();
  const spinner = <Spinner className="px-2 text-muted-foreground" label={t("menu.loading")} />;
  if (isLoading) return spinner;
  if (user) {
    return (
      <Suspense fallback={spinner}>
        <UserMenu user={user} isAdmin={isAdmin} />
      </Suspense>
    );
  }
  return (
    <>
      {/* Narrower padding on phones: "Anmelden" and "Registrieren" must fit at 375 px. */}
      <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
        <Link to="/signin">{t("auth.signIn")}</Link>
      </Button>
      <Button asChild size="sm" className="px-2 sm:px-3">
        <Link to="/signup">{t("auth.signUp")}</Link>
      </Button>
    </>
  );
}

export function Header() {
  const { t } = useTranslation();
  const decorated = useAfterFirstPaint();
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-1.5 px-3 sm:gap-2 sm:px-4">
        <Link
          to="/"
          onClick={clearActiveFormSession}
          className="mr-auto flex items-center gap-2 font-semibold"
          aria-label={t("frame.home")}
        >
          <Logo />
          <span className="hidden sm:inline">Rulesmith</span>
        </Link>
        {decorated && (
          <HydratingSuspense fallback={null}>
            <ServerStatusBadge />
          </HydratingSuspense>
        )}
        <LanguageSelector />
        <SignInArea />
      </div>
    </header>
  );
}
