import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";

const SampleRule = lazy(() => import("./sample-rule"));

/**
 * The sample rule below the hero. Its code and data load only when the section comes within a
 * screen of the viewport, so the landing's first load stays within its budget (decision 003).
 */
export function DeferredSampleRule() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const section = ref.current;
    if (!section || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [near]);

  return (
    <section
      ref={ref}
      aria-labelledby="sample-rule-heading"
      className="mx-auto max-w-6xl border-t border-border py-10 sm:py-14"
    >
      <h2
        id="sample-rule-heading"
        className="text-center text-2xl font-bold tracking-tight text-balance sm:text-3xl"
      >
        {t("landingSample.title")}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-pretty text-muted-foreground">
        {t("landingSample.intro")}
      </p>
      <div className="mt-8 min-h-96">
        {near && (
          <Suspense fallback={<Skeleton className="h-96" />}>
            <SampleRule />
          </Suspense>
        )}
      </div>
    </section>
  );
}
