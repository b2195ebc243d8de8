import { useTranslation } from "react-i18next";
import { ListPanel } from "@/components/admin/list-panel";
import { useAudit } from "../api/get-audit";
import { auditDetailsText } from "../audit-details";
import { formatDateTime } from "../display";
import { useLanguage } from "@/hooks/use-language";

/** Audit log: every admin change to money or tokens, newest first, 50 a page. */
export function AuditLogPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const audit = useAudit();
  return (
    <ListPanel
      title={t("adminBilling.audit.title")}
      description={t("adminBilling.audit.description")}
      refreshLabel={t("adminBilling.refresh")}
      query={audit}
      rowsOf={(data) => data.pages.flatMap((page) => page.entries)}
      rowKey={(entry) => entry.id}
      pages={audit}
      texts={{
        loading: t("adminBilling.audit.loading"),
        loadFailed: t("adminBilling.audit.loadFailed"),
        empty: t("adminBilling.audit.empty"),
      }}
      columns={[
        {
          header: t("adminBilling.audit.when"),
          cell: (entry) => formatDateTime(entry.createdAt, language, true),
          className: "whitespace-nowrap",
          headClassName: "",
        },
        { header: t("adminBilling.audit.who"), cell: (entry) => entry.actorEmail },
        {
          header: t("adminBilling.audit.what"),
          cell: (entry) => t(`adminBilling.audit.actions.${entry.action}`),
          className: "whitespace-nowrap",
          headClassName: "",
        },
        {
          header: t("adminBilling.audit.subject"),
          cell: (entry) => entry.subjectId ?? "—",
          className: "font-mono text-xs",
          headClassName: "",
        },
        {
          header: t("adminBilling.audit.details"),
          cell: (entry) => auditDetailsText(entry.details, t),
          className: "max-w-md truncate text-xs text-muted-foreground",
          headClassName: "",
          title: (entry) => auditDetailsText(entry.details, t),
        },
      ]}
    />
  );
}
