import { useTranslation } from "react-i18next";
import toolLocations from "../tool-locations.json";
import { useLanguage } from "@/hooks/use-language";

export type ToolLocation = (typeof toolLocations)[number];

function Code({ children }: { children: string }) {
  return <code className="rounded bg-zinc-100 px-1 py-0.5 text-sm break-all">{children}</code>;
}

/**
 * Where each tool reads its rules, one row per engine target: `tool-locations.json` is written
 * from the engine's target profiles and a test keeps it so (docs/product/documentation.md).
 */
export function ToolLocationsTable({ rows = toolLocations }: { rows?: readonly ToolLocation[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = new Intl.NumberFormat(language === "de" ? "de-DE" : "en-US");
  return (
    <div className="my-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" data-testid="tool-locations">
        <caption className="sr-only">{t("docs.tools.caption")}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t("docs.tools.tool")}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t("docs.tools.where")}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t("docs.tools.limit")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border align-top">
              <th scope="row" className="py-2 pr-4 font-medium">
                {row.name}
                {row.successor && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {t("docs.tools.legacy", { successor: row.successor })}
                  </span>
                )}
              </th>
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
