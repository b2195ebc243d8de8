import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { SavedRule } from "#contract/rules";
import { GENERATION_COST } from "#contract/tokens";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api-client";
import { errorText } from "@/lib/api-errors";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useTokenBalance } from "@/lib/token-balance";
import { useRegenerateRule } from "../api/regenerate-rule";
import { useLanguage } from "@/hooks/use-language";

/**
 * Regenerate behind a confirmation that names the cost and the balance (decision 052):
 * a new rule from the saved configuration replaces the saved content.
 */
export function RegenerateRuleDialog({
  rule,
  onClose,
}: {
  rule: SavedRule | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const regenerate = useRegenerateRule();
  const balance = useTokenBalance({ enabled: rule !== null });
  const tokens = balance.data?.tokensRemaining;
  const canPay = tokens === undefined || tokens >= GENERATION_COST;
  const buyTokens = {
    label: t("generation.buyTokens"),
    onClick: () => navigate(paths.purchaseTokens),
  };

  function confirm() {
    if (!rule) return;
    regenerate.mutate(
      { id: rule.id, language: language },
      {
        onSuccess: ({ resultId }) => {
          toast.success(t("savedRules.regenerated"), {
            description: t("generation.tokenUsedText"),
            action: {
              label: t("savedRules.openResult"),
              onClick: () => navigate(paths.result(resultId)),
            },
          });
          onClose();
        },
        onError: (error) =>
          toast.error(t("savedRules.regenerateFailed"), {
            description: errorText(error, t),
            ...(error instanceof ApiError && error.code === "INSUFFICIENT_TOKENS"
              ? { action: buyTokens }
              : {}),
          }),
      },
    );
  }

  return (
    <Dialog
      open={rule !== null}
      onOpenChange={(open) => !open && !regenerate.isPending && onClose()}
    >
      <DialogContent closeLabel={t("save.close")} role="alertdialog">
        <DialogTitle>{t("savedRules.regenerateTitle")}</DialogTitle>
        <DialogDescription>
          {t("savedRules.regenerateText", { name: rule?.name ?? "", count: GENERATION_COST })}
        </DialogDescription>
        <p className="mt-3 text-sm font-medium" data-testid="regenerate-balance">
          {tokens === undefined
            ? t("common.loading")
            : t("savedRules.regenerateBalance", { count: tokens })}
        </p>
        {!canPay && <p className="mt-1 text-sm text-alert">{t("errors.INSUFFICIENT_TOKENS")}</p>}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={regenerate.isPending}>
            {t("save.cancel")}
          </Button>
          {canPay ? (
            <Button onClick={confirm} disabled={regenerate.isPending || tokens === undefined}>
              {regenerate.isPending
                ? t("savedRules.regenerating")
                : t("savedRules.regenerateConfirm", { count: GENERATION_COST })}
            </Button>
          ) : (
            <Button onClick={buyTokens.onClick}>{t("generation.buyTokens")}</Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
