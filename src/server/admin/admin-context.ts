import type { PaymentProvider } from "../billing/provider";
import type { Db } from "../db/client";
import type { Logger } from "../lib/logger";

/** What every admin billing service gets: the database, the provider and the acting admin. */
export interface AdminContext {
  db: Db;
  payments: PaymentProvider;
  logger: Logger;
  actor: { id: string; email: string };
}
