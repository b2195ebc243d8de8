import { BookOpen, ChevronDown, CircleCheck, LayoutDashboard, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { displayNameOf, useSession } from "@/lib/auth";
import { useSiteInfo } from "@/lib/site-info";

const steps = [
  { id: "dashboard", to: "/user/dashboard", icon: LayoutDashboard },
  { id: "rule", to: "/", icon: Sparkles },
  { id: "docs", to: "/documentation", icon: BookOpen },
] as const;

const faqs = ["create", "save", "tokens", "help"] as const;

/** /user/welcome, right after sign-up: greeting, three first steps, four questions. */
export function WelcomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const site = useSiteInfo();
  const name = displayNameOf(user) ?? t("menu.user");

  return (
    <section className="mx-auto max-w-3xl space-y-10">
      <header className="space-y-3 text-center">
        <Badge tone="ok" className="px-3 py-1 text-sm">
          <CircleCheck aria-hidden className="size-4" />
          {t("welcome.badge")}
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
          {t("welcome.title", { name })}
        </h1>
        <p className="text-muted-foreground">{t("welcome.intro")}</p>
      </header>

      <section aria-labelledby="welcome-steps" className="space-y-4">
        <h2 id="welcome-steps" className="text-xl font-semibold">
          {t("welcome.stepsTitle")}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.id}>
              <Card className="flex h-full flex-col gap-3">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-sm font-semibold text-brand"
                  >
                    {index + 1}
                  </span>
                  <step.icon aria-hidden className="size-5 text-muted-foreground" />
                </div>
                <h3 className="font-semibold">
                  <Link to={step.to} className="hover:text-brand hover:underline">
                    {t(`welcome.steps.${step.id}.title`)}
                  </Link>
                </h3>
                <p className="text-sm text-muted-foreground">
                  {t(`welcome.steps.${step.id}.text`)}
                </p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="welcome-faq" className="space-y-4">
        <h2 id="welcome-faq" className="text-xl font-semibold">
          {t("welcome.faqTitle")}
        </h2>
        <div className="divide-y divide-border rounded-xl border border-border bg-surface">
          {faqs.map((faq) => (
            <details key={faq} className="group px-4 py-1 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
                {t(`welcome.faq.${faq}.question`)}
                <ChevronDown
                  aria-hidden
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="space-y-2 pb-4 text-sm text-muted-foreground">
                <p>{t(`welcome.faq.${faq}.answer`)}</p>
                {faq === "help" && (
                  <p className="flex flex-wrap gap-x-4 gap-y-1">
                    <Link to="/documentation" className="font-medium text-brand hover:underline">
                      {t("frame.documentation")}
                    </Link>
                    {site.data && (
                      <a
                        href={`mailto:${site.data.supportEmail}`}
                        className="font-medium text-brand hover:underline"
                      >
                        {t("welcome.faq.help.contact")}
                      </a>
                    )}
                  </p>
                )}
              </div>
            </details>
          ))}
        </div>
      </section>

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/user/dashboard">{t("welcome.toDashboard")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">{t("welcome.toHome")}</Link>
        </Button>
      </div>
    </section>
  );
}
