import { Plus, X } from "lucide-react";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  rulePackIds,
  type ChosenPack,
  type PackInput,
  type PackQuestion,
  type RulePackId,
} from "#contract/wizard-packs";
import { choosePacks, detectPacks, packQuestions } from "#engine/browser/packs/detect";
import type { WizardForm } from "#contract/wizard";
import { NativeSelect } from "@/components/ui/native-select";
import type { WizardAction } from "../wizard-state";

/** What the engine reads the packs from: the same text and import facts (engine/context.ts). */
function packInput(form: WizardForm): PackInput {
  return {
    text: `${form.projectDescription}\n${form.additionalNotes}`,
    libraries: form.project?.libraries.map((library) => library.name) ?? [],
    tooling: form.project?.tooling.map((tool) => tool.name) ?? [],
    imported: form.project != null,
  };
}

function ReasonText({ pack }: { pack: ChosenPack }) {
  const { t } = useTranslation();
  const { reason } = pack;
  if (reason.kind === "wrote") {
    const phrases = reason.phrases
      .map((phrase) => t("wizard.packs.reason.quoted", { phrase }))
      .join(", ");
    return <>{t("wizard.packs.reason.wrote", { phrases })}</>;
  }
  if (reason.kind === "uses") return <>{t("wizard.packs.reason.uses", { name: reason.name })}</>;
  return <>{t("wizard.packs.reason.added")}</>;
}

/** Packs the words hint at without deciding them: asked, never added on a guess. */
function PackQuestions({
  questions,
  name,
  onAdd,
  onDecline,
}: {
  questions: readonly PackQuestion[];
  name: (id: RulePackId) => string;
  onAdd: (id: RulePackId) => void;
  onDecline: (id: RulePackId) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="space-y-2">
      <p id={headingId} className="text-sm font-medium">
        {t("wizard.packs.ask.heading")}
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby={headingId}>
        {questions.map((question) => {
          const phrase = t("wizard.packs.reason.quoted", { phrase: question.phrase });
          return (
            <li
              key={question.id}
              className="inline-flex max-w-full items-center gap-2 rounded-full border border-dashed border-slate-300 py-1 pr-1 pl-3 text-sm"
            >
              <span className="min-w-0">
                <span className="font-medium">{name(question.id)}?</span>{" "}
                <span className="text-xs text-muted-foreground">
                  {question.why === "one-cue"
                    ? t("wizard.packs.ask.oneCue", { phrase })
                    : t("wizard.packs.ask.notInProject", { phrase })}
                </span>
              </span>
              <button
                type="button"
                onClick={() => onAdd(question.id)}
                aria-label={t("wizard.packs.ask.yesLabel", { name: name(question.id) })}
                className="cursor-pointer rounded-full px-2 py-0.5 text-xs font-medium text-indigo-700 hover:bg-indigo-50"
              >
                {t("wizard.packs.ask.yes")}
              </button>
              <button
                type="button"
                onClick={() => onDecline(question.id)}
                aria-label={t("wizard.packs.ask.noLabel", { name: name(question.id) })}
                className="cursor-pointer rounded-full px-2 py-0.5 text-xs text-muted-foreground hover:bg-slate-100"
              >
                {t("wizard.packs.ask.no")}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * "Rules we'll add for your project" on step 2: the rule packs the description, the notes and an
 * import call for, each with why, removable, and any other pack to add. The choice is
 * saved with the form as what the user removed from and added to the automatic one.
 */
export function RulePackChips({
  form,
  dispatch,
}: {
  form: WizardForm;
  dispatch: (action: WizardAction) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const selectId = useId();
  const input = useMemo(
    () => packInput(form),
    // Only what the packs are read from; the rest of the form changes nothing here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form.projectDescription, form.additionalNotes, form.project],
  );
  const detected = useMemo(() => new Set(detectPacks(input).map((pack) => pack.id)), [input]);
  const chosen = useMemo(() => choosePacks(input, form.packs), [input, form.packs]);
  const chosenIds = new Set(chosen.map((pack) => pack.id));
  const answered = new Set(typeof form.packs === "object" ? form.packs.removed : []);
  const questions = useMemo(() => packQuestions(input), [input]).filter(
    (question) => !chosenIds.has(question.id) && !answered.has(question.id),
  );
  const addable = rulePackIds.filter((id) => !chosenIds.has(id));
  const name = (id: RulePackId) => t(`wizard.packs.names.${id}`);
  const set = (id: RulePackId, included: boolean) =>
    dispatch({ type: "setPack", id, included, detected: detected.has(id) });
  // "No" is stored like a removal, so the question stays answered while the words stay.
  const decline = (id: RulePackId) =>
    dispatch({ type: "setPack", id, included: false, detected: true });

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-sm font-medium">
          {t("wizard.packs.heading")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("wizard.packs.intro")}</p>
      </div>
      {chosen.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("wizard.packs.none")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t("wizard.packs.heading")}>
          {chosen.map((pack) => (
            <li
              key={pack.id}
              className="inline-flex max-w-full items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900"
            >
              <span className="min-w-0">
                <span className="font-medium">{name(pack.id)}</span>{" "}
                <span className="text-xs text-indigo-800/80">
                  <ReasonText pack={pack} />
                </span>
              </span>
              <button
                type="button"
                onClick={() => set(pack.id, false)}
                aria-label={t("wizard.packs.remove", { name: name(pack.id) })}
                className="inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-indigo-100"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {questions.length > 0 && (
        <PackQuestions
          questions={questions}
          name={name}
          onAdd={(id) => set(id, true)}
          onDecline={decline}
        />
      )}
      {addable.length > 0 && (
        <div className="flex max-w-sm items-center gap-2">
          <Plus aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <label htmlFor={selectId} className="sr-only">
            {t("wizard.packs.addLabel")}
          </label>
          <NativeSelect
            id={selectId}
            value=""
            onChange={(event) => {
              const id = event.target.value as RulePackId;
              if (id) set(id, true);
            }}
          >
            <option value="">{t("wizard.packs.addLabel")}</option>
            {addable.map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </section>
  );
}
