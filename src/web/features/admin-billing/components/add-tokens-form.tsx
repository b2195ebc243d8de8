import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { AdminUser } from "#contract/admin-billing";
import { limits } from "#contract/limits";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { LoadingButton } from "@/components/ui/loading-button";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { errorText } from "@/lib/api-errors";
import { toast } from "@/lib/toast";
import { useAddTokens } from "../api/add-tokens";
import { parseAddTokens } from "#contract/admin-billing-forms";

/**
 * 'Add Tokens to User': a user from the list and a Token Amount, default
 * `limits.adminTokenGrantDefault` (docs/product/admin.md).
 */
export function AddTokensForm({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation();
  const add = useAddTokens();
  const [chosenId, setUserId] = useState("");
  // A search that no longer lists the chosen user unselects it: never credit someone unseen.
  const userId = users.some((user) => user.id === chosenId) ? chosenId : "";
  const [amount, setAmount] = useState(String(limits.adminTokenGrantDefault));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tokens = parseAddTokens(userId, amount);
    if (tokens === undefined) {
      toast.error(t("adminBilling.tokens.invalidTitle"), {
        description: t("adminBilling.tokens.invalidText"),
      });
      return;
    }
    try {
      await add.mutateAsync({ userId, amount: tokens });
    } catch (error) {
      toast.error(t("adminBilling.tokens.addFailed"), {
        description: t("adminBilling.tokens.addFailedText", {
          message: errorText(error, t, t("adminBilling.unknownError")),
        }),
      });
      return;
    }
    toast.success(t("adminBilling.tokens.added"), {
      description: t("adminBilling.tokens.addedText", { count: tokens }),
    });
    setAmount(String(limits.adminTokenGrantDefault));
  };

  return (
    <Card>
      <h3 className="text-lg font-semibold">{t("adminBilling.tokens.addTitle")}</h3>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
      >
        <FormField label={t("adminBilling.tokens.user")}>
          {(field) => (
            <NativeSelect
              {...field}
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
            >
              <option value="">{t("adminBilling.tokens.selectUser")}</option>
              {users.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.displayName ? `${user.email} (${user.displayName})` : user.email}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <TextField
          label={t("adminBilling.tokens.amount")}
          type="number"
          min={limits.adminTokenGrantMin}
          max={limits.adminTokenGrantMax}
          step={1}
          inputMode="numeric"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <LoadingButton
          type="submit"
          loading={add.isPending}
          loadingText={t("adminBilling.tokens.adding")}
        >
          {t("adminBilling.tokens.add")}
        </LoadingButton>
      </form>
    </Card>
  );
}
