import { BookOpen } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CreatedApiKey } from "#contract/api-keys";
import { limits } from "#contract/limits";
import type { SessionUser } from "#contract/session";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiKeys } from "../api/list-api-keys";
import { ApiKeyList } from "./api-key-list";
import { CliInstall } from "./cli-install";
import { CreateApiKeyForm } from "./create-api-key-form";
import { NewApiKeyDialog } from "./new-api-key-dialog";

/** The documentation's API & CLI tab (`features/documentation`, chosen by the hash). */
const API_DOCUMENTATION = "/documentation#api-and-cli";

/**
 * A text with `<code>…</code>` around commands, shown as code elements (never as HTML). Not
 * react-i18next's Trans, which would add to every page's vendor chunk for this one sentence.
 */
function WithCode({ text }: { text: string }) {
  return text.split(/<code>(.*?)<\/code>/).map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="rounded bg-zinc-100 px-1 py-0.5 text-xs">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/**
 * Settings → API keys (docs/product/api-and-cli.md): what keys are for, creating one (shown once),
 * the list with revoking. Only a confirmed address may create keys, at most `apiKeysPerUserMax`.
 * A password change keeps the keys (a reset revokes them) and asks the user to review them.
 */
export function ApiKeysSection({
  user,
  passwordChanged = false,
}: {
  user: SessionUser;
  /** The password was just changed here: keys made before keep working, so the list asks for a look. */
  passwordChanged?: boolean;
}) {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const count = keys.data?.keys.length ?? 0;
  const blockedBy = !user.emailVerified
    ? t("errors.EMAIL_NOT_VERIFIED")
    : count >= limits.apiKeysPerUserMax
      ? t("errors.API_KEYS_LIMIT_REACHED")
      : undefined;

  return (
    <>
      <div className="space-y-2 text-sm text-muted-foreground">
        <p>{t("apiKeys.intro")}</p>
        <p>{t("apiKeys.cli")}</p>
        <CliInstall />
        <p>
          <WithCode text={t("apiKeys.cliCi")} />
        </p>
        <p>
          <Link
            to={API_DOCUMENTATION}
            className="inline-flex items-center gap-1 font-medium text-brand hover:underline"
          >
            <BookOpen aria-hidden className="size-4" />
            {t("apiKeys.docsLink")}
          </Link>
        </p>
      </div>
      <CreateApiKeyForm blockedBy={blockedBy} onCreated={setCreated} />
      <div className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold">{t("apiKeys.listTitle")}</h3>
          {keys.data && (
            <p className="text-sm text-muted-foreground">{t("apiKeys.count", { count })}</p>
          )}
        </div>
        {keys.isPending ? (
          <Skeleton className="h-24 w-full" aria-busy="true" />
        ) : keys.isError ? (
          <p role="alert" className="text-sm text-alert">
            {t("apiKeys.loadFailed")}
          </p>
        ) : (
          <>
            {passwordChanged && count > 0 && (
              <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                {t("apiKeys.reviewAfterPasswordChange", { count })}
              </p>
            )}
            <ApiKeyList keys={keys.data.keys} />
          </>
        )}
      </div>
      <NewApiKeyDialog created={created} onClose={() => setCreated(null)} />
    </>
  );
}
