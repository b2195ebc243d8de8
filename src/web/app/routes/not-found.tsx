import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth";

export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-muted-foreground">{t("notFound.text")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/">{t("notFound.home")}</Link>
        </Button>
        {user && (
          <Button asChild variant="outline">
            <Link to="/user/dashboard">{t("notFound.dashboard")}</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
