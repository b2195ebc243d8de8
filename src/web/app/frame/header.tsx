import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { LanguageSelector } from "@/features/language/components/language-selector";
import { ServerStatusBadge } from "@/features/server-status/components/server-status-badge";
import { Button } from "@/components/ui/button";
import { clearActiveFormSession } from "@/lib/form-session";
import { Logo } from "./logo";

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-1.5 px-3 sm:gap-2 sm:px-4">
        <Link
          to="/"
          onClick={clearActiveFormSession}
          className="mr-auto flex items-center gap-2 font-semibold"
          aria-label={t("frame.home")}
        >
          <Logo />
          <span className="hidden sm:inline">Rulesmith</span>
        </Link>
        <ServerStatusBadge />
        <LanguageSelector />
        <Button asChild variant="ghost" size="sm">
          <Link to="/signin">{t("auth.signIn")}</Link>
        </Button>
        <Button asChild size="sm">
          <Link to="/signup">{t("auth.signUp")}</Link>
        </Button>
      </div>
    </header>
  );
}
