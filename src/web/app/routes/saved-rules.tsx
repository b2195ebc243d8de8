import { SavedRulesPage } from "@/features/rules/components/saved-rules-page";

export function Component() {
  return <SavedRulesPage />;
}
