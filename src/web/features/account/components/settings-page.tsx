import { FileJson, KeyRound, KeySquare, UserRound, UserX } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { limits } from "#contract/limits";
import type { SessionUser } from "#contract/session";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorText } from "@/lib/api-errors";
import { saveBlob } from "@/lib/download";
import { clearActiveFormSession, forgetWizardDraft } from "@/lib/form-session";
import { toast } from "@/lib/toast";
import { useChangePassword } from "../api/change-password";
import { useDeleteAccount, useForgetDeletedAccount } from "../api/delete-account";
import { useExportAccount } from "../api/export-account";
import { useUpdateProfile } from "../api/update-profile";
import { ApiKeysSection } from "./api-keys-section";

function Section({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="space-y-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}

function DisplayNameForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [name, setName] = useState(user.name);
  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { name },
      {
        onSuccess: () => toast.success(t("settings.nameSaved")),
        onError: (error) => toast.error(t("settings.failed"), { description: errorText(error, t) }),
      },
    );
  }
  return (
    <form onSubmit={submit} className="space-y-3">
      <FormField label={t("settings.displayName")}>
        {(field) => (
          <Input
            {...field}
            value={name}
            maxLength={limits.displayNameMax}
            placeholder={user.email.split("@")[0]}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={update.isPending}>
        {t("settings.saveName")}
      </Button>
    </form>
  );
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [confirm, setConfirm] = useState("");
  const [mismatch, setMismatch] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (newPassword !== confirm) return setMismatch(true);
    setMismatch(false);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t("settings.passwordChanged"));
          onChanged();
          setCurrent("");
          setNew("");
          setConfirm("");
        },
        onError: (error) => toast.error(t("settings.failed"), { description: errorText(error, t) }),
      },
    );
  }
  const field = (label: string, value: string, set: (v: string) => void, error?: string) => (
    <FormField label={label} error={error}>
      {(props) => (
        <Input
          {...props}
          type="password"
          required
          value={value}
          maxLength={limits.passwordMax}
          onChange={(event) => set(event.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <form onSubmit={submit} className="space-y-3">
      {field(t("settings.currentPassword"), currentPassword, setCurrent)}
      {field(t("settings.newPassword"), newPassword, setNew)}
      {field(
        t("settings.confirmPassword"),
        confirm,
        setConfirm,
        mismatch ? t("settings.mismatch") : undefined,
      )}
      <p className="text-sm text-muted-foreground">{t("settings.passwordHint")}</p>
      <Button type="submit" disabled={change.isPending}>
        {t("settings.changePassword")}
      </Button>
    </form>
  );
}

function ExportData() {
  const { t } = useTranslation();
  const exportAccount = useExportAccount();
  function run() {
    exportAccount.mutate(undefined, {
      onSuccess: ({ fileName, file }) => {
        saveBlob(fileName, file);
        toast.success(t("settings.exported"));
      },
      onError: (error) => toast.error(t("settings.failed"), { description: errorText(error, t) }),
    });
  }
  return (
    <>
      <p className="text-sm text-muted-foreground">{t("settings.exportText")}</p>
      <Button variant="outline" onClick={run} disabled={exportAccount.isPending}>
        <FileJson aria-hidden className="size-4" />
        {t("settings.export")}
      </Button>
    </>
  );
}

function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const forgetAccount = useForgetDeletedAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  // The deleted account is forgotten as this page unmounts: earlier, the page's guard could see
  // no user while the navigation to the landing is still pending and send us to /signin.
  const deleted = useRef(false);
  useEffect(() => {
    const marker = deleted;
    return () => {
      if (marker.current) forgetAccount();
    };
  }, [forgetAccount]);
  function submit(event: FormEvent) {
    event.preventDefault();
    remove.mutate(
      { password },
      {
        onSuccess: async () => {
          clearActiveFormSession();
          forgetWizardDraft();
          setOpen(false);
          deleted.current = true;
          await navigate("/", { replace: true });
          toast.success(t("settings.deleted"), { description: t("settings.deletedText") });
        },
        onError: (error) => toast.error(t("settings.failed"), { description: errorText(error, t) }),
      },
    );
  }
  return (
    <>
      <p className="text-sm text-muted-foreground">{t("settings.deleteText")}</p>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <UserX aria-hidden className="size-4" />
        {t("settings.delete")}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <DialogContent closeLabel={t("dashboard.close")} role="alertdialog">
          <DialogTitle>{t("settings.deleteTitle")}</DialogTitle>
          <DialogDescription>{t("settings.deleteConfirmText")}</DialogDescription>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <FormField label={t("settings.password")}>
              {(props) => (
                <Input
                  {...props}
                  type="password"
                  required
                  autoFocus
                  value={password}
                  maxLength={limits.passwordMax}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t("dashboard.cancel")}
              </Button>
              <Button type="submit" variant="destructive" disabled={remove.isPending || !password}>
                {t("settings.deleteForGood")}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** /user/settings: display name, password, API keys, export my data, delete my account. */
export function SettingsPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [passwordChanged, setPasswordChanged] = useState(false);
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{t("settings.title")}</h1>
        <p className="text-muted-foreground">{user.email}</p>
      </header>
      <Section
        icon={<UserRound aria-hidden className="size-5 text-brand" />}
        title={t("settings.profile")}
      >
        <DisplayNameForm user={user} />
      </Section>
      <Section
        icon={<KeyRound aria-hidden className="size-5 text-brand" />}
        title={t("settings.password")}
      >
        <PasswordForm onChanged={() => setPasswordChanged(true)} />
      </Section>
      <Section
        icon={<KeySquare aria-hidden className="size-5 text-brand" />}
        title={t("apiKeys.title")}
      >
        <ApiKeysSection user={user} passwordChanged={passwordChanged} />
      </Section>
      <Section
        icon={<FileJson aria-hidden className="size-5 text-brand" />}
        title={t("settings.exportTitle")}
      >
        <ExportData />
      </Section>
      <Section
        icon={<UserX aria-hidden className="size-5 text-alert" />}
        title={t("settings.deleteTitle")}
      >
        <DeleteAccount />
      </Section>
    </section>
  );
}
