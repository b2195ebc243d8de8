import { Hono } from "hono";
import type { z } from "zod";
import { requireApiKey, requireScope, type KeyEnv } from "../api-keys/api-key.middleware";
import { validate } from "../lib/validate";
import { openApiDocument } from "./openapi";
import { operations, type Operation } from "./operations";

/** A request part an operation validates, and the schema it is validated with. */
export type OperationValidator =
  | { readonly target: "param" | "query"; readonly schema: z.ZodObject }
  | { readonly target: "json"; readonly schema: z.ZodType };

/** The validators of an operation's route, in the order they run. */
export function validatorsOf(operation: Operation): OperationValidator[] {
  const found: OperationValidator[] = [];
  if (operation.params) found.push({ target: "param", schema: operation.params });
  if (operation.query) found.push({ target: "query", schema: operation.query });
  if (operation.body) found.push({ target: "json", schema: operation.body });
  return found;
}

/** Hono's form of an OpenAPI path: `/rules/{id}` is `/rules/:id`. */
export const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/**
 * The public API (docs/product/api-and-cli.md), routed from its operations' declarations.
 * `/openapi.json` describes it and needs no key.
 */
export const publicApiRoutes = new Hono<KeyEnv>()
  .get("/openapi.json", (c) => c.json(openApiDocument(c.var.deps.config.publicUrl)))
  .use(requireApiKey);

// One handler a call, as Hono registers a chain's: the key's scope, the validators, the answer.
for (const operation of operations) {
  const method = operation.method.toUpperCase();
  const path = routePath(operation.path);
  if (operation.scope) publicApiRoutes.on(method, path, requireScope(operation.scope));
  for (const { target, schema } of validatorsOf(operation)) {
    publicApiRoutes.on(method, path, validate(target, schema));
  }
  publicApiRoutes.on(method, path, operation.handler);
}
