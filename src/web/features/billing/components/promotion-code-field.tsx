import { BadgePercent, X } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { normalisePromotionCode, PROMOTION_CODE_TYPED_MAX } from "#contract/promotion-code";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LoadingButton } from "@/components/ui/loading-button";

/**
 * The promotion code on the purchase page, applied before paying (decision 101): Apply asks the
 * server for each package's discounted price; `error` says when it fits none.
 */
export function PromotionCodeField({
  applied,
  checking,
  error,
  onApply,
  onRemove,
}: {
  applied: string | null;
  checking: boolean;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState("");

  if (applied && !error && !checking) {
    return (
      <p className="flex flex-wrap items-center gap-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        <BadgePercent aria-hidden className="size-4" />
        <span className="flex-1" role="status">
          {t("billing.promotion.applied", { code: applied })}
        </span>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          <X aria-hidden className="size-4" />
          {t("billing.promotion.remove")}
        </Button>
      </p>
    );
  }
  return (
    <form
      className="space-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        const code = normalisePromotionCode(typed);
        if (code) onApply(code);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {t("billing.promotion.label")}
      </label>
      <div className="flex max-w-md gap-2">
        <Input
          id={id}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={PROMOTION_CODE_TYPED_MAX}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        <LoadingButton
          type="submit"
          variant="outline"
          loading={checking}
          loadingText={t("billing.promotion.applying")}
        >
          {t("billing.promotion.apply")}
        </LoadingButton>
      </div>
      <p
        id={`${id}-hint`}
        className={error ? "text-sm text-alert" : "text-sm text-muted-foreground"}
      >
        {error ?? t("billing.promotion.hint")}
      </p>
    </form>
  );
}
