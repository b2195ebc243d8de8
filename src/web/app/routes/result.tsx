import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useResult } from "@/features/results/api/get-result";
import { renderSaveDialog } from "../compose/generator";

const ResultView = lazy(() => import("@/features/generator/components/result-view"));

/** /user/results/:id: a kept generation, shown as the generator showed it. */
export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const stored = useResult(id);
  const spinner = <Spinner className="mx-auto block w-fit py-16" label={t("common.loading")} />;

  if (stored.isPending) return spinner;
  if (stored.isError) {
    return (
      <Card className="mx-auto max-w-lg space-y-4 text-center">
        <h1 className="text-xl font-semibold">{t("results.notFoundTitle")}</h1>
        <p className="text-muted-foreground">{t("results.notFoundText")}</p>
        <Button asChild>
          <Link to="/user/dashboard">{t("notFound.dashboard")}</Link>
        </Button>
      </Card>
    );
  }
  return (
    <Suspense fallback={spinner}>
      <ResultView
        result={{
          form: stored.data.form,
          response: { ...stored.data.result, tokensRemaining: null, resultId: stored.data.id },
        }}
        onCreateNew={() => void navigate("/")}
        renderSaveDialog={renderSaveDialog}
      />
    </Suspense>
  );
}
