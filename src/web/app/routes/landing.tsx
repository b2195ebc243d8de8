import { lazy, Suspense, useEffect, useState, useTransition } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { LandingHero } from "@/features/generator/components/landing-hero";
import {
  loadGeneratorFlow,
  prefetchGeneratorWhenIdle,
} from "@/features/generator/generator-loader";
import { clearActiveFormSession, markActiveFormSession } from "@/lib/form-session";

const GeneratorFlow = lazy(loadGeneratorFlow);

/**
 * The landing page, then the wizard (spec "Landing"). Each landing load (also a logo click while
 * the wizard is open, which is a new location) clears the active form session and shows the
 * hero; starting sets it and opens a fresh wizard.
 */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const [startedAt, setStartedAt] = useState<string | null>(null);
  const [starting, startTransition] = useTransition();
  const started = startedAt === location.key;

  useEffect(() => {
    clearActiveFormSession();
  }, [location.key]);
  useEffect(prefetchGeneratorWhenIdle, []);
  useEffect(() => {
    if (started) window.scrollTo({ top: 0 });
  }, [started]);

  const start = () => {
    markActiveFormSession();
    // In a transition the hero stays (its button spinning) until the wizard's code has loaded.
    startTransition(() => setStartedAt(location.key));
  };

  if (!started) return <LandingHero onStart={start} starting={starting} />;
  return (
    <Suspense
      fallback={<Spinner className="mx-auto block w-fit py-16" label={t("wizard.loading")} />}
    >
      <GeneratorFlow />
    </Suspense>
  );
}
