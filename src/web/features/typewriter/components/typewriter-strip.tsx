import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { handedOver } from "@/lib/live-decoration";
import { useTypewriterSamples } from "../api/get-typewriter-samples";
import { useTypewriter } from "../hooks/use-typewriter";
import { useLanguage } from "@/hooks/use-language";

/**
 * The frame's typewriter (docs/product/site.md). On a prerendered page the start script types
 * into this markup before the app runs (src/web/start-decoration.ts): the two keep one shape.
 */
export function TypewriterStrip() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useTypewriterSamples(language);
  const samples = useMemo(() => data?.samples ?? [], [data]);
  const texts = useMemo(() => samples.map((s) => s.snippet), [samples]);
  const fromScript = handedOver().typewriter;
  const { index, text } = useTypewriter(
    texts,
    fromScript && fromScript.data === data ? fromScript.position : undefined,
  );
  const current = samples[index];

  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 text-sm" data-testid="typewriter">
      <span className="shrink-0 rounded bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800">
        {current ? t(`typewriter.type.${current.type}`) : t("typewriter.latest")}
      </span>
      <span className="truncate font-mono text-zinc-700" aria-live="off">
        {text}
        <span aria-hidden className="ml-0.5 inline-block w-2 animate-pulse bg-zinc-500">
          &nbsp;
        </span>
      </span>
      <span className="hidden shrink-0 text-xs text-muted-foreground md:inline">
        {current && t(`typewriter.category.${current.category}`)}
      </span>
    </div>
  );
}
