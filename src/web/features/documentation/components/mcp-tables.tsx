import { useTranslation } from "react-i18next";
import mcpLocations from "../mcp-locations.json";
import mcpSuggestions from "../mcp-suggestions.json";
import { Code, DocRow, DocTable, RowHeading } from "./doc-table";

export type McpLocation = (typeof mcpLocations)[number];
export type McpSuggestion = (typeof mcpSuggestions)[number];

function Source({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} className="text-xs text-brand hover:underline" rel="noreferrer" target="_blank">
      {t("docs.mcp.vendorDocs")}
    </a>
  );
}

/**
 * Where each tool reads its MCP servers and how its file names a variable: `mcp-locations.json` is
 * written from the engine's MCP formats and a test keeps it so (docs/product/documentation.md).
 */
export function McpLocationsTable({ rows = mcpLocations }: { rows?: readonly McpLocation[] }) {
  const { t } = useTranslation();
  return (
    <DocTable
      testId="mcp-locations"
      caption={t("docs.mcp.locationsCaption")}
      columns={[t("docs.mcp.tool"), t("docs.mcp.file"), t("docs.mcp.variable")]}
    >
      {rows.map((row) => (
        <DocRow key={row.id}>
          <RowHeading>
            {row.name}
            <span className="block font-normal">
              <Source href={row.source} />
            </span>
          </RowHeading>
          <td className="py-2 pr-4">
            {row.file ? (
              <Code>{row.file}</Code>
            ) : (
              <>
                {t("docs.mcp.userLevel")} <Code>{row.userPath ?? ""}</Code>
              </>
            )}
          </td>
          <td className="py-2">
            {row.variable === null ? t("docs.mcp.noVariable") : <Code>{row.variable}</Code>}
            {row.variableByName && (
              <span className="block text-xs text-muted-foreground">{t("docs.mcp.byName")}</span>
            )}
          </td>
        </DocRow>
      ))}
    </DocTable>
  );
}

/**
 * The servers the wizard suggests, what calls for each and how it runs: `mcp-suggestions.json` is
 * written from the engine's catalogue of known servers (docs/product/mcp-servers.md).
 */
export function McpSuggestionsTable({
  rows = mcpSuggestions,
}: {
  rows?: readonly McpSuggestion[];
}) {
  const { t } = useTranslation();
  const when = ({ library, framework, from }: McpSuggestion["when"]) =>
    library
      ? t("docs.mcp.whenLibrary", { name: library })
      : from
        ? t("docs.mcp.whenFrameworkFrom", { name: framework, version: from })
        : t("docs.mcp.whenFramework", { name: framework });
  return (
    <DocTable
      testId="mcp-suggestions"
      caption={t("docs.mcp.suggestionsCaption")}
      columns={[t("docs.mcp.server"), t("docs.mcp.when"), t("docs.mcp.runs")]}
    >
      {rows.map((row) => (
        <DocRow key={row.name}>
          <RowHeading>
            <Code>{row.name}</Code>
            <span className="block font-normal">
              <Source href={row.source} />
            </span>
          </RowHeading>
          <td className="py-2 pr-4">{when(row.when)}</td>
          <td className="py-2">
            {t(row.runs.type === "http" ? "docs.mcp.remote" : "docs.mcp.command")}{" "}
            <Code>{row.runs.launch}</Code>
          </td>
        </DocRow>
      ))}
    </DocTable>
  );
}
