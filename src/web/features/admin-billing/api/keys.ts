/** Query keys of the console; mutations invalidate by these. */
export const adminBillingKeys = {
  all: ["admin-billing"] as const,
  products: ["admin-billing", "products"] as const,
  prices: ["admin-billing", "prices"] as const,
  discounts: ["admin-billing", "discounts"] as const,
  subscriptions: ["admin-billing", "subscriptions"] as const,
  customers: ["admin-billing", "customers"] as const,
  users: ["admin-billing", "users"] as const,
  audit: ["admin-billing", "audit"] as const,
};
