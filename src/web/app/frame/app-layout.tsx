import { BookOpen } from "lucide-react";
import { Suspense } from "react";
import { Link, Outlet, ScrollRestoration } from "react-router";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { VerifyEmailBanner } from "@/features/auth/components/verify-email-banner";
import { TypewriterStrip } from "@/features/typewriter/components/typewriter-strip";
import { Footer } from "./footer";
import { Header } from "./header";

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <VerifyEmailBanner />
      <div className="border-b border-border bg-indigo-50/60">
        <div className="mx-auto flex h-10 max-w-6xl items-center gap-4 px-4">
          <TypewriterStrip />
          <Link
            to="/documentation"
            className="flex shrink-0 items-center gap-1 text-sm font-medium text-brand hover:underline"
          >
            <BookOpen aria-hidden className="size-4" />
            {t("frame.documentation")}
          </Link>
        </div>
      </div>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Suspense
          fallback={<Spinner className="mx-auto block w-fit" label={t("common.loading")} />}
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
