import { LegalPage, type LegalPageId } from "@/features/legal/components/legal-page";

export function LegalRoute({ page }: { page: LegalPageId }) {
  return <LegalPage page={page} />;
}
