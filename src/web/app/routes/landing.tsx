import { lazy, Suspense, useEffect, useState, useTransition } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { DeferredSampleRule } from "@/features/landing/components/deferred-sample-rule";
import { LandingHero } from "@/features/landing/components/landing-hero";
import { clearActiveFormSession, markActiveFormSession, RESUME_WIZARD } from "@/lib/form-session";

/**
 * The wizard, its result view and their libraries load only when the visitor starts (or is about
 * to): the landing route stays within its bundle budget (docs/decisions/003).
 */
const loadGenerator = () => import("../compose/generator");
const Generator = lazy(loadGenerator);

/** Starts loading the wizard once the browser is idle; returns a cancel function. */
function prefetchGeneratorWhenIdle(): () => void {
  const load = () => void loadGenerator();
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(load, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(load, 2000);
  return () => clearTimeout(handle);
}

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
  // Signed up or in from an anonymous preview, the wizard opens again (with that form).
  const started = startedAt === location.key || location.state === RESUME_WIZARD;

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

  if (!started) {
    return (
      <>
        <LandingHero onStart={start} onPrefetch={() => void loadGenerator()} starting={starting} />
        <DeferredSampleRule />
      </>
    );
  }
  return (
    <Suspense
      fallback={<Spinner className="mx-auto block w-fit py-16" label={t("wizard.loading")} />}
    >
      <Generator />
    </Suspense>
  );
}
