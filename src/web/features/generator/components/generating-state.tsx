import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Shown while a rule is being generated (docs/product/generator.md "Generating"). */
export function GeneratingState() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl">
      <div
        role="status"
        className="flex min-h-80 flex-col items-center justify-center gap-4 rounded-xl border border-border bg-surface p-8 text-center shadow-sm"
      >
        <span className="relative flex size-16 items-center justify-center">
          <span
            aria-hidden
            className="absolute inset-0 rounded-full bg-indigo-100 motion-safe:animate-ping"
          />
          <Loader2 aria-hidden className="relative size-10 animate-spin text-brand" />
        </span>
        <p className="text-lg font-semibold">{t("generation.generating")}</p>
        <p className="text-muted-foreground">{t("generation.takeMoments")}</p>
      </div>
    </div>
  );
}
