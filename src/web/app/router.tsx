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
      { path: "dashboard", element: <Navigate to="/user/dashboard" replace /> },
      { path: "saved-rules", element: <Navigate to="/user/saved-rules" replace /> },
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
]);
