import type { Auth } from "../auth/auth";
import type { PaymentProvider } from "../billing/provider";
import type { LlmRefiner } from "../generator/llm-refiner";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "./logger";
import type { Mailer } from "../mail/mailer";

export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  /** Defaults to the provider the configuration names (createPaymentProvider). */
  payments?: PaymentProvider;
}

/** Hono environment: every handler reaches its dependencies through `c.var.deps`. */
export interface AppEnv {
  Variables: {
    deps: AppDeps & { auth: Auth; refiner: LlmRefiner | undefined; payments: PaymentProvider };
  };
}
