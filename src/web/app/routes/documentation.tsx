import { DocumentationPage } from "@/features/documentation/components/documentation-page";

export function Component() {
  return <DocumentationPage />;
}
