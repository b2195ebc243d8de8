import { lazy, useEffect, useRef, useTransition } from "react";
import {
  replace,
  useLocation,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
} from "react-router";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { DeferredSampleRule } from "@/features/landing/components/deferred-sample-rule";
import { LandingHero } from "@/features/landing/components/landing-hero";
import { WIZARD_STEP_PARAM } from "#contract/wizard-address";
import { HydratingSuspense } from "@/lib/hydration";
import {
  beginFreshWizardRun,
  clearActiveFormSession,
  RESUME_WIZARD,
  takeWizardStart,
} from "@/lib/form-session";

/**
 * The wizard, its result view and their libraries load only when the visitor starts (or is about
 * to): the landing route stays within its bundle budget (docs/decisions/003).
 */
const loadGenerator = () => import("../compose/generator");
const Generator = lazy(loadGenerator);

/**
 * "Try it now" pressed before the prerendered landing was live arrives as a page load of
 * `/?step=1&start=1` (decision 108): the same fresh wizard as the app's own start, at `/?step=1`.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const shown = takeWizardStart(new URL(request.url));
  return shown === null ? null : replace(shown);
}

/**
 * The landing page, then the wizard (docs/product/generator.md). The wizard's step is in the URL
 * (`/?step=N`), so each step is a history entry (decision 052). Each hero load (also a logo click
 * while the wizard is open) clears the active form session; starting sets it and opens a fresh
 * wizard.
 */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [starting, startTransition] = useTransition();
  // Signed up or in from an anonymous preview, the wizard opens again (with that form).
  const started = params.has(WIZARD_STEP_PARAM) || location.state === RESUME_WIZARD;

  useEffect(() => {
    if (!started) clearActiveFormSession();
  }, [location.key, started]);
  // From the hero into the wizard, the wizard's top. Not on arriving at a wizard's address: a
  // prerendered step keeps where the visitor has scrolled before it hydrated (decision 142).
  const startedBefore = useRef(started);
  useEffect(() => {
    if (started && !startedBefore.current) window.scrollTo({ top: 0 });
    startedBefore.current = started;
  }, [started]);

  const start = () => {
    beginFreshWizardRun();
    // The hero stays (its button spinning) until the wizard's code has loaded.
    startTransition(async () => {
      await loadGenerator();
      startTransition(() => void navigate(`/?${WIZARD_STEP_PARAM}=1`));
    });
  };

  if (!started) {
    return (
      <>
        <LandingHero onStart={start} onPrefetch={() => void loadGenerator()} starting={starting} />
        <DeferredSampleRule />
      </>
    );
  }
  // Its first step may be prerendered (decision 142): hydrated once the wizard's code is in.
  return (
    <HydratingSuspense
      fallback={<Spinner className="mx-auto block w-fit py-16" label={t("wizard.loading")} />}
    >
      <Generator />
    </HydratingSuspense>
  );
}
