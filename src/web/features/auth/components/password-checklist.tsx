import { Check, Circle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { passwordChecklist } from "../password-rules";

/** Live checklist under a new-password field: at least 8 characters, a number, a letter. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation();
  return (
    <ul
      id={id}
      aria-label={t("auth.resetPage.checklist")}
      className="grid gap-1 text-sm"
      data-testid="password-checklist"
    >
      {passwordChecklist(password).map((item) => (
        <li
          key={item.id}
          data-met={item.met}
          className={cn(
            "flex items-center gap-2",
            item.met ? "text-green-700" : "text-muted-foreground",
          )}
        >
          {item.met ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Circle aria-hidden className="size-4" />
          )}
          <span>{t(item.labelKey)}</span>
          <span className="sr-only">({t(item.met ? "auth.checks.met" : "auth.checks.unmet")})</span>
        </li>
      ))}
    </ul>
  );
}
