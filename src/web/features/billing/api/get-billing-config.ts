// Shared with the sign-up's notices (the welcome grant's size): one query, one cache entry.
export {
  billingConfigQueryOptions,
  getBillingConfig,
  useBillingConfig,
} from "@/lib/billing-config";
