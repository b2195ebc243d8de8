import { FileCheck2, FolderTree, Gauge, Lightbulb } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSampleRule } from "../api/get-sample-rule";
import { sampleRuleFacts } from "../sample-rule-facts";
import { useLanguage } from "@/hooks/use-language";

function Reason({ icon, title, children }: { icon: ReactNode; title: string; children: string }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden className="mt-0.5 shrink-0 text-brand">
        {icon}
      </span>
      <span>
        <strong className="block font-semibold text-zinc-900">{title}</strong>
        <span className="text-muted-foreground">{children}</span>
      </span>
    </li>
  );
}

/**
 * A real, unmasked rule for a common stack and why it beats a hand-written one.
 * Default export: a lazy chunk, loaded when the section nears the viewport.
 */
export default function SampleRule() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: sample, isError } = useSampleRule(language);
  if (isError) return null;
  if (!sample) return <Skeleton className="h-96" />;

  const facts = sampleRuleFacts(sample);
  const number = new Intl.NumberFormat(language);
  const core = sample.files.find((file) => file.role === "core") ?? sample.files[0];
  return (
    <div className="grid gap-8 text-left lg:grid-cols-[2fr_3fr]">
      <div>
        <p className="text-sm text-muted-foreground">
          {t("landingSample.stack", {
            stack: sample.form.frameworks.join(", "),
            tool: sample.target.name,
          })}
        </p>
        <blockquote className="mt-2 border-l-2 border-indigo-200 pl-3 text-sm text-zinc-700 italic">
          {sample.form.projectDescription} {sample.form.additionalNotes}
        </blockquote>
        <ul className="mt-6 space-y-4 text-sm">
          <Reason icon={<FileCheck2 className="size-5" />} title={t("landingSample.exactFile")}>
            {t("landingSample.exactFileText", {
              path: core?.path ?? sample.fileName,
              tool: sample.target.name,
            })}
          </Reason>
          <Reason icon={<FolderTree className="size-5" />} title={t("landingSample.scoping")}>
            {t("landingSample.scopingText", { count: facts.scopedCount })}
          </Reason>
          <Reason icon={<Gauge className="size-5" />} title={t("landingSample.withinLimit")}>
            {t("landingSample.withinLimitText", {
              size: number.format(facts.largest),
              limit: number.format(sample.limit.value),
              unit: t(`result.units.${sample.limit.unit}`),
              tool: sample.target.name,
            })}
          </Reason>
          <Reason icon={<Lightbulb className="size-5" />} title={t("landingSample.projectFacts")}>
            {t("landingSample.projectFactsText")}
          </Reason>
        </ul>
      </div>
      <Tabs defaultValue={sample.files[0]?.path} className="min-w-0">
        <TabsList aria-label={t("landingSample.filesLabel")}>
          {sample.files.map((file) => (
            <TabsTrigger key={file.path} value={file.path} className="font-mono text-xs">
              {file.path.split("/").at(-1)}
            </TabsTrigger>
          ))}
        </TabsList>
        {sample.files.map((file) => (
          <TabsContent key={file.path} value={file.path} className="mt-3">
            <p className="font-mono text-xs break-all text-muted-foreground">{file.path}</p>
            <pre
              tabIndex={0}
              className="mt-2 max-h-[28rem] overflow-auto rounded-lg bg-zinc-900 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap text-zinc-100"
            >
              {file.content}
            </pre>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
