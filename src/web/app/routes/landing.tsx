import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { clearActiveFormSession } from "@/lib/form-session";

export function Component() {
  const { t } = useTranslation();
  useEffect(clearActiveFormSession, []);
  return (
    <section className="mx-auto max-w-3xl py-12 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("landing.title")}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t("landing.subtitle")}</p>
    </section>
  );
}
