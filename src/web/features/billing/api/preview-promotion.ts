import { queryOptions, useQueries } from "@tanstack/react-query";
import type { PromotionPreview } from "#contract/billing";
import { api, call } from "@/lib/api-client";

/**
 * POST /api/billing/promotion-preview: a code's price for one package or plan, not redeemed
 * (decision 101); 400 PROMOTION_CODE_INVALID when the code does not apply to it.
 */
export function previewPromotion(priceId: string, promotionCode: string) {
  return call(api.billing["promotion-preview"].$post({ json: { priceId, promotionCode } }));
}

const promotionPreviewQueryOptions = (priceId: string, promotionCode: string) =>
  queryOptions({
    queryKey: ["billing", "promotion-preview", promotionCode, priceId],
    queryFn: () => previewPromotion(priceId, promotionCode),
    retry: false,
    staleTime: 60_000,
  });

/** The code's price for each package, by price id; nothing asked without a code. */
export function usePromotionPreviews(promotionCode: string | null, priceIds: string[]) {
  return useQueries({
    queries: priceIds.map((priceId) => ({
      ...promotionPreviewQueryOptions(priceId, promotionCode ?? ""),
      enabled: promotionCode !== null,
    })),
    combine: (results) => ({
      pending: promotionCode !== null && results.some((result) => result.isPending),
      byPrice: new Map(
        results.flatMap((result, index): [string, PromotionPreview | "invalid"][] => {
          const priceId = priceIds[index]!;
          if (result.data) return [[priceId, result.data]];
          return result.isError ? [[priceId, "invalid"]] : [];
        }),
      ),
    }),
  });
}
