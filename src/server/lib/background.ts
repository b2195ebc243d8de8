import type { Logger } from "./logger";

export interface Background {
  /** Runs `task` after the current request has answered; failures are logged, never thrown. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished (shutdown, tests). */
  settled(): Promise<void>;
}

/** Work a response must not wait for, so its timing reveals nothing (e.g. whether a mail went out). */
export function createBackground(logger: Logger): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const job = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => logger.error({ err, task: name }, "background task failed"))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
