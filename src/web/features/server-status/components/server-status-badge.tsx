import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Disclosure } from "@/components/ui/disclosure";
import {
  RAM_TOTAL_GB,
  levelFor,
  nextUpdateDelay,
  overallLevel,
  ramPercent,
  simulateServerStatus,
  type Level,
} from "../simulate-server-status";

const toneByLevel: Record<Level, BadgeTone> = { ok: "ok", warning: "warning", alert: "alert" };
const dotByLevel: Record<Level, string> = { ok: "bg-ok", warning: "bg-warning", alert: "bg-alert" };

let currentStatus = simulateServerStatus();
/**
 * A prerendered page shows the middle of every range; hydration starts from the same and then
 * moves on to the simulation (decision 048).
 */
const prerenderedStatus = simulateServerStatus(() => 0.5);

function subscribeToStatus(onChange: () => void) {
  let timer: ReturnType<typeof setTimeout>;
  const scheduleNext = () => {
    timer = setTimeout(() => {
      currentStatus = simulateServerStatus();
      onChange();
      scheduleNext();
    }, nextUpdateDelay());
  };
  scheduleNext();
  return () => clearTimeout(timer);
}

function useSimulatedStatus() {
  return useSyncExternalStore(
    subscribeToStatus,
    () => currentStatus,
    () => prerenderedStatus,
  );
}

export function ServerStatusBadge() {
  const { t } = useTranslation();
  const status = useSimulatedStatus();
  const level = overallLevel(status);
  const rows: { label: string; value: string; level: Level }[] = [
    { label: t("status.cpu"), value: `${status.cpuPercent}%`, level: levelFor(status.cpuPercent) },
    {
      label: t("status.ram"),
      value: t("status.ramValue", { used: status.ramGb, total: RAM_TOTAL_GB }),
      level: levelFor(ramPercent(status)),
    },
    {
      label: t("status.aiLoad"),
      value: `${status.aiLoadPercent}%`,
      level: levelFor(status.aiLoadPercent),
    },
    { label: t("status.users"), value: String(status.activeUsers), level: "ok" },
    { label: t("status.power"), value: `${status.powerWatts} W`, level: "ok" },
  ];

  return (
    <Disclosure
      label={t("status.title")}
      trigger={
        <Badge tone={toneByLevel[level]} data-testid="server-status" data-level={level}>
          <span aria-hidden className={`size-2 rounded-full ${dotByLevel[level]}`} />
          <span className="hidden sm:inline">{t(`status.ai.${status.aiStatus}`)}</span>
          <span className="hidden sm:inline">{status.cpuPercent}%</span>
        </Badge>
      }
    >
      <p className="mb-1 text-sm font-semibold">{t("status.title")}</p>
      <p className="mb-3 text-xs text-muted-foreground">{t("status.simulated")}</p>
      <dl className="grid grid-cols-2 gap-y-1 text-sm">
        <dt>{t("status.aiStatus")}</dt>
        <dd className="text-right">{t(`status.ai.${status.aiStatus}`)}</dd>
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt>{row.label}</dt>
            <dd className="flex items-center justify-end gap-1.5 text-right tabular-nums">
              <span aria-hidden className={`size-1.5 rounded-full ${dotByLevel[row.level]}`} />
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </Disclosure>
  );
}
