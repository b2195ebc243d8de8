import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Language } from "#contract/wizard-options";
import { Markdown } from "@/components/ui/markdown";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { markdownContentQuery, preloadMarkdownPage } from "@/lib/markdown-content";
import { toast } from "@/lib/toast";
import { fillMarkdownPlaceholders, sitePlaceholders } from "#contract/site-placeholders";
import { useSiteInfo } from "@/lib/site-info";

const tabs = [
  "getting-started",
  "prompt-engineering",
  "ai-models",
  "templates",
  "troubleshooting",
] as const;
const loaders = import.meta.glob<string>("../content/*.md", { query: "?raw", import: "default" });

/** The first tab's text and the site details, loaded before the page renders (decision 048). */
export function preloadDocumentation(queryClient: QueryClient, language: Language) {
  return preloadMarkdownPage(queryClient, loaders, tabs[0], language);
}

function DocumentationTab({ name }: { name: (typeof tabs)[number] }) {
  const { t, i18n } = useTranslation();
  const site = useSiteInfo();
  const content = useQuery(markdownContentQuery(loaders, name, i18n.language as Language));
  if (content.isError) return <p role="alert">{t("common.loadFailed")}</p>;
  // A screen high: the text is longer than that, so the footer starts and stays below the fold
  // instead of jumping down when the text arrives.
  if (!content.data) return <Skeleton className="h-svh w-full" />;
  const text = site.data
    ? fillMarkdownPlaceholders(content.data, sitePlaceholders(site.data))
    : content.data;
  return (
    <Markdown
      copyLabels={{
        copy: t("common.copy"),
        copied: t("common.copied"),
        onCopyResult: (ok) =>
          ok ? toast.success(t("docs.templateCopied")) : toast.error(t("docs.templateCopyFailed")),
      }}
    >
      {text}
    </Markdown>
  );
}

export function DocumentationPage() {
  const { t } = useTranslation();
  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{t("docs.title")}</h1>
      <Tabs defaultValue="getting-started">
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`docs.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent
            key={tab}
            value={tab}
            className="rounded-xl border border-border bg-surface p-6"
          >
            <DocumentationTab name={tab} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
