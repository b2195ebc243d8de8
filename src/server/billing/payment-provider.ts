import type { Config } from "../config";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider";
import { createTestProvider, type TestPaymentProvider } from "./test-provider";

/** Stripe when a secret key is configured, else the built-in test mode. */
export function createPaymentProvider(config: Config): PaymentProvider {
  return config.stripe
    ? createStripeProvider({
        secretKey: config.stripe.secretKey,
        webhookSecret: config.stripe.webhookSecret,
      })
    : createTestProvider(config.publicUrl);
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.testMode && "pay" in provider;
}
