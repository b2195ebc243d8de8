import { useTranslation } from "react-i18next";
import type { RuleLimit } from "#contract/generator";
import { cn } from "@/lib/cn";
import { sizeMeter } from "@/lib/rule-files";

/**
 * How much of the target tool's limit a rule uses, in the tool's own unit: the number, where the
 * limit comes from (the vendor's documentation, linked, or Rulesmith's own budget when the tool
 * publishes none), a bar that turns amber at 90 % and red over the limit, and whether rules were
 * left out to fit.
 */
export function SizeMeter({
  size,
  limit,
  tool,
  trimmed = false,
  className,
}: {
  size: number;
  limit: RuleLimit;
  tool: string;
  trimmed?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const meter = sizeMeter({ size, limit });
  const unit = t(`result.units.${limit.unit}`);
  const sizeText = t("sizeMeter.sizeOf", {
    size: number.format(size),
    limit: number.format(limit.value),
    unit,
  });
  const tone = meter.over ? "bg-red-600" : meter.nearLimit ? "bg-amber-500" : "bg-brand";

  return (
    <div className={cn("text-zinc-900", className)}>
      <span className="font-semibold tabular-nums">{sizeText}</span>
      <span className="block text-xs text-muted-foreground">
        {limit.source ? (
          <a href={limit.source} target="_blank" rel="noreferrer" className="underline">
            {t("sizeMeter.documented", { tool })}
          </a>
        ) : (
          t("sizeMeter.assumed", { tool })
        )}
      </span>
      <span
        role="meter"
        aria-label={t("sizeMeter.label", { tool })}
        aria-valuemin={0}
        aria-valuemax={limit.value}
        aria-valuenow={Math.min(size, limit.value)}
        aria-valuetext={sizeText}
        data-near-limit={meter.nearLimit || undefined}
        data-over-limit={meter.over || undefined}
        className="mt-2 block h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <span
          className={cn("block h-full rounded-full", tone)}
          style={{ width: `${meter.share}%` }}
        />
      </span>
      <span aria-live="polite" className="block">
        {meter.over ? (
          <span className="mt-1 block text-xs text-red-700">{t("sizeMeter.over", { tool })}</span>
        ) : (
          meter.nearLimit && (
            <span className="mt-1 block text-xs text-amber-800">{t("sizeMeter.nearLimit")}</span>
          )
        )}
        {trimmed && (
          <span className="mt-1 block text-xs text-amber-800">
            {t("sizeMeter.trimmed", { tool })}
          </span>
        )}
      </span>
    </div>
  );
}
