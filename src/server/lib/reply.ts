import type { Context, Input as Input_, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import type { z } from "zod";
import type { AppEnv } from "./app-env";
import type { JsonText } from "./json-text";

/**
 * A JSON answer typed by its contract schema. Outside production the body is also parsed with
 * the schema, so a route that drifts from the contract fails its tests; production skips the
 * parse (the types already hold it to the schema).
 */
export function reply<
  Env extends AppEnv,
  Path extends string,
  Input extends Input_,
  Schema extends z.ZodType,
  Status extends ContentfulStatusCode = 200,
>(c: Context<Env, Path, Input>, schema: Schema, body: z.output<Schema>, status?: Status) {
  const checked: z.output<Schema> = c.var.deps.config.isProduction ? body : schema.parse(body);
  return c.json(checked, status);
}

/** `reply` for an answer serialized already (`JsonText`): sent as it is, checked alike. */
export function replyJsonText<
  Env extends AppEnv,
  Path extends string,
  Input extends Input_,
  Schema extends z.ZodType,
>(c: Context<Env, Path, Input>, schema: Schema, text: JsonText<z.output<Schema>>) {
  if (!c.var.deps.config.isProduction) schema.parse(JSON.parse(text));
  c.header("Content-Type", "application/json");
  // The body is the schema's JSON, as `c.json` would type it.
  return c.newResponse(text) as Response & TypedResponse<JSONParsed<z.output<Schema>>, 200, "json">;
}
