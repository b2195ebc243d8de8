import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { errorText, hasErrorCode } from "@/lib/api-errors";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useUsers } from "../api/get-users";
import { formatDateTime, shortUserId } from "../display";
import { AddTokensForm } from "./add-tokens-form";
import {
  EmptyState,
  ListStates,
  LoadMoreButton,
  RefreshButton,
  useLoadErrorToast,
} from "@/components/admin/list-states";
import { PanelHeader } from "@/components/admin/panel-header";
import { useLanguage } from "@/hooks/use-language";

/**
 * Why the users could not be loaded (docs/product/admin.md): 'Not authenticated', 'Admin access
 * required', 'Failed to fetch token balances: …', or 'Failed to load user data'.
 */
export function usersErrorText(error: unknown, t: TFunction): string {
  if (hasErrorCode(error, "UNAUTHORIZED")) return t("adminBilling.tokens.notAuthenticated");
  if (hasErrorCode(error, "FORBIDDEN")) return t("adminBilling.tokens.adminRequired");
  if (error instanceof ApiError && error.code !== "UNKNOWN") {
    return t("adminBilling.tokens.fetchFailed", { message: errorText(error, t) });
  }
  return t("adminBilling.tokens.loadFailed");
}

/** How long typing pauses before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Token Management: search, the users with their balances, and Add Tokens (docs/product/admin.md).
 */
export function TokenManagementPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useState("");
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsers(query);
  const loadError = users.error ? usersErrorText(users.error, t) : undefined;
  useLoadErrorToast(users.error, t("adminBilling.tokens.errorTitle"), loadError);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <section className="space-y-6">
      <PanelHeader title={t("adminBilling.tokens.title")}>
        <RefreshButton query={users} label={t("adminBilling.refresh")} />
      </PanelHeader>
      <div className="relative max-w-md">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
        />
        <Input
          type="search"
          className="pl-9"
          placeholder={t("adminBilling.tokens.search")}
          aria-label={t("adminBilling.tokens.searchLabel")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <AddTokensForm users={rows} />
      <ListStates
        query={users}
        loading={t("adminBilling.tokens.loading")}
        failedTitle={t("adminBilling.tokens.errorTitle")}
        failedMessage={loadError}
        isEmpty={() => rows.length === 0}
        empty={
          <EmptyState
            text={query ? t("adminBilling.tokens.emptySearch") : t("adminBilling.tokens.empty")}
          />
        }
      >
        {() => (
          <>
            <Table aria-busy={users.isFetching || undefined}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("adminBilling.tokens.email")}</TableHead>
                  <TableHead>{t("adminBilling.tokens.displayName")}</TableHead>
                  <TableHead>{t("adminBilling.tokens.userId")}</TableHead>
                  <TableHead className="text-right">{t("adminBilling.tokens.tokens")}</TableHead>
                  <TableHead>{t("adminBilling.tokens.created")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((user) => (
                  <TableRow key={user.id} data-testid="token-user-row">
                    <TableCell className="font-medium">{user.email}</TableCell>
                    <TableCell>{user.displayName ?? "—"}</TableCell>
                    <TableCell className="font-mono text-xs" title={user.id}>
                      {shortUserId(user.id)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {user.tokensRemaining}
                    </TableCell>
                    <TableCell>{formatDateTime(user.createdAt, language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <LoadMoreButton query={users} />
          </>
        )}
      </ListStates>
    </section>
  );
}
