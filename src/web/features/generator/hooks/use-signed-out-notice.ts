import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSession } from "@/lib/auth";
import { signedOutHere } from "@/lib/own-sign-out";
import { toast } from "@/lib/toast";

/**
 * While the wizard is open, a session that ends elsewhere (signed out in another tab, expired)
 * is said at once: Generate now makes a free preview, not a paid rule — never silently
 * (docs/product/generator.md "Generating").
 */
export function useSignedOutNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (isLoading) return;
    const was = previous.current;
    previous.current = user?.id ?? null;
    if (was === null || user !== null || signedOutHere()) return;
    toast.info(t("generation.signedOutElsewhere"), {
      description: t("generation.signedOutElsewhereText"),
      action: { label: t("result.signInAction"), onClick: () => void navigate("/signin") },
    });
  }, [user, isLoading, t, navigate]);
}
