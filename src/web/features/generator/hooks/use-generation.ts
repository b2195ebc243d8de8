import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { GenerateResponse } from "#contract/generator";
import { GENERATION_COST } from "#contract/tokens";
import type { WizardForm } from "#contract/wizard";
import type { Language } from "#contract/wizard-options";
import { useSession } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { useGenerateRule } from "../api/generate-rule";
import { keepWizardForm } from "@/lib/kept-wizard-form";
import { RESULT_PARAM, WIZARD_STEP_PARAM } from "#contract/wizard-address";
import { paths } from "@/lib/paths";
import { purchasePathFrom } from "@/lib/purchase-return";
import { tellOtherTabs } from "@/lib/cross-tab";
import { tokenBalanceQueryKey, tokenBalanceQueryOptions } from "@/lib/token-balance";
import { describeGenerationError } from "../generation-errors";
import { LAST_STEP } from "../wizard-state";

export interface GenerationResult {
  response: GenerateResponse;
  /** The form the rule was generated from; saving stores it with the rule. */
  form: WizardForm;
}

/**
 * Generates a rule from the wizard's form: signed-in visitors with no tokens are stopped before
 * the request; errors and the spent token are announced as toasts (docs/product/generator.md).
 */
export function useGeneration() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const mutation = useGenerateRule();
  const [checkingBalance, setCheckingBalance] = useState(false);
  // From the answer until its page shows: the spinner stays instead of the wizard coming back
  // while the result's address and code load (no wait without a progress state).
  const [revealing, setRevealing] = useState(false);
  const [result, setResult] = useState<GenerationResult | null>(null);

  const buyTokensAction = {
    label: t("generation.buyTokens"),
    // The success page then leads back to this form.
    onClick: () =>
      navigate(purchasePathFrom(paths.purchaseTokens, location.pathname + location.search)),
  };

  async function hasTokens(): Promise<boolean> {
    setCheckingBalance(true);
    try {
      const { tokensRemaining } = await queryClient.fetchQuery({
        ...tokenBalanceQueryOptions,
        staleTime: 0,
        retry: false,
      });
      return tokensRemaining >= GENERATION_COST;
    } catch {
      // The balance could not be read: let the server decide (it answers 402 without tokens).
      return true;
    } finally {
      setCheckingBalance(false);
    }
  }

  function showError(error: unknown) {
    const { title, description, buyTokens } = describeGenerationError(error, t);
    toast.error(title, { description, ...(buyTokens ? { action: buyTokensAction } : {}) });
  }

  async function generate(form: WizardForm) {
    if (user && !(await hasTokens())) {
      toast.error(t("generation.noTokensTitle"), {
        description: t("generation.noTokensText"),
        action: buyTokensAction,
      });
      return;
    }
    try {
      const response = await mutation.mutateAsync({
        form,
        language: i18n.language as Language,
      });
      setResult({ response, form });
      if (response.preview) keepWizardForm(form);
      if (!response.preview && response.tokensRemaining !== null) {
        queryClient.setQueryData(tokenBalanceQueryKey, {
          tokensRemaining: response.tokensRemaining,
          welcomeGrantUnspent: false,
        });
        tellOtherTabs("balance");
        toast.success(t("generation.tokenUsedTitle"), {
          description: t("generation.tokenUsedText"),
        });
      }
      // A kept result has its own address: reload, Back and later visits show it again.
      setRevealing(true);
      if (response.resultId) await navigate(paths.result(response.resultId));
      else await navigate({ search: `?${WIZARD_STEP_PARAM}=${LAST_STEP + 1}&${RESULT_PARAM}=1` });
    } catch (error) {
      showError(error);
    } finally {
      setRevealing(false);
    }
  }

  return {
    generate,
    generating: checkingBalance || mutation.isPending || revealing,
    result,
    clear: () => {
      setResult(null);
      mutation.reset();
    },
  };
}
