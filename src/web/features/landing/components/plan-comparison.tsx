import { Check, Minus } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

const previewItems = ["generate", "preview", "copy"] as const;
const accountItems = ["tokenPerRule", "saving", "downloading", "noWatermarks"] as const;

function Plan({
  title,
  subtitle,
  items,
  highlighted = false,
  limitedLast = false,
}: {
  title: string;
  subtitle: string;
  items: string[];
  highlighted?: boolean;
  limitedLast?: boolean;
}) {
  return (
    <div
      className={cn(
        "rounded-lg border p-4 text-left sm:p-5",
        highlighted ? "border-indigo-200 bg-indigo-50/70" : "border-border bg-surface",
      )}
    >
      <h3 className="font-semibold text-zinc-900">{title}</h3>
      <p className="text-sm text-muted-foreground">{subtitle}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((item, index) => {
          const limited = limitedLast && index === items.length - 1;
          const Icon = limited ? Minus : Check;
          return (
            <li key={item} className="flex items-center gap-2">
              <Icon
                aria-hidden
                className={cn("size-4 shrink-0", limited ? "text-zinc-400" : "text-ok")}
                strokeWidth={2.5}
              />
              {item}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * For anonymous visitors: what the free preview offers against an account
 * (docs/product/generator.md "The landing").
 */
export function PlanComparison() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="plan-comparison-title"
      className="mx-auto mt-12 max-w-3xl rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id="plan-comparison-title" className="text-center text-lg font-semibold">
        {t("hero.comparison.title")}
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-4">
        <Plan
          title={t("hero.comparison.preview.title")}
          subtitle={t("hero.comparison.preview.subtitle")}
          items={previewItems.map((item) => t(`hero.comparison.preview.${item}`))}
          limitedLast
        />
        <Plan
          title={t("hero.comparison.account.title")}
          subtitle={t("hero.comparison.account.subtitle")}
          items={accountItems.map((item) => t(`hero.comparison.account.${item}`))}
          highlighted
        />
      </div>
      <div className="mt-5 flex flex-col-reverse justify-center gap-2 sm:flex-row sm:gap-3">
        <Button asChild variant="outline">
          <Link to="/signin">{t("hero.comparison.signIn")}</Link>
        </Button>
        <Button asChild>
          <Link to="/signup">{t("hero.comparison.createAccount")}</Link>
        </Button>
      </div>
    </section>
  );
}
