/** The header's server status is simulated locally, never fetched (spec §4, §9). */

export const aiStatuses = ["online", "busy", "maintenance"] as const;
export type AiStatus = (typeof aiStatuses)[number];
export type Level = "ok" | "warning" | "alert";

export interface ServerStatus {
  cpuPercent: number;
  ramGb: number;
  activeUsers: number;
  powerWatts: number;
  aiLoadPercent: number;
  aiStatus: AiStatus;
}

export const RAM_TOTAL_GB = 32;
export const ranges = {
  cpuPercent: [15, 95],
  ramGb: [8, 28],
  activeUsers: [180, 320],
  powerWatts: [750, 950],
  aiLoadPercent: [10, 85],
} as const satisfies Record<string, readonly [number, number]>;
export const UPDATE_MIN_MS = 2000;
export const UPDATE_MAX_MS = 3000;

type Random = () => number;

const between = (random: Random, [min, max]: readonly [number, number]) =>
  Math.round(min + random() * (max - min));

export function simulateServerStatus(random: Random = Math.random): ServerStatus {
  const roll = random();
  return {
    cpuPercent: between(random, ranges.cpuPercent),
    ramGb: between(random, ranges.ramGb),
    activeUsers: between(random, ranges.activeUsers),
    powerWatts: between(random, ranges.powerWatts),
    aiLoadPercent: between(random, ranges.aiLoadPercent),
    // Mostly online; busy now and then; maintenance rarely.
    aiStatus: roll < 0.75 ? "online" : roll < 0.95 ? "busy" : "maintenance",
  };
}

/** Next update in 2 to 3 s. */
export function nextUpdateDelay(random: Random = Math.random): number {
  return between(random, [UPDATE_MIN_MS, UPDATE_MAX_MS]);
}

/** Colour thresholds for a percentage: above 60 warning, above 80 alert. */
export function levelFor(percent: number): Level {
  if (percent > 80) return "alert";
  if (percent > 60) return "warning";
  return "ok";
}

export function ramPercent(status: ServerStatus): number {
  return Math.round((status.ramGb / RAM_TOTAL_GB) * 100);
}

/** The badge's overall level: the worst of CPU, RAM and AI load, and never ok during maintenance. */
export function overallLevel(status: ServerStatus): Level {
  const levels = [status.cpuPercent, ramPercent(status), status.aiLoadPercent].map(levelFor);
  if (levels.includes("alert")) return "alert";
  if (levels.includes("warning") || status.aiStatus !== "online") return "warning";
  return "ok";
}
