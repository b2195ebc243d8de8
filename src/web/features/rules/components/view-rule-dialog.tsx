import { CirclePlus, Pencil } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { limits } from "#contract/limits";
import { measure } from "#engine/browser/measure";
import type { SavedRule } from "#contract/rules";
import { McpSetupPanel } from "@/components/mcp-setup";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Markdown } from "@/components/ui/markdown";
import { SizeMeter } from "@/components/ui/size-meter";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "@/lib/api-errors";
import { displayMarkdown, savedRulePath } from "@/lib/rule-files";
import { toast } from "@/lib/toast";
import { useUpdateRule } from "../api/update-rule";
import { ProjectOrigin } from "./project-origin";
import { RuleVersions } from "./rule-versions";
import { SavedRuleFiles } from "./saved-rule-files";

function RuleEditor({ rule, onDone }: { rule: SavedRule; onDone: (updated?: SavedRule) => void }) {
  const { t } = useTranslation();
  const update = useUpdateRule();
  const [name, setName] = useState(rule.name);
  const [content, setContent] = useState(rule.rule?.content ?? "");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      toast.error(t("save.nameRequiredTitle"), { description: t("save.nameRequiredText") });
      return;
    }
    // An unchanged text is not sent: it would be kept as a version that changes nothing.
    const changed = content && content !== rule.rule?.content;
    update.mutate(
      { id: rule.id, name, ...(changed ? { content } : {}) },
      {
        onSuccess: (updated) => {
          toast.success(t("savedRules.updated"));
          onDone(updated);
        },
        onError: (error) =>
          toast.error(t("savedRules.updateFailed"), { description: errorText(error, t) }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="mt-4 space-y-4">
      <FormField label={t("save.nameLabel")}>
        {(field) => (
          <Input
            {...field}
            value={name}
            maxLength={limits.ruleNameMax}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t("savedRules.contentLabel")}
        hint={
          rule.rule ? (
            // Measured like the engine measures, against the target tool's own limit.
            <SizeMeter
              className="text-sm"
              size={measure(content, rule.rule.limit.unit)}
              limit={rule.rule.limit}
              tool={rule.form.aiModel}
            />
          ) : (
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {t("savedRules.size", { count: content.length })}
            </p>
          )
        }
      >
        {(field) => (
          <Textarea
            {...field}
            value={content}
            maxLength={limits.ruleContentMax}
            className="min-h-80 font-mono"
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => onDone()}>
          {t("save.cancel")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t("save.saving") : t("save.save")}
        </Button>
      </div>
    </form>
  );
}

/**
 * View Rule (docs/product/rules.md): a large dialog with the full rule; edit and rename it there.
 */
export function ViewRuleDialog({ rule, onClose }: { rule: SavedRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [shown, setShown] = useState<SavedRule | null>(null);
  const current = shown?.id === rule?.id ? shown : rule;

  function close() {
    setEditing(false);
    setShown(null);
    onClose();
  }

  return (
    <Dialog open={rule !== null} onOpenChange={(open) => !open && close()}>
      {current && (
        <DialogContent closeLabel={t("save.close")} className="max-w-4xl">
          <DialogTitle className="pr-8 break-words">{current.name}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <span>{t("savedRules.createdOn", { date: new Date(current.createdAt) })}</span>
            <Badge tone="brand">{current.form.aiModel}</Badge>
            {current.rule && (
              <Badge>{t("ruleVersions.version", { version: current.rule.version })}</Badge>
            )}
            <ProjectOrigin rule={current} />
          </DialogDescription>
          {editing ? (
            <RuleEditor
              rule={current}
              onDone={(updated) => {
                if (updated) setShown(updated);
                setEditing(false);
              }}
            />
          ) : (
            <>
              <div className="mt-4 max-h-[60dvh] overflow-y-auto rounded-md border border-border p-4">
                {current.rule?.content ? (
                  // The file as it is: its frontmatter as code, not a big heading
                  // (docs/product/rules.md).
                  <Markdown className="prose-sm">
                    {displayMarkdown(
                      current.rule.content,
                      savedRulePath(current).endsWith(".json") ? "json" : "markdown",
                    )}
                  </Markdown>
                ) : (
                  <div className="py-8 text-center">
                    <p className="font-semibold">{t("savedRules.noContentTitle")}</p>
                    <p className="text-sm text-muted-foreground">{t("savedRules.noContentText")}</p>
                  </div>
                )}
              </div>
              <SavedRuleFiles rule={current} />
              {current.rule?.mcp && (
                // The same variables and user-level snippets the result page showed.
                <McpSetupPanel setup={current.rule.mcp} files={current.rule.files} />
              )}
              <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden className="size-4" />
                  {t("savedRules.edit")}
                </Button>
                <Button
                  onClick={() => {
                    close();
                    void navigate("/");
                  }}
                >
                  <CirclePlus aria-hidden className="size-4" />
                  {t("savedRules.newRule")}
                </Button>
              </div>
              {current.rule && <RuleVersions id={current.id} current={current.rule.version} />}
            </>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
