/** App paths that several features link to. */
export const paths = {
  purchaseTokens: "/user/purchase-tokens",
  savedRules: "/user/saved-rules",
  dashboard: "/user/dashboard",
  settings: "/user/settings",
  result: (id: string) => `/user/results/${id}`,
} as const;
