import type { QueryClient } from "@tanstack/react-query";
import type { Language } from "#contract/languages";
import {
  DocumentationPage,
  preloadDocumentation,
} from "@/features/documentation/components/documentation-page";
import { i18n } from "@/i18n";

export function Component() {
  return <DocumentationPage />;
}

export function loadDocumentation(queryClient: QueryClient) {
  return preloadDocumentation(queryClient, i18n.language as Language);
}
