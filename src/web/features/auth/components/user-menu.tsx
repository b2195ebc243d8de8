import {
  CreditCard,
  ChevronDown,
  LayoutDashboard,
  Loader2,
  LogOut,
  Receipt,
  Settings,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SessionUser } from "#contract/session";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { displayNameOf } from "@/lib/auth";
import { useSignOutFlow } from "../hooks/use-sign-out-flow";

/**
 * The header's menu for a signed-in user. Loaded lazily by the header, so anonymous visitors
 * never download the menu library.
 */
export default function UserMenu({ user, isAdmin }: { user: SessionUser; isAdmin: boolean }) {
  const { t } = useTranslation();
  const { signingOut, signOut } = useSignOutFlow();
  const label = displayNameOf(user) ?? t("menu.user");

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="max-w-44 min-w-0 gap-1.5 px-2 sm:max-w-80 sm:gap-2 sm:px-3"
          data-testid="user-menu"
        >
          <UserRound
            aria-hidden
            className="hidden size-4 shrink-0 text-muted-foreground sm:block"
          />
          <span className="truncate">{label}</span>
          {isAdmin && (
            <Badge tone="brand" className="shrink-0 px-1 py-0 text-[11px] sm:px-1.5">
              <ShieldCheck aria-hidden className="size-3" />
              {/* On narrow screens the shield alone marks the admin; the name stays readable. */}
              <span className="sr-only sm:not-sr-only">{t("admin.marker")}</span>
            </Badge>
          )}
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block">{t("menu.signedInAs")}</span>
          <span className="block truncate text-sm font-normal text-zinc-900">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/user/dashboard">
            <LayoutDashboard aria-hidden />
            {t("menu.dashboard")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/billing">
            <CreditCard aria-hidden />
            {t("menu.billing")}
          </Link>
        </DropdownMenuItem>
        {isAdmin && (
          <>
            <DropdownMenuItem asChild>
              <Link to="/admin/setup">
                <Settings aria-hidden />
                {t("menu.adminSetup")}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/billing">
                <Receipt aria-hidden />
                {t("menu.adminDashboard")}
              </Link>
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signingOut}
          onSelect={(event) => {
            // Keep the menu open: the entry reads 'Signing out...' while it runs.
            event.preventDefault();
            signOut();
          }}
        >
          {signingOut ? <Loader2 aria-hidden className="animate-spin" /> : <LogOut aria-hidden />}
          {signingOut ? t("menu.signingOut") : t("menu.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
