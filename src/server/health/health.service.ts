import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { AppError } from "../lib/errors";

export async function checkHealth(db: Db): Promise<{ status: "ok" }> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    throw new AppError("SERVICE_UNAVAILABLE", "The database is not reachable.");
  }
  return { status: "ok" };
}
