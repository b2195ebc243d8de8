import type { Database } from "../db/client";
import type { SessionUser } from "./session.service";

/** A safety net only: revocations arrive as notifications long before this. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;
export const SESSION_REVOKED_CHANNEL = "session_revoked";

/**
 * Live sessions by token, so a signed-in request does not wait on a session query (decision 042).
 * Every deleted session row raises a `session_revoked` notification (migration 0003), which
 * evicts it here in every process; while that channel is not listening, nothing is cached.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; until: number }>();
  private listening = false;
  /** Bumped by every revocation, so a lookup that raced one is not cached. */
  private revocations = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Subscribes to revocations; until this resolves the cache stays empty. */
  async subscribe(database: Database) {
    await database.listen(SESSION_REVOKED_CHANNEL, {
      onMessage: (token) => this.evict(token),
      onListening: () => {
        this.entries.clear();
        this.listening = true;
      },
      onLost: () => {
        this.listening = false;
        this.entries.clear();
      },
    });
  }

  /** A cache subscribed to `database`'s revocations. */
  static async start(database: Database) {
    const cache = new SessionCache();
    await cache.subscribe(database);
    return cache;
  }

  get(token: string): SessionUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.user;
    this.entries.delete(token);
    return undefined;
  }

  /** Looks the token up with `find` on a miss and keeps the answer unless a revocation raced it. */
  async resolve(
    token: string,
    find: (token: string) => Promise<SessionUser | undefined>,
  ): Promise<SessionUser | undefined> {
    const cached = this.get(token);
    if (cached) return cached;
    const revocationsBefore = this.revocations;
    const user = await find(token);
    if (user && this.listening && this.revocations === revocationsBefore) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      const until = Math.min(this.now() + TTL_MS, user.expiresAt.getTime());
      this.entries.set(token, { user, until });
    }
    return user;
  }

  /**
   * Drops every cached session of a user whose account this process just changed: the trigger's
   * notification evicts them too, but on PostgreSQL only after the answer may have left.
   */
  evictUser(userId: string) {
    this.revocations += 1;
    for (const [token, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(token);
    }
  }

  evict(token: string) {
    this.revocations += 1;
    this.entries.delete(token);
  }
}
