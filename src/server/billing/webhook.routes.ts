import { Hono } from "hono";
import { webhookResponseSchema } from "#contract/billing";
import type { AppEnv } from "../lib/app-env";
import { reply } from "../lib/reply";
import { handleProviderEvent } from "./fulfilment.service";

/**
 * Stripe's notifications. The body is read raw: the signature covers the exact bytes, so it is
 * verified before anything is parsed; a forged or missing signature is a 400 and changes nothing.
 */
export const webhookRoutes = new Hono<AppEnv>().post("/stripe", async (c) => {
  const { deps } = c.var;
  const event = await deps.payments.verifyWebhook(
    await c.req.text(),
    c.req.header("stripe-signature"),
  );
  const { duplicate } = await handleProviderEvent(deps, event);
  return reply(c, webhookResponseSchema, { received: true, duplicate });
});
