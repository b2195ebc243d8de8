import { useTranslation } from "react-i18next";
import toolLocations from "../tool-locations.json";
import { useLanguage } from "@/hooks/use-language";
import { Code, DocRow, DocTable, RowHeading } from "./doc-table";

export type ToolLocation = (typeof toolLocations)[number];

/**
 * Where each tool reads its rules, one row per engine target: `tool-locations.json` is written
 * from the engine's target profiles and a test keeps it so (docs/product/documentation.md).
 */
export function ToolLocationsTable({ rows = toolLocations }: { rows?: readonly ToolLocation[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = new Intl.NumberFormat(language === "de" ? "de-DE" : "en-US");
  return (
    <DocTable
      testId="tool-locations"
      caption={t("docs.tools.caption")}
      columns={[t("docs.tools.tool"), t("docs.tools.where"), t("docs.tools.limit")]}
    >
      {rows.map((row) => (
        <DocRow key={row.id}>
          <RowHeading>
            {row.name}
            {row.successor && (
              <span className="block text-xs font-normal text-muted-foreground">
                {t("docs.tools.legacy", { successor: row.successor })}
              </span>
            )}
          </RowHeading>
          <td className="space-y-1 py-2 pr-4">
            {row.file ? (
              <>
                <span className="block">
                  <Code>{row.file}</Code>
                </span>
                {row.scoped && (
                  <span className="block">
                    {t("docs.tools.perFramework")} <Code>{row.scoped}</Code>
                  </span>
                )}
                {row.config && (
                  <span className="block">
                    {t("docs.tools.loadedBy")} <Code>{row.config}</Code>
                  </span>
                )}
              </>
            ) : (
              row.destination[language]
            )}
          </td>
          <td className="py-2">
            {t(`docs.tools.units.${row.limit.unit}`, {
              count: row.limit.value,
              value: number.format(row.limit.value),
            })}{" "}
            <a
              href={row.source}
              className="block text-xs text-brand hover:underline"
              rel="noreferrer"
              target="_blank"
            >
              {row.limitDocumented ? t("docs.tools.documented") : t("docs.tools.assumed")}
            </a>
          </td>
        </DocRow>
      ))}
    </DocTable>
  );
}
