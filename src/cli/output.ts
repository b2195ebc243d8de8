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
  /** `check`: the files are the lock's version, and the saved rule has a newer one. */
  behind: 8,
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

/**
 * Escape sequences a terminal obeys (decision 119): CSI (`ESC [` or the 8-bit `\u009b`) with its
 * parameters, the string commands OSC, DCS, SOS, PM and APC up to their terminator (or the line's
 * end), and any other `ESC` with its intermediates and final character.
 */
const ESCAPE_SEQUENCES =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d-\u009f])[^\u0007\u001b\u009c\n]*(?:\u0007|\u001b\\|\u009c)?|\u001b[ -/]*[0-~]?/g;

/** C0 but tab and line feed, DEL, C1, and the bidirectional overrides and isolates. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Under `--json`: what JSON.stringify leaves raw but a terminal may obey. */
const RAW_IN_JSON = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text for the terminal: a server's names and messages and a file's lines lose every escape
 * sequence and control character but tab and line feed (docs/product/api-and-cli.md).
 */
export function printable(text: string): string {
  return text.replace(ESCAPE_SEQUENCES, "").replace(CONTROLS, "");
}

/** JSON for the terminal: the same values, with what a terminal could obey written as `\u` escapes. */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    RAW_IN_JSON,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export interface Output {
  readonly json: boolean;
  /** Human text on stdout, `printable`; nothing under `--json`. */
  say(text: string): void;
  /** The command's result under `--json` (`printableJson`). */
  result(value: unknown): void;
  /** Runs `work` under a spinner on stderr (when it is a terminal and not `--json`). */
  wait<T>(text: string, work: Promise<T>): Promise<T>;
}

export function createOutput(json: boolean): Output {
  const interactive = !json && process.stderr.isTTY === true;
  return {
    json,
    say: (text) => {
      if (!json) process.stdout.write(`${printable(text)}\n`);
    },
    result: (value) => {
      if (json) process.stdout.write(`${printableJson(value)}\n`);
    },
    async wait(text, work) {
      if (!interactive) return work;
      const spinner = yoctoSpinner({ text: printable(text), stream: process.stderr }).start();
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
