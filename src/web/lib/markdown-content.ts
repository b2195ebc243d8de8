import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Language } from "#contract/languages";
import { siteInfoQueryOptions } from "./site-info";

type Loaders = Record<string, () => Promise<string>>;

/**
 * Query options for a static markdown document `<name>.<lang>.md` from a feature's content
 * folder (loaded lazily, so each page's text ships in its own chunk).
 */
export function markdownContentQuery(loaders: Loaders, name: string, language: Language) {
  const entry = Object.entries(loaders).find(([path]) => path.endsWith(`/${name}.${language}.md`));
  return queryOptions({
    queryKey: ["markdown-content", name, language],
    queryFn: async () => {
      if (!entry) throw new Error(`Missing content ${name}.${language}.md`);
      return entry[1]();
    },
    staleTime: Infinity,
  });
}

/**
 * A document and the site details filled into it, in the query cache before its page renders: a
 * prerendered page then hydrates as it is, with no skeleton in between (decision 048). A failure
 * is left to the page's own states.
 */
export async function preloadMarkdownPage(
  queryClient: QueryClient,
  loaders: Loaders,
  name: string,
  language: Language,
) {
  await Promise.allSettled([
    queryClient.ensureQueryData(markdownContentQuery(loaders, name, language)),
    queryClient.ensureQueryData({ ...siteInfoQueryOptions, retry: false }),
  ]);
  return null;
}
