import { useTranslation } from "react-i18next";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useAudit } from "../api/get-audit";
import { auditDetailsText } from "../audit-details";
import { formatDateTime } from "../display";
import {
  EmptyState,
  ListStates,
  LoadMoreButton,
  RefreshButton,
  useLoadErrorToast,
} from "./list-states";
import { PanelHeader } from "./panel-header";

/** Audit log: every admin change to money or tokens, newest first, 50 a page. */
export function AuditLogPanel() {
  const { t, i18n } = useTranslation();
  const audit = useAudit();
  useLoadErrorToast(audit.error, t("adminBilling.audit.loadFailed"));
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section className="space-y-4">
      <PanelHeader
        title={t("adminBilling.audit.title")}
        description={t("adminBilling.audit.description")}
      >
        <RefreshButton query={audit} label={t("adminBilling.refresh")} />
      </PanelHeader>
      <ListStates
        query={audit}
        loading={t("adminBilling.audit.loading")}
        failedTitle={t("adminBilling.audit.loadFailed")}
        isEmpty={() => entries.length === 0}
        empty={<EmptyState text={t("adminBilling.audit.empty")} />}
      >
        {() => (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("adminBilling.audit.when")}</TableHead>
                  <TableHead>{t("adminBilling.audit.who")}</TableHead>
                  <TableHead>{t("adminBilling.audit.what")}</TableHead>
                  <TableHead>{t("adminBilling.audit.subject")}</TableHead>
                  <TableHead>{t("adminBilling.audit.details")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">
                      {formatDateTime(entry.createdAt, i18n.language, true)}
                    </TableCell>
                    <TableCell>{entry.actorEmail}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {t(`adminBilling.audit.actions.${entry.action}`)}
                    </TableCell>
                    <TableCell className="font-mono text-xs">{entry.subjectId ?? "—"}</TableCell>
                    <TableCell
                      className="max-w-md truncate text-xs text-muted-foreground"
                      title={auditDetailsText(entry.details, t)}
                    >
                      {auditDetailsText(entry.details, t)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <LoadMoreButton query={audit} />
          </>
        )}
      </ListStates>
    </section>
  );
}
