import { z } from "zod";

/**
 * What the header's status badge shows (docs/product/server-status.md): the engine always
 * answers; refinement by a language model is off (not configured), ready or unavailable; the
 * database is up or down. `state` sums them up for the badge.
 */
export const serviceStates = ["ready", "offline-engine", "degraded"] as const;
export const refinementStates = ["off", "ready", "unavailable"] as const;

export const statusResponseSchema = z.object({
  state: z.enum(serviceStates),
  engine: z.literal("ready"),
  refinement: z.enum(refinementStates),
  database: z.enum(["up", "down"]),
  checkedAt: z.string(),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;
export type ServiceState = (typeof serviceStates)[number];
export type RefinementState = (typeof refinementStates)[number];
