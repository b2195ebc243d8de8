import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { limits } from "#contract/limits";
import type { SaveRuleRequest } from "#contract/rules";
import type { WizardForm } from "#contract/wizard";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorText } from "@/lib/api-errors";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useSaveRule } from "../api/save-rule";

/** The View Rules toast follows a successful save after 2 s (docs/product/rules.md "Saving"). */
export const VIEW_RULES_TOAST_DELAY_MS = 2000;

/** Names and saves the generated rule with its form (docs/product/rules.md "Saving"). */
export default function SaveRuleDialog({
  open,
  onOpenChange,
  form,
  rule,
  suggestedName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: WizardForm | null;
  rule: SaveRuleRequest["rule"];
  suggestedName: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saveRule = useSaveRule();
  // Pre-filled with the rule's title, selected so typing replaces it.
  const initialName = suggestedName.slice(0, limits.ruleNameMax);
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string>();
  const toastTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(toastTimer.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t("save.nameRequiredText"));
      toast.error(t("save.nameRequiredTitle"), { description: t("save.nameRequiredText") });
      return;
    }
    if (!form) {
      toast.error(t("save.failedTitle"), { description: t("save.missingForm") });
      return;
    }
    try {
      await saveRule.mutateAsync({ name: trimmed, form, rule });
    } catch (error) {
      toast.error(t("save.failedTitle"), {
        description: errorText(error, t, t("save.failedText")),
      });
      return;
    }
    onOpenChange(false);
    setName(initialName);
    setNameError(undefined);
    clearTimeout(toastTimer.current);
    toastTimer.current = setTimeout(() => {
      toast.success(t("save.savedTitle"), {
        description: t("save.savedText", { name: trimmed }),
        action: { label: t("save.viewRules"), onClick: () => navigate(paths.savedRules) },
      });
    }, VIEW_RULES_TOAST_DELAY_MS);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !saveRule.isPending && onOpenChange(next)}>
      <DialogContent closeLabel={t("save.close")}>
        <DialogTitle>{t("save.title")}</DialogTitle>
        <DialogDescription>{t("save.description")}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-5">
          <FormField label={t("save.nameLabel")} error={nameError}>
            {(field) => (
              <Input
                {...field}
                autoFocus
                value={name}
                maxLength={limits.ruleNameMax}
                placeholder={suggestedName}
                onFocus={(event) => event.currentTarget.select()}
                onChange={(event) => {
                  setName(event.target.value);
                  if (nameError && event.target.value.trim()) setNameError(undefined);
                }}
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={saveRule.isPending}
            >
              {t("save.cancel")}
            </Button>
            <Button type="submit" disabled={saveRule.isPending}>
              {saveRule.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
              {saveRule.isPending ? t("save.saving") : t("save.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
