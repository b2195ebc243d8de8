import type { QueryClient } from "@tanstack/react-query";
import type { Language } from "#contract/languages";
import {
  LegalPage,
  preloadLegalPage,
  type LegalPageId,
} from "@/features/legal/components/legal-page";
import { i18n } from "@/i18n";

export function LegalRoute({ page }: { page: LegalPageId }) {
  return <LegalPage page={page} />;
}

export function loadLegalPage(queryClient: QueryClient, page: LegalPageId) {
  return preloadLegalPage(queryClient, page, i18n.language as Language);
}
