import { queryOptions } from "@tanstack/react-query";
import type { Language } from "#contract/languages";

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
