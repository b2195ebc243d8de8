import { createBrowserRouter, Navigate, useLocation } from "react-router";
import { AppLayout } from "./frame/app-layout";

/** Old payment-return paths: same page under /user, keeping the provider's query. */
function KeepQueryRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

const legalPages = ["impressum", "datenschutz", "agb", "widerrufsrecht"] as const;

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { index: true, lazy: () => import("./routes/landing") },
      { path: "documentation", lazy: () => import("./routes/documentation") },
      ...legalPages.map((page) => ({
        path: page,
        lazy: async () => {
          const { LegalRoute } = await import("./routes/legal");
          return { Component: () => <LegalRoute page={page} /> };
        },
      })),
      { path: "signin", lazy: () => import("./routes/signin") },
      { path: "signup", lazy: () => import("./routes/signup") },
      { path: "forgot-password", lazy: () => import("./routes/forgot-password") },
      { path: "reset-password", lazy: () => import("./routes/reset-password") },
      { path: "admin/signin", lazy: () => import("./routes/admin-signin") },
      {
        // Signed-in users only (admin setup too: the first account claims admin there).
        lazy: () => import("./guards").then(({ RequireAuth }) => ({ Component: RequireAuth })),
        children: [
          { path: "user/welcome", lazy: () => import("./routes/welcome") },
          { path: "user/dashboard", lazy: () => import("./routes/dashboard") },
          { path: "admin/setup", lazy: () => import("./routes/admin-setup") },
          { path: "user/purchase-tokens", lazy: () => import("./routes/purchase-tokens") },
          { path: "user/purchase-success", lazy: () => import("./routes/purchase-success") },
          { path: "user/purchase-canceled", lazy: () => import("./routes/purchase-canceled") },
          { path: "billing", lazy: () => import("./routes/billing") },
          { path: "billing/test-portal", lazy: () => import("./routes/test-portal") },
          { path: "billing/receipts/:orderId", lazy: () => import("./routes/receipt") },
          { path: "test-checkout/:sessionId", lazy: () => import("./routes/test-checkout") },
          { path: "withdrawal", lazy: () => import("./routes/withdrawal") },
        ],
      },
      {
        lazy: () => import("./guards").then(({ RequireAdmin }) => ({ Component: RequireAdmin })),
        children: [{ path: "admin/billing", lazy: () => import("./routes/admin-billing") }],
      },
      { path: "dashboard", element: <Navigate to="/user/dashboard" replace /> },
      { path: "saved-rules", element: <Navigate to="/user/saved-rules" replace /> },
      { path: "purchase-success", element: <KeepQueryRedirect to="/user/purchase-success" /> },
      { path: "purchase-canceled", element: <KeepQueryRedirect to="/user/purchase-canceled" /> },
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
]);
