import { count } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";

export async function createProfile(db: Db, userId: string, name: string) {
  await db
    .insert(profiles)
    .values({ id: userId, displayName: name.trim() || null })
    .onConflictDoNothing();
}

export async function countProfiles(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles);
  return row?.n ?? 0;
}
