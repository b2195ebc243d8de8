import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, useEffect, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "@/i18n";
import { HydratingSuspense, useAfterFirstPaint } from "@/lib/hydration";

const ToasterHost = lazy(() => import("@/components/ui/toaster-host"));

/**
 * Data fetching and toasts as docs/product/site.md says: 3 retries with backoff up to 30 s, 5 min
 * cache; 3 toasts, 4 s.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

function Toaster() {
  const painted = useAfterFirstPaint();
  return (
    painted && (
      <HydratingSuspense fallback={null}>
        <ToasterHost />
      </HydratingSuspense>
    )
  );
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // Another tab confirmed the address, signed in or spent a token: this one follows at once.
  // Loaded beside the first render, off the landing's budget.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import("@/lib/cross-tab").then(({ followOtherTabs }) => {
      if (!unmounted) stop = followOtherTabs(queryClient);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
