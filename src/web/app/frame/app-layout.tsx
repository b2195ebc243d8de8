import { BookOpen } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo } from "react";
import { Link, Outlet, ScrollRestoration, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/auth";
import { HydratingSuspense, useAfterFirstPaint } from "@/lib/hydration";
import { forgetPendingSignup, usePendingSignup } from "@/lib/pending-signup";
import { Footer } from "./footer";
import { Header } from "./header";

// Only unverified accounts see it; its resend call (and zod) stay out of every first load.
const VerifyEmailBanner = lazy(() =>
  import("@/features/auth/components/verify-email-banner").then((module) => ({
    default: module.VerifyEmailBanner,
  })),
);

const TypewriterStrip = lazy(() =>
  import("@/features/typewriter/components/typewriter-strip").then((module) => ({
    default: module.TypewriterStrip,
  })),
);

const typewriterSpace = <div className="min-w-0 flex-1" />;

export function AppLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const decorated = useAfterFirstPaint();
  const pending = usePendingSignup();
  // A page whose code or data is still loading keeps the last one on screen: a bar says so.
  const navigating = useNavigation().state !== "idle";
  const confirmedUser = user?.emailVerified === true;
  // Whoever is signed in with a confirmed address has no sign-up waiting any more (decision 100).
  useEffect(() => {
    if (confirmedUser && pending) forgetPendingSignup();
  }, [confirmedUser, pending]);
  // The same element on every render of the frame: when the session arrives, a prerendered page
  // still waiting for hydration is left to hydrate in slices instead of being rendered again at
  // once (decision 048).
  const page = useMemo(
    () => (
      <HydratingSuspense
        fallback={<Spinner className="mx-auto block w-fit" label={t("common.loading")} />}
      >
        <Outlet />
      </HydratingSuspense>
    ),
    [t],
  );
  return (
    <div className="flex min-h-dvh flex-col">
      {navigating && (
        <div
          role="progressbar"
          aria-busy="true"
          aria-label={t("common.loading")}
          data-testid="navigation-progress"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand"
        />
      )}
      <Header />
      {((user && !user.emailVerified) || (!user && pending)) && (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      )}
      <div className="border-b border-border bg-indigo-50/60">
        <div className="mx-auto flex h-10 max-w-6xl items-center gap-4 px-4">
          {decorated ? (
            <HydratingSuspense fallback={typewriterSpace}>
              <TypewriterStrip />
            </HydratingSuspense>
          ) : (
            typewriterSpace
          )}
          <Link
            to="/documentation"
            className="flex shrink-0 items-center gap-1 text-sm font-medium text-brand hover:underline"
          >
            <BookOpen aria-hidden className="size-4" />
            {t("frame.documentation")}
          </Link>
        </div>
      </div>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">{page}</main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
