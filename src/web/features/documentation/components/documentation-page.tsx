import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { limits } from "#contract/limits";
import { wizardSteps, type Language } from "#contract/wizard-options";
import { Markdown } from "@/components/ui/markdown";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { markdownContentQuery, preloadMarkdownPage } from "@/lib/markdown-content";
import { toast } from "@/lib/toast";
import { fillMarkdownPlaceholders, sitePlaceholders } from "#engine/browser/site-placeholders";
import { whenHydrated } from "@/lib/hydration";
import { useSiteInfo } from "@/lib/site-info";
import { fillStepNumbers, splitContent, type ContentBlock } from "../content-blocks";
import { McpLocationsTable, McpSuggestionsTable } from "./mcp-tables";
import { TokenPackages } from "./token-packages";
import { ToolLocationsTable } from "./tool-locations-table";
import { useLanguage } from "@/hooks/use-language";

const tabs = [
  "getting-started",
  "prompt-engineering",
  "ai-models",
  "mcp-servers",
  "templates",
  "troubleshooting",
  "api-and-cli",
] as const;
type Tab = (typeof tabs)[number];
const isTab = (name: string): name is Tab => tabs.some((tab) => tab === name);
const loaders = import.meta.glob<string>("../content/*.md", { query: "?raw", import: "default" });

/** The first tab's text and the site details, loaded before the page renders (decision 048). */
export function preloadDocumentation(queryClient: QueryClient, language: Language) {
  return preloadMarkdownPage(queryClient, loaders, tabs[0], language);
}

/** The texts name the limits as `{{name}}` (never the number), like the catalogues do. */
/** What each block line of the texts renders (content-blocks.ts). */
const blocks: Record<ContentBlock, () => ReactNode> = {
  toolLocations: () => <ToolLocationsTable />,
  tokenPackages: () => <TokenPackages />,
  mcpLocations: () => <McpLocationsTable />,
  mcpSuggestions: () => <McpSuggestionsTable />,
};

const limitPlaceholders = Object.fromEntries(
  Object.entries(limits).map(([name, value]) => [name, String(value)]),
);

function DocumentationTab({ name, steps }: { name: Tab; steps: readonly string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const site = useSiteInfo();
  const content = useQuery(markdownContentQuery(loaders, name, language));
  if (content.isError) return <p role="alert">{t("common.loadFailed")}</p>;
  // A screen high: the text is longer than that, so the footer starts and stays below the fold
  // instead of jumping down when the text arrives.
  if (!content.data) return <Skeleton className="h-svh w-full" />;
  const text = fillMarkdownPlaceholders(fillStepNumbers(content.data, steps), {
    ...limitPlaceholders,
    ...(site.data ? sitePlaceholders(site.data) : {}),
  });
  const copyLabels = {
    copy: t("common.copy"),
    copied: t("common.copied"),
    onCopyResult: (ok: boolean) =>
      ok ? toast.success(t("docs.templateCopied")) : toast.error(t("docs.templateCopyFailed")),
  };
  return splitContent(text).map((part, index) =>
    "markdown" in part ? (
      <Markdown key={index} copyLabels={copyLabels}>
        {part.markdown}
      </Markdown>
    ) : (
      <div
        key={index}
        className="prose prose-zinc max-w-none prose-code:before:content-none prose-code:after:content-none"
      >
        {blocks[part.block]()}
      </div>
    ),
  );
}

/**
 * The tab named by the URL's hash (`/documentation#api-and-cli`), once the page has hydrated: the
 * prerendered markup is the first tab's, for every address (decision 048).
 */
function useTabFromHash(): [Tab, (tab: string) => void] {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenHydrated().then(() => mounted && setHydrated(true));
    return () => {
      mounted = false;
    };
  }, []);
  const named = hash.slice(1);
  const tab = hydrated && isTab(named) ? named : tabs[0];
  const choose = (next: string) =>
    void navigate(
      { hash: next === tabs[0] ? "" : next },
      { replace: true, preventScrollReset: true },
    );
  return [tab, choose];
}

/**
 * `steps` numbers the wizard's steps in the texts: the wizard's own list unless a test hands in
 * another (docs/product/documentation.md).
 */
export function DocumentationPage({ steps = wizardSteps }: { steps?: readonly string[] }) {
  const { t } = useTranslation();
  const [tab, chooseTab] = useTabFromHash();
  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{t("docs.title")}</h1>
      <Tabs value={tab} onValueChange={chooseTab}>
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
            <DocumentationTab name={tab} steps={steps} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
