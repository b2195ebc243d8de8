import { useId } from "react";
import { useTranslation } from "react-i18next";
import { aiTool } from "#contract/ai-tools";
import type { ToolView } from "#contract/generator";
import { Badge } from "@/components/ui/badge";
import { SizeMeter } from "@/components/ui/size-meter";

/**
 * Per chosen tool (decision 091): the files it loads and when (always, for matching paths, on
 * demand) and its always-on text against its own limit; code review's 4,000 characters where
 * Copilot is chosen, and the successor of a retired tool.
 */
export function ToolFiles({ tools, trimmed }: { tools: readonly ToolView[]; trimmed: boolean }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby={headingId} className="mt-4 text-sm">
      <h2 id={headingId} className="font-medium text-zinc-900">
        {t("result.tools.heading")}
      </h2>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {tools.map((tool) => (
          <li
            key={tool.id}
            aria-label={tool.name}
            className="rounded-lg border border-border bg-surface p-3"
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold text-zinc-900">
              {tool.name}
              {tool.successor && (
                <Badge tone="warning">
                  {t("result.tools.legacy", {
                    successor: aiTool(tool.successor).name,
                  })}
                </Badge>
              )}
            </p>
            <ul className="mt-2 space-y-0.5">
              {tool.files.map((file) => (
                <li key={file.path} className="flex flex-wrap items-baseline gap-x-2">
                  <code className="font-mono text-[13px] break-all">{file.path}</code>
                  <span className="text-xs text-muted-foreground">
                    {t(`result.tools.load.${file.load}`)}
                  </span>
                </li>
              ))}
            </ul>
            <SizeMeter
              className="mt-2"
              size={tool.size}
              limit={tool.limit}
              tool={tool.name}
              trimmed={trimmed}
            />
            {tool.reviewLimit && (
              <p className="mt-1 text-xs text-muted-foreground">
                {t("result.tools.review", {
                  limit: number.format(tool.reviewLimit.value),
                  unit: t(`result.units.${tool.reviewLimit.unit}`),
                })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
