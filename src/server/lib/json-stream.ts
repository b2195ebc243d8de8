import type { Context, Input as Input_, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { z } from "zod";
import type { AppEnv } from "./app-env";

/** The fields of `T`, each array field either the array or an async source of its elements. */
export type StreamedFields<T> = {
  [K in keyof T]: T[K] extends readonly (infer Item)[] ? T[K] | AsyncIterable<Item> : T[K];
};

/** Text is handed on in pieces of at least this many characters (the last may be shorter). */
const PIECE_CHARS = 64 * 1024;

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}

/** `value` as `JSON.stringify(value, null, 2)` writes it, nested `depth` levels deep. */
function indented(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replaceAll("\n", `\n${"  ".repeat(depth)}`);
}

/**
 * An object's JSON text, as `JSON.stringify(object, null, 2)` writes it (people read their data
 * export), in pieces: plain fields at once, each async source as an array read one element at a
 * time, so the whole text is never in memory at once.
 */
export async function* jsonPieces<T>(fields: StreamedFields<T>): AsyncGenerator<string> {
  let text = "{";
  let separator = "\n  ";
  for (const [key, value] of Object.entries(fields)) {
    text += `${separator}${JSON.stringify(key)}: `;
    separator = ",\n  ";
    if (!isAsyncIterable(value)) {
      text += indented(value, 1);
      continue;
    }
    text += "[";
    let itemSeparator = "\n    ";
    for await (const item of value) {
      text += itemSeparator + indented(item, 2);
      itemSeparator = ",\n    ";
      if (text.length >= PIECE_CHARS) {
        yield text;
        text = "";
      }
    }
    text += itemSeparator === "\n    " ? "]" : "\n  ]";
  }
  yield `${text}${separator === "\n  " ? "}" : "\n}"}`;
}

/** The fields with each one (each element of a source) parsed with its part of `schema`. */
function checkedFields<T>(schema: z.ZodObject, fields: StreamedFields<T>): StreamedFields<T> {
  const checked = (key: string, value: unknown) => {
    const part = schema.shape[key];
    if (!part) throw new Error(`The schema has no field ${key}`);
    if (!isAsyncIterable(value)) return part.parse(value);
    if (!(part instanceof z.ZodArray)) throw new Error(`The schema's ${key} is no array`);
    return (async function* () {
      for await (const item of value) yield z.parse(part.element, item);
    })();
  };
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, checked(key, value)]),
  ) as StreamedFields<T>;
}

/**
 * A JSON answer too large to build in memory (a user's data export), written as its sources are
 * read, at the pace the client takes it; a client that goes away stops the reading. Typed by its
 * contract schema like `reply`, and like it, checked against the schema outside production (field
 * by field, element by element). Everything that can fail with an error answer must happen
 * before: once the status is sent, a failure can only break the answer off (@hono/node-server
 * then ends it with the error's message), so the client checks that it ends with the closing brace.
 */
export function streamJson<
  Env extends AppEnv,
  Path extends string,
  Input extends Input_,
  Schema extends z.ZodObject,
>(
  c: Context<Env, Path, Input>,
  schema: Schema,
  fields: StreamedFields<z.output<Schema>>,
  {
    onEnd,
    stallTimeoutMs,
  }: {
    /** Called once: when the answer is written to its end, breaks off, or the client goes away. */
    onEnd?: () => void;
    /** A client that takes nothing for this long is cut off (it may hold what `onEnd` frees). */
    stallTimeoutMs?: number;
  } = {},
) {
  const { config, logger } = c.var.deps;
  const pieces = jsonPieces(config.isProduction ? fields : checkedFields(schema, fields));
  const encoder = new TextEncoder();
  let stall: NodeJS.Timeout | undefined;
  let rearm = () => {};
  let ended = false;
  const end = () => {
    clearTimeout(stall);
    if (ended) return;
    ended = true;
    onEnd?.();
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (stallTimeoutMs === undefined) return;
      const arm = () => {
        clearTimeout(stall);
        stall = setTimeout(() => {
          controller.error(new Error("the client stopped reading"));
          end();
          pieces.return(undefined).catch(() => {});
        }, stallTimeoutMs);
        stall.unref();
      };
      rearm = arm;
      arm();
    },
    async pull(controller) {
      if (!ended) rearm();
      try {
        const piece = await pieces.next();
        if (piece.done) {
          controller.close();
          end();
        } else controller.enqueue(encoder.encode(piece.value));
      } catch (error) {
        logger.error({ err: error }, "a streamed answer broke off");
        controller.error(error);
        end();
      }
    },
    async cancel() {
      end();
      await pieces.return(undefined);
    },
  });
  c.header("Content-Type", "application/json; charset=UTF-8");
  // The body is the schema's JSON, as `c.json` would type it.
  return c.newResponse(body) as Response & TypedResponse<JSONParsed<z.output<Schema>>, 200, "json">;
}
