import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiKey, ApiKeyScope } from "#contract/api-keys";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { errorText } from "@/lib/api-errors";
import { toast } from "@/lib/toast";
import { useRevokeApiKey } from "../api/revoke-api-key";

const scopeLabels = {
  "rules:read": "apiKeys.scopeBadgeRead",
  generate: "apiKeys.scopeBadgeGenerate",
} as const satisfies Record<ApiKeyScope, string>;

function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();

  function confirm() {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        toast.success(t("apiKeys.revoked"));
        onClose();
      },
      onError: (error) => toast.error(t("settings.failed"), { description: errorText(error, t) }),
    });
  }

  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => !open && !revoke.isPending && onClose()}>
      <DialogContent closeLabel={t("apiKeys.close")} role="alertdialog">
        <DialogTitle className="pr-8 break-words">
          {t("apiKeys.revokeTitle", { name: apiKey?.name ?? "" })}
        </DialogTitle>
        <DialogDescription>{t("apiKeys.revokeText")}</DialogDescription>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={revoke.isPending}>
            {t("apiKeys.cancel")}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={revoke.isPending}>
            {t("apiKeys.revokeConfirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The user's keys: name with its first characters, scopes, last used with created below; each
 * revocable. Four columns, so Revoke stays in view in the settings page's column at every width.
 */
export function ApiKeyList({ keys }: { keys: ApiKey[] }) {
  const { t } = useTranslation();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const when = (iso: string) => t("apiKeys.dateTime", { date: new Date(iso) });

  if (keys.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("apiKeys.empty")}</p>;
  }
  return (
    <>
      <Table aria-label={t("apiKeys.listTitle")}>
        <TableHeader>
          <TableRow>
            <TableHead>{t("apiKeys.columnName")}</TableHead>
            <TableHead>{t("apiKeys.columnScopes")}</TableHead>
            <TableHead>{t("apiKeys.columnLastUsed")}</TableHead>
            <TableHead>
              <span className="sr-only">{t("apiKeys.columnActions")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {keys.map((key) => (
            <TableRow key={key.id}>
              <TableCell className="max-w-48 font-medium break-words whitespace-normal">
                {key.name}
                <code className="mt-1 block w-fit rounded bg-zinc-100 px-1 py-0.5 text-xs font-normal">
                  {key.prefix}…
                </code>
              </TableCell>
              <TableCell>
                <span className="flex flex-wrap gap-1">
                  {key.scopes.map((scope) => (
                    <Badge key={scope} tone={scope === "generate" ? "warning" : "neutral"}>
                      {t(scopeLabels[scope])}
                    </Badge>
                  ))}
                </span>
              </TableCell>
              <TableCell className="whitespace-normal">
                {key.lastUsedAt ? when(key.lastUsedAt) : t("apiKeys.never")}
                <span className="block text-xs text-muted-foreground">
                  {t("apiKeys.createdAt", { date: when(key.createdAt) })}
                </span>
              </TableCell>
              <TableCell className="text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-alert"
                  onClick={() => setRevoking(key)}
                  aria-label={t("apiKeys.revokeNamed", { name: key.name })}
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t("apiKeys.revoke")}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
