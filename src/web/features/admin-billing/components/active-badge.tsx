import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

/** 'Active' / 'Inactive'. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={active ? "ok" : "neutral"}>
      {active ? t("adminBilling.status.active") : t("adminBilling.status.inactive")}
    </Badge>
  );
}
