import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { loadCatalogueArea } from "@/i18n";
import { AppLayout } from "./frame/app-layout";
import type { BillingPages } from "./routes/billing-pages";

/** Every billing page comes from one lazy module (one dynamic import keeps the entry small). */
const billingRoute = (path: string, page: keyof BillingPages) => ({
  path,
  lazy: () =>
    import("./routes/billing-pages").then(({ billingPages }) => ({
      Component: billingPages[page],
    })),
});

const legalPages = ["impressum", "datenschutz", "agb", "widerrufsrecht"] as const;

/** The app's routes; the query client lets a route load its data before it renders. */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        { index: true, lazy: () => import("./routes/landing") },
        {
          path: "documentation",
          lazy: () =>
            import("./routes/documentation").then(({ Component, loadDocumentation }) => ({
              Component,
              loader: () => loadDocumentation(queryClient),
            })),
        },
        ...legalPages.map((page) => ({
          path: page,
          lazy: async () => {
            const { LegalRoute, loadLegalPage } = await import("./routes/legal");
            return {
              Component: () => <LegalRoute page={page} />,
              loader: () => loadLegalPage(queryClient, page),
            };
          },
        })),
        { path: "signin", lazy: () => import("./routes/signin") },
        { path: "signup", lazy: () => import("./routes/signup") },
        { path: "forgot-password", lazy: () => import("./routes/forgot-password") },
        { path: "reset-password", lazy: () => import("./routes/reset-password") },
        { path: "unlock-sign-in", lazy: () => import("./routes/unlock-sign-in") },
        // Where the mailed confirmation link lands (decision 100); it also shows a refused link.
        { path: "confirmed", lazy: () => import("./routes/email-confirmed") },
        { path: "admin/signin", lazy: () => import("./routes/admin-signin") },
        {
          // Signed-in users only (admin setup too: the first account claims admin there).
          lazy: () => import("./guards").then(({ RequireAuth }) => ({ Component: RequireAuth })),
          children: [
            { path: "user/welcome", lazy: () => import("./routes/welcome") },
            { path: "user/dashboard", lazy: () => import("./routes/dashboard") },
            { path: "user/saved-rules", lazy: () => import("./routes/saved-rules") },
            { path: "user/settings", lazy: () => import("./routes/settings") },
            { path: "user/results/:id", lazy: () => import("./routes/result") },
            { path: "admin/setup", lazy: () => import("./routes/admin-setup") },
            billingRoute("user/purchase-tokens", "purchaseTokens"),
            billingRoute("user/purchase-success", "purchaseSuccess"),
            billingRoute("user/purchase-canceled", "purchaseCanceled"),
            billingRoute("billing", "billing"),
            billingRoute("billing/test-portal", "testPortal"),
            billingRoute("billing/receipts/:orderId", "receipt"),
            billingRoute("test-checkout/:sessionId", "testCheckout"),
            billingRoute("withdrawal", "withdrawal"),
          ],
        },
        {
          lazy: () => import("./guards").then(({ RequireAdmin }) => ({ Component: RequireAdmin })),
          children: [
            {
              path: "admin/billing",
              // The console's texts are their own catalogue area, not in every visitor's catalogue.
              lazy: () =>
                Promise.all([
                  import("./routes/admin-billing"),
                  loadCatalogueArea("admin-billing"),
                ]).then(([route]) => route),
            },
          ],
        },
        { path: "dashboard", element: <Navigate to="/user/dashboard" replace /> },
        { path: "saved-rules", element: <Navigate to="/user/saved-rules" replace /> },
        billingRoute("purchase-success", "legacyPurchaseSuccess"),
        billingRoute("purchase-canceled", "legacyPurchaseCanceled"),
        { path: "*", lazy: () => import("./routes/not-found") },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}

/** Resolves once the first page's lazy code and loaders are in, so it renders in full at once. */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
