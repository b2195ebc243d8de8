import type { TFunction } from "i18next";
import type { AuditEntry } from "#contract/admin-billing";

/**
 * An audit entry's details (field names and values as stored, decision 073) in the reader's
 * language: each known field by its catalogue label, yes/no for flags, nested values in
 * parentheses; an unknown field keeps its name (decision 092).
 */
export function auditDetailsText(details: AuditEntry["details"], t: TFunction): string {
  const value = (v: unknown): string => {
    if (v === null || v === undefined) return "—";
    if (typeof v === "boolean") return t(v ? "adminBilling.audit.yes" : "adminBilling.audit.no");
    if (Array.isArray(v)) return v.map(value).join(", ");
    if (typeof v === "object") return `(${fields(v as Record<string, unknown>)})`;
    return String(v);
  };
  const fields = (record: Record<string, unknown>) =>
    Object.entries(record)
      .map(
        ([key, v]) =>
          `${t(`adminBilling.audit.fields.${key}`, { defaultValue: key })}: ${value(v)}`,
      )
      .join(", ");
  return fields(details);
}
