/** One event-loop turn: timers, I/O and other requests' work run before the caller goes on. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every element of a list read in keyset pages, one page at a time, with an event-loop turn
 * between pages: a long read (a data export) lets other requests' queries and answers in after
 * each page instead of holding the process — on PGlite, whose queries run on the event loop's
 * thread, a page's query blocks everything else while it runs.
 *
 * `restShare` paces the reader: after each page it rests that many times as long as the page
 * took (reading it and handing its items on), so it uses at most 1 / (1 + restShare) of the
 * process's time, and leaves the rest — and the garbage collector's pauses of its making —
 * spread thin between other requests (decision 082).
 */
export async function* everyPage<T>(
  read: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>,
  { restShare = 0 }: { restShare?: number } = {},
): AsyncGenerator<T> {
  let cursor: string | null = null;
  do {
    const started = performance.now();
    const page: { items: T[]; nextCursor: string | null } = await read(cursor ?? undefined);
    yield* page.items;
    cursor = page.nextCursor;
    if (!cursor) break;
    const rest = (performance.now() - started) * restShare;
    if (rest >= 1) await new Promise<void>((resolve) => setTimeout(resolve, rest));
    else await yieldToOthers();
  } while (cursor);
}

/**
 * The data export's turns (decision 082): one export at a time in this process, the others
 * waiting in the order they came, at most one waiting per account, so an account that exports in
 * a loop waits behind everybody who asked meanwhile instead of turning them away (decision 122).
 * `acquire` answers a release function, or undefined when the account already waits, the queue
 * is full, the wait ran out or the request went away.
 */
export function createTurns({ maxWaiting = 20, waitMs = 30_000 } = {}) {
  let holder: string | undefined;
  const waiting: { owner: string; start: (release: () => void) => void }[] = [];

  const releaseFor = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holder = undefined;
      const next = waiting.shift();
      next?.start(take(next.owner));
    };
  };
  const take = (owner: string) => {
    holder = owner;
    return releaseFor();
  };

  return {
    get held() {
      return holder !== undefined;
    },
    get waiting() {
      return waiting.length;
    },
    acquire(owner: string, signal?: AbortSignal): Promise<(() => void) | undefined> {
      if (holder === undefined) return Promise.resolve(take(owner));
      if (waiting.length >= maxWaiting || waiting.some((turn) => turn.owner === owner)) {
        return Promise.resolve(undefined);
      }
      return new Promise((resolve) => {
        const leave = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", leave);
          const index = waiting.indexOf(turn);
          if (index >= 0) waiting.splice(index, 1);
          resolve(undefined);
        };
        const turn = {
          owner,
          start: (release: () => void) => {
            clearTimeout(timer);
            signal?.removeEventListener("abort", leave);
            resolve(release);
          },
        };
        const timer = setTimeout(leave, waitMs);
        signal?.addEventListener("abort", leave, { once: true });
        waiting.push(turn);
      });
    },
  };
}
export type Turns = ReturnType<typeof createTurns>;
