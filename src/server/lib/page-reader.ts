/** One event-loop turn: timers, I/O and other requests' work run before the caller goes on. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every element of a list read in keyset pages, one page at a time, with an event-loop turn
 * between pages: a long read (a data export) lets other requests' queries and answers in after
 * each page instead of holding the process — on PGlite, whose queries run on the event loop's
 * thread, a page's query blocks everything else while it runs (issue 24).
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
 * At most one holder at a time in this process, for work that must not run twice at once (the
 * data export, issue 24). `tryAcquire` answers a release function, or undefined while held.
 */
export function createExclusive() {
  let held = false;
  return {
    get held() {
      return held;
    },
    tryAcquire(): (() => void) | undefined {
      if (held) return undefined;
      held = true;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held = false;
      };
    },
  };
}
export type Exclusive = ReturnType<typeof createExclusive>;
