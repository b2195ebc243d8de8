import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { badgeClassName } from "@/components/ui/badge";
import { Disclosure } from "@/components/ui/disclosure";
import { useStatus } from "../api/get-status";
import { badgeStateOf, dotByState, toneByState, type BadgeState } from "../badge-state";

/**
 * The badge's classes and texts in a state: what it renders, and what a prerendered page's start
 * script shows before the app runs (scripts/build/prerender.ts, decision 134).
 */
export function badgeLook(state: BadgeState, t: TFunction) {
  return {
    className: badgeClassName(toneByState[state], "whitespace-nowrap px-2"),
    dot: `size-2 shrink-0 rounded-full ${dotByState[state]}`,
    short: t(`status.short.${state}`),
    label: t(`status.label.${state}`),
  };
}

/** Every state the badge can show. */
export const badgeStates = Object.keys(toneByState) as BadgeState[];

/**
 * The header's status badge: the real state from GET /api/status (docs/product/server-status.md)
 * — the engine, the language model that refines its drafts, the database. The short label fits
 * a 375 px header; the panel says what each part means.
 */
export function ServerStatusBadge() {
  const { t } = useTranslation();
  const query = useStatus();
  const state = badgeStateOf(query);
  const look = badgeLook(state, t);
  const status = query.data;
  const rows = status
    ? [
        { label: t("status.engine"), value: t("status.engineReady") },
        { label: t("status.refinement"), value: t(`status.refinementState.${status.refinement}`) },
        { label: t("status.database"), value: t(`status.databaseState.${status.database}`) },
      ]
    : [];

  return (
    <Disclosure
      label={t("status.title")}
      trigger={
        <span className={look.className} data-testid="server-status" data-state={state}>
          <span aria-hidden className={look.dot} />
          <span className="sm:hidden">{look.short}</span>
          <span className="hidden sm:inline">{look.label}</span>
        </span>
      }
    >
      <p className="mb-1 text-sm font-semibold">{t("status.title")}</p>
      <p className="mb-3 text-xs text-muted-foreground" data-testid="server-status-summary">
        {t(`status.summary.${state}`)}
      </p>
      {rows.length > 0 && (
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt>{row.label}</dt>
              <dd className="text-right">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Disclosure>
  );
}
