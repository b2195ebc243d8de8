import { useQuery } from "@tanstack/react-query";
import type { PromotionPreview } from "#contract/billing";
import { api, call } from "@/lib/api-client";

/**
 * POST /api/billing/promotion-preview: a code's price for one package or plan, not redeemed
 * (decision 101); 400 PROMOTION_CODE_INVALID when the code does not apply to it.
 */
export function previewPromotion(priceId: string, promotionCode: string) {
  return call(api.billing["promotion-preview"].$post({ json: { priceId, promotionCode } }));
}

type PreviewByPrice = Map<string, PromotionPreview | "invalid">;

/** Every package's preview in one query; a package the code does not apply to reads "invalid". */
async function previewEach(priceIds: string[], promotionCode: string): Promise<PreviewByPrice> {
  const settled = await Promise.allSettled(
    priceIds.map((priceId) => previewPromotion(priceId, promotionCode)),
  );
  return new Map(
    settled.map((outcome, index) => [
      priceIds[index]!,
      outcome.status === "fulfilled" ? outcome.value : "invalid",
    ]),
  );
}

/**
 * The code's price for each package, by price id; nothing asked without a code. One query over
 * all packages rather than useQueries, which would add to every page's vendor chunk.
 */
export function usePromotionPreviews(promotionCode: string | null, priceIds: string[]) {
  const query = useQuery({
    queryKey: ["billing", "promotion-preview", promotionCode, priceIds],
    queryFn: () => previewEach(priceIds, promotionCode ?? ""),
    enabled: promotionCode !== null,
    retry: false,
    staleTime: 60_000,
  });
  return {
    pending: promotionCode !== null && query.isPending,
    byPrice: query.data ?? (new Map() as PreviewByPrice),
  };
}
