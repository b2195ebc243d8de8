import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AiModel } from "#contract/generator";
import { api, call } from "@/lib/api-client";
import { fallbackAiModels, usableAiModels } from "../ai-models";

export function getAiModels() {
  return call(api["ai-models"].$get());
}

export interface OfferedAiModels {
  models: readonly AiModel[];
  /** True when the API failed or had no usable model and the built-in list is shown. */
  fallback: boolean;
}

/**
 * The active models from the API, or the built-in list when that fails or is empty
 * (docs/product/generator.md).
 */
export async function getOfferedAiModels(): Promise<OfferedAiModels> {
  try {
    const usable = usableAiModels((await getAiModels()).models);
    if (usable) return { models: usable, fallback: false };
  } catch {
    // Falls through to the built-in list; the wizard tells the visitor.
  }
  return { models: fallbackAiModels, fallback: true };
}

export const aiModelsQueryOptions = queryOptions({
  queryKey: ["ai-models"],
  queryFn: getOfferedAiModels,
  staleTime: 5 * 60_000,
});

export function useAiModels() {
  return useQuery(aiModelsQueryOptions);
}
