import { ArrowRight, Check, Loader2, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { aiTool } from "#contract/ai-tools";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth";
import {
  WIZARD_IMPORT_PARAM,
  WIZARD_START_PARAM,
  WIZARD_STEP_PARAM,
} from "#contract/wizard-address";
import { PlanComparison } from "./plan-comparison";
import { RetypingTitle } from "./retyping-title";

/** A few of the tools the wizard offers, editors and app builders alike, as the catalogue names them. */
const tools = (
  ["ChatGPT", "Copilot", "Claude", "Cursor", "Gemini", "Codex", "Lovable", "BoltNew"] as const
).map((id) => aiTool(id).name);

/** The landing hero: title, start button, and for anonymous visitors the plan comparison. */
export function LandingHero({
  onStart,
  onPrefetch,
  starting,
}: {
  onStart: () => void;
  /** Called when the visitor is about to start (pointer on or focus in the start button). */
  onPrefetch: () => void;
  starting: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useSession();

  return (
    <section className="py-6 text-center sm:py-12">
      <p className="mx-auto inline-flex items-center gap-1.5 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-800 sm:text-sm">
        <Sparkles aria-hidden className="size-3.5" />
        {t("hero.badge")}
      </p>
      <div className="mx-auto mt-5 max-w-4xl">
        <RetypingTitle text={t("hero.title")} />
      </div>
      <p className="mx-auto mt-5 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
        {t("hero.subtitle")}
      </p>
      {/* Before the prerendered page has hydrated, the form opens the wizard's first step as a
          page load the browser shows (decision 106); once live, the app starts it in place. */}
      <form
        action="/"
        method="get"
        className="mt-8 flex flex-col items-center gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onStart();
        }}
      >
        <input type="hidden" name={WIZARD_STEP_PARAM} value="1" />
        <input type="hidden" name={WIZARD_START_PARAM} value="1" />
        <Button
          type="submit"
          size="lg"
          className="h-12 w-full max-w-xs px-8 text-base shadow-md shadow-indigo-200 sm:w-auto"
          onPointerEnter={onPrefetch}
          onFocus={onPrefetch}
          aria-busy={starting}
        >
          {user ? t("hero.getStarted") : t("hero.tryNow")}
          {starting ? (
            <Loader2 aria-hidden className="size-5 animate-spin" />
          ) : (
            <ArrowRight aria-hidden className="size-5" />
          )}
        </Button>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Check aria-hidden className="size-4 text-ok" strokeWidth={2.5} />
          {t("hero.noCreditCard")}
        </p>
      </form>
      {/* A fresh wizard with its import open (docs/product/project-import.md), also before the
          prerendered page is live: the landing's loader starts it as it starts "Try it now". */}
      <p className="mt-4 text-sm text-muted-foreground">
        {t("hero.importPrompt")}{" "}
        <Link
          to={`/?${WIZARD_STEP_PARAM}=1&${WIZARD_START_PARAM}=1&${WIZARD_IMPORT_PARAM}=1`}
          onPointerEnter={onPrefetch}
          onFocus={onPrefetch}
          className="font-medium text-brand underline-offset-4 hover:underline"
        >
          {t("hero.importProject")}
        </Link>
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-x-2 gap-y-2 text-sm">
        <span className="text-muted-foreground">{t("hero.worksWith")}</span>
        {tools.map((tool) => (
          <span
            key={tool}
            className="rounded-md border border-border bg-surface px-2 py-0.5 font-medium text-zinc-700"
          >
            {tool}
          </span>
        ))}
      </div>
      {/* Shown while the session loads too: most visitors are anonymous, so nothing shifts. */}
      {!user && <PlanComparison />}
    </section>
  );
}
