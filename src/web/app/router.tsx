import { createBrowserRouter, Navigate } from "react-router";
import { AppLayout } from "./frame/app-layout";

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
          { path: "user/saved-rules", lazy: () => import("./routes/saved-rules") },
          { path: "user/settings", lazy: () => import("./routes/settings") },
          { path: "user/results/:id", lazy: () => import("./routes/result") },
          { path: "admin/setup", lazy: () => import("./routes/admin-setup") },
        ],
      },
      {
        lazy: () => import("./guards").then(({ RequireAdmin }) => ({ Component: RequireAdmin })),
        children: [{ path: "admin/billing", lazy: () => import("./routes/admin-billing") }],
      },
      { path: "dashboard", element: <Navigate to="/user/dashboard" replace /> },
      { path: "saved-rules", element: <Navigate to="/user/saved-rules" replace /> },
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
]);
