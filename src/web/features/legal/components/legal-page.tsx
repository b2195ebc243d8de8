import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Language } from "#contract/wizard-options";
import { Card } from "@/components/ui/card";
import { Markdown } from "@/components/ui/markdown";
import { Skeleton } from "@/components/ui/skeleton";
import { markdownContentQuery, preloadMarkdownPage } from "@/lib/markdown-content";
import { fillMarkdownPlaceholders, sitePlaceholders } from "#engine/browser/site-placeholders";
import { useSiteInfo } from "@/lib/site-info";
import { useLanguage } from "@/hooks/use-language";

export type LegalPageId = "impressum" | "datenschutz" | "agb" | "widerrufsrecht";

const loaders = import.meta.glob<string>("../content/*.md", { query: "?raw", import: "default" });
const LAST_UPDATED = "2026-11-22";

/** The page's text and the site details, loaded before the page renders (decision 048). */
export function preloadLegalPage(queryClient: QueryClient, page: LegalPageId, language: Language) {
  return preloadMarkdownPage(queryClient, loaders, page, language);
}

export function LegalPage({ page }: { page: LegalPageId }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const site = useSiteInfo();
  const content = useQuery(markdownContentQuery(loaders, page, language));

  if (content.isError || site.isError) {
    return <p role="alert">{t("common.loadFailed")}</p>;
  }
  if (!content.data || !site.data) {
    // A screen high, like the text that follows: the footer does not jump when it arrives.
    return (
      <Card className="min-h-svh space-y-3">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </Card>
    );
  }
  const text = fillMarkdownPlaceholders(content.data, {
    ...sitePlaceholders(site.data),
    lastUpdated: LAST_UPDATED,
  });
  return (
    <Card>
      <Markdown>{text}</Markdown>
    </Card>
  );
}
