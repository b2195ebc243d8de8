import { useTranslation } from "react-i18next";
import type { SessionUser } from "#contract/session";
import { Card } from "@/components/ui/card";
import { displayNameOf } from "@/lib/auth";

/**
 * Avatar with the first two letters of the name given, name, e-mail, join date
 * (docs/product/accounts.md "The dashboard").
 */
export function ProfileCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = displayNameOf(user) ?? user.email;
  return (
    <Card className="flex min-w-0 items-center gap-4" data-testid="profile-card">
      <span
        aria-hidden
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-semibold text-brand-foreground"
      >
        {Array.from(name).slice(0, 2).join("").toUpperCase()}
      </span>
      <div className="min-w-0 space-y-0.5">
        <h2 className="text-sm font-medium text-muted-foreground">{t("dashboard.profile")}</h2>
        <p className="truncate text-lg font-semibold" title={name}>
          {name}
        </p>
        <p className="truncate text-sm" title={user.email}>
          {user.email}
        </p>
        <p className="text-sm text-muted-foreground">
          {t("dashboard.joined", { date: new Date(user.createdAt) })}
        </p>
      </div>
    </Card>
  );
}
