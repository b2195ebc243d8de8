import { Mail, Receipt, ShieldCheck, ShieldPlus, UserRoundCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadingButton } from "@/components/ui/loading-button";
import { Skeleton } from "@/components/ui/skeleton";
import { TextField } from "@/components/ui/text-field";
import { useSession } from "@/lib/auth";
import { useSiteInfo } from "@/lib/site-info";
import { toast } from "@/lib/toast";
import { errorText } from "@/lib/api-errors";
import { grantErrorText } from "../admin-errors";
import { useClaimFirstAdmin } from "../api/claim-first-admin";
import { useAdminSetupStatus } from "../api/get-setup-status";
import { useGrantAdmin } from "../api/grant-admin";
import { emailFormSchema, type EmailFormValues } from "#contract/auth-forms";
import { useFormResolver } from "@/lib/field-issue-text";

/** After making oneself admin (docs/product/admin.md), the admin dashboard opens 1 s later. */
export const SELF_GRANT_REDIRECT_MS = 1000;

/** Navigates to the admin dashboard a second after `start()`; cancelled when the page closes. */
function useDelayedBillingRedirect() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => void navigate("/admin/billing"), SELF_GRANT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [pending, navigate]);
  return { pending, start: () => setPending(true) };
}

function useRequestAdminHref() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  if (!site.data) return undefined;
  const subject = encodeURIComponent(t("admin.setup.requestSubject"));
  return `mailto:${site.data.supportEmail}?subject=${subject}`;
}

/**
 * /admin/setup. Reachable by every signed-in user, so the first account can claim admin here;
 * only admins get the grant form.
 */
export function AdminSetupPage() {
  const { t } = useTranslation();
  const { user, isAdmin } = useSession();
  const status = useAdminSetupStatus();
  const requestHref = useRequestAdminHref();
  const redirect = useDelayedBillingRedirect();
  // Owned here, not by the card: the session turns "admin" mid-claim, and the card must stay
  // (busy) until the admin dashboard opens.
  const claim = useClaimFirstAdmin();
  const claimed = claim.isSuccess;
  const showClaim = claim.isPending || claimed || (!isAdmin && status.data?.canClaimFirstAdmin);

  const onClaim = async () => {
    try {
      await claim.mutateAsync();
    } catch (error) {
      toast.error(t("admin.toasts.claimFailed"), {
        description: errorText(error, t, t("admin.toasts.claimFailedText")),
      });
      return;
    }
    toast.success(t("admin.toasts.granted"), {
      description: t("admin.toasts.grantedText", { email: user?.email ?? "" }),
    });
    redirect.start();
  };

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{t("admin.setup.title")}</h1>
          {isAdmin && (
            <Badge tone="brand">
              <ShieldCheck aria-hidden className="size-3.5" />
              {t("admin.setup.youAreAdmin")}
            </Badge>
          )}
        </div>
        <p className="text-muted-foreground">{t("admin.setup.description")}</p>
      </header>

      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t("admin.setup.rulesTitle")}</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>{t("admin.setup.firstUserRule")}</li>
          <li>{t("admin.setup.requestRule")}</li>
        </ul>
        {/* The count is told to admins only (null for everyone else). */}
        {status.data?.profileCount != null ? (
          <div className="text-sm font-medium" data-testid="profile-count">
            {t("admin.setup.profileCount", { count: status.data.profileCount })}
          </div>
        ) : (
          !status.data && <Skeleton className="h-5 w-40" />
        )}
      </Card>

      {showClaim && (
        <ClaimFirstAdminCard busy={claim.isPending || claimed} onClaim={() => void onClaim()} />
      )}

      {claim.isPending || claimed ? null : isAdmin ? (
        <>
          <GrantAdminCard ownEmail={user?.email ?? ""} onSelfGrant={redirect.start} />
          <Button asChild variant="outline">
            <Link to="/admin/billing">
              <Receipt aria-hidden className="size-4" />
              {t("admin.setup.openBilling")}
            </Link>
          </Button>
        </>
      ) : (
        status.data &&
        !status.data.canClaimFirstAdmin && (
          <Card className="space-y-3">
            <h2 className="text-lg font-semibold">{t("admin.setup.notAdminTitle")}</h2>
            <p className="text-sm text-muted-foreground">{t("admin.setup.notAdminText")}</p>
            {requestHref && (
              <Button asChild variant="outline">
                <a href={requestHref}>
                  <Mail aria-hidden className="size-4" />
                  {t("admin.setup.requestLink")}
                </a>
              </Button>
            )}
          </Card>
        )
      )}
      {status.isError && (
        <p role="alert" className="text-sm text-alert">
          {t("common.loadFailed")}
        </p>
      )}
    </section>
  );
}

function ClaimFirstAdminCard({ busy, onClaim }: { busy: boolean; onClaim: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-3 border-indigo-200 bg-indigo-50/40">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <UserRoundCheck aria-hidden className="size-5 text-brand" />
        {t("admin.setup.claimTitle")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("admin.setup.claimText")}</p>
      <LoadingButton onClick={onClaim} loading={busy} loadingText={t("admin.setup.claiming")}>
        {t("admin.setup.claim")}
      </LoadingButton>
    </Card>
  );
}

function GrantAdminCard({ ownEmail, onSelfGrant }: { ownEmail: string; onSelfGrant: () => void }) {
  const { t } = useTranslation();
  const grant = useGrantAdmin();
  const form = useForm<EmailFormValues>({
    resolver: useFormResolver(emailFormSchema, "auth.validation.email"),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    try {
      await grant.mutateAsync({ email });
    } catch (error) {
      toast.error(t("admin.toasts.grantFailed"), {
        description: grantErrorText(error, t, email),
      });
      return;
    }
    toast.success(t("admin.toasts.granted"), {
      description: t("admin.toasts.grantedText", { email }),
    });
    form.reset({ email: "" });
    if (email.toLowerCase() === ownEmail.toLowerCase()) onSelfGrant();
  });

  return (
    <Card className="space-y-4">
      <div className="space-y-1">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ShieldPlus aria-hidden className="size-5 text-brand" />
          {t("admin.setup.grantTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("admin.setup.grantText")}</p>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <TextField
            label={t("auth.fields.email")}
            error={errors.email?.message}
            {...form.register("email")}
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder={t("auth.placeholders.email")}
          />
        </div>
        <LoadingButton
          type="submit"
          className="sm:mt-6"
          loading={isSubmitting || grant.isPending}
          loadingText={t("admin.setup.granting")}
        >
          {t("admin.setup.grant")}
        </LoadingButton>
      </form>
    </Card>
  );
}
