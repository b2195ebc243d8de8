import type { QueryObserverResult } from "@tanstack/react-query";
import { AlertTriangle, Loader2, RefreshCw } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { LoadingButton } from "@/components/ui/loading-button";
import { errorText } from "@/lib/api-errors";
import { toast } from "@/lib/toast";

/** 'Loading products...' and the like, announced politely. */
export function LoadingState({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
      <Loader2 aria-hidden className="size-4 animate-spin" />
      {text}
    </p>
  );
}

/** An empty list: its text and an optional hint. */
export function EmptyState({ text, hint }: { text: string; hint?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border px-4 py-8 text-center">
      <p className="font-medium">{text}</p>
      {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** A list that failed to load: the title, the server's reason and 'Try Again'. */
export function ErrorState({
  title,
  error,
  message,
  onRetry,
}: {
  title: string;
  error: unknown;
  /** Instead of the error code's text. */
  message?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-red-900">
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle aria-hidden className="size-4" />
        {title}
      </p>
      <p className="mt-1 text-sm">
        {message ?? errorText(error, t, t("adminBilling.unknownError"))}
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t("adminBilling.tryAgain")}
      </Button>
    </div>
  );
}

/**
 * Toasts a list's load failure once per error ('Failed to load products' etc.,
 * docs/product/admin.md).
 */
export function useLoadErrorToast(error: unknown, title: string, description?: string) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!error) return;
    toast.error(title, {
      description: description ?? errorText(error, t, t("adminBilling.unknownError")),
    });
  }, [error, title, description, t]);
}

/** A list's Refresh button; its icon spins while the list is fetched again. */
export function RefreshButton({
  query,
  label,
}: {
  query: Pick<QueryObserverResult, "isFetching" | "refetch">;
  label: string;
}) {
  return (
    <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
      <RefreshCw aria-hidden className={query.isFetching ? "size-4 animate-spin" : "size-4"} />
      {label}
    </Button>
  );
}

/** "Load more" under a list read in pages, while there is a next page (decision 086). */
export function LoadMoreButton({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <LoadingButton
        variant="outline"
        loading={query.isFetchingNextPage}
        loadingText={t("adminBilling.loadingMore")}
        onClick={() => void query.fetchNextPage()}
      >
        {t("adminBilling.loadMore")}
      </LoadingButton>
    </div>
  );
}

/** A list query's states: loading, failed (with Try Again), empty, else its content. */
export function ListStates<T>({
  query,
  loading,
  failedTitle,
  failedMessage,
  isEmpty,
  empty,
  children,
}: {
  query: QueryObserverResult<T>;
  loading: string;
  failedTitle: string;
  /** Instead of the error code's text. */
  failedMessage?: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState text={loading} />;
  if (query.isError) {
    return (
      <ErrorState
        title={failedTitle}
        error={query.error}
        message={failedMessage}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return isEmpty(query.data) ? empty : children(query.data);
}
