import { Link } from "react-router";
import { useTranslation } from "react-i18next";

const legalLinks = [
  { to: "/impressum", key: "legal.impressum" },
  { to: "/datenschutz", key: "legal.datenschutz" },
  { to: "/agb", key: "legal.agb" },
  { to: "/widerrufsrecht", key: "legal.widerrufsrecht" },
  { to: "/withdrawal", key: "billing.withdrawal.link" },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>{t("frame.copyright", { year: new Date().getFullYear() })}</p>
        <nav aria-label={t("frame.legalNav")} className="flex flex-wrap gap-x-4 gap-y-1">
          {legalLinks.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-zinc-900 hover:underline">
              {t(link.key)}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
