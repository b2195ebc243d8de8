import yoctoSpinner from "yocto-spinner";

/** Exit codes of `rulesmith` (docs/product/api-and-cli.md). */
export const EXIT = {
  ok: 0,
  different: 1,
  usage: 2,
  unauthorized: 3,
  outOfTokens: 4,
  rateLimited: 5,
  offline: 6,
  refused: 7,
} as const;

/** A failure the user can act on: its text and the exit code it ends the command with. */
export class CliError extends Error {
  constructor(
    readonly exitCode: (typeof EXIT)[keyof typeof EXIT],
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "CliError";
  }
}

export interface Output {
  readonly json: boolean;
  /** Human text on stdout; nothing under `--json`. */
  say(text: string): void;
  /** The command's result under `--json`. */
  result(value: unknown): void;
  /** Runs `work` under a spinner on stderr (when it is a terminal and not `--json`). */
  wait<T>(text: string, work: Promise<T>): Promise<T>;
}

export function createOutput(json: boolean): Output {
  const interactive = !json && process.stderr.isTTY === true;
  return {
    json,
    say: (text) => {
      if (!json) process.stdout.write(`${text}\n`);
    },
    result: (value) => {
      if (json) process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
    },
    async wait(text, work) {
      if (!interactive) return work;
      const spinner = yoctoSpinner({ text, stream: process.stderr }).start();
      try {
        const value = await work;
        spinner.success();
        return value;
      } catch (error) {
        spinner.error();
        throw error;
      }
    },
  };
}
