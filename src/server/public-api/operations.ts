import type { Context, Handler } from "hono";
import type { z } from "zod";
import type { ApiKeyScope } from "#contract/api-keys";
import { generateRequestSchema, generateResponseSchema } from "#contract/generator";
import {
  listRulesQuerySchema,
  listRulesResponseSchema,
  regenerateRuleRequestSchema,
  regenerateRuleResponseSchema,
  ruleIdParamSchema,
  saveRuleRequestSchema,
  savedRuleSchema,
} from "#contract/rules";
import { tokenBalanceResponseSchema } from "#contract/tokens";
import type { KeyEnv } from "../api-keys/api-key.middleware";
import { generateForUser } from "../generator/generator.service";
import { AppError } from "../lib/errors";
import type { JsonText } from "../lib/json-text";
import { reply, replyJsonText } from "../lib/reply";
import { getRule, listRules, regenerateRule, saveRule } from "../rules/rules.service";
import { getBalanceStatus } from "../tokens/tokens.service";

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What the route's validators let through, as `c.req.valid` holds it. */
type Validated<Params, Query, Body> = {
  out: { param: Output<Params>; query: Output<Query>; json: Output<Body> };
};

/** An answer of the response schema: its value, or its JSON text serialized already. */
type Answer<Response extends z.ZodType> = z.output<Response> | JsonText<z.output<Response>>;

/** What an operation declares: the route, the OpenAPI entry and the handler, in one. */
interface OperationDeclaration<
  Params extends z.ZodObject | undefined,
  Query extends z.ZodObject | undefined,
  Body extends z.ZodType | undefined,
  Response extends z.ZodType,
> {
  readonly method: "get" | "post";
  /** OpenAPI's form: `/rules/{id}`. */
  readonly path: string;
  readonly summary: string;
  /** The key's scope it needs; null: any valid key. */
  readonly scope: ApiKeyScope | null;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  readonly response: { readonly status: 200 | 201; readonly schema: Response };
  /** Error statuses beside 400, 401 and 429, which every operation may answer. */
  readonly errors: readonly number[];
  readonly handle: (
    c: Context<KeyEnv>,
    input: { params: Output<Params>; query: Output<Query>; body: Output<Body> },
  ) => Promise<Answer<Response>>;
}

/** One operation of the public API, its schemas the contract's own. */
export interface Operation extends Omit<
  OperationDeclaration<
    z.ZodObject | undefined,
    z.ZodObject | undefined,
    z.ZodType | undefined,
    z.ZodType
  >,
  "handle"
> {
  /** The route's last handler, after the scope and the validators: the declared answer. */
  readonly handler: Handler<KeyEnv>;
}

/** Every response schema here is a JSON object's, so a string is an answer serialized already. */
const isJsonText = <T>(answer: T | JsonText<T>): answer is JsonText<T> =>
  typeof answer === "string";

export function defineOperation<
  Params extends z.ZodObject | undefined = undefined,
  Query extends z.ZodObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(declaration: OperationDeclaration<Params, Query, Body, Response>): Operation {
  const { handle, ...described } = declaration;
  const { status, schema } = declaration.response;
  return {
    ...described,
    handler: async (c: Context<KeyEnv, string, Validated<Params, Query, Body>>) => {
      const answer = await handle(c, {
        params: c.req.valid("param"),
        query: c.req.valid("query"),
        body: c.req.valid("json"),
      });
      if (!isJsonText(answer)) return reply(c, schema, answer, status);
      c.status(status);
      return replyJsonText(c, schema, answer);
    },
  };
}

/** Spending needs a confirmed address, with a key as in the browser (decision 024). */
function confirmedUser(c: Context<KeyEnv>) {
  if (!c.var.user.emailVerified) {
    throw new AppError("EMAIL_NOT_VERIFIED", "Confirm your e-mail address before generating.");
  }
  return c.var.user;
}

/**
 * The public API (docs/product/api-and-cli.md): the web API's own services and answers, reached
 * with an API key instead of a session. Each declaration is at once the route (its scope, its
 * validators, its answer) and its entry in the OpenAPI document.
 */
export const operations: readonly Operation[] = [
  defineOperation({
    method: "get",
    path: "/rules",
    summary: "Your saved rules, newest first, a page at a time",
    scope: "rules:read",
    query: listRulesQuerySchema,
    response: { status: 200, schema: listRulesResponseSchema },
    errors: [403],
    handle: (c, { query }) => listRules(c.var.deps.db, c.var.user.id, query),
  }),
  defineOperation({
    method: "get",
    path: "/rules/{id}",
    summary: "One saved rule with its files and version",
    scope: "rules:read",
    params: ruleIdParamSchema,
    response: { status: 200, schema: savedRuleSchema },
    errors: [403, 404],
    handle: (c, { params }) => getRule(c.var.deps.db, c.var.user.id, params.id),
  }),
  defineOperation({
    method: "post",
    path: "/generate",
    summary: "Generate a rule from a wizard form: one token, the same answer as the web",
    scope: "generate",
    body: generateRequestSchema,
    response: { status: 200, schema: generateResponseSchema },
    errors: [402, 403],
    handle: (c, { body }) => generateForUser(c.var.deps, confirmedUser(c).id, body),
  }),
  defineOperation({
    method: "post",
    path: "/rules",
    summary: "Save a generated rule under a name (its first version)",
    scope: "generate",
    body: saveRuleRequestSchema,
    response: { status: 201, schema: savedRuleSchema },
    errors: [403, 409],
    handle: async (c, { body }) => {
      const { db } = c.var.deps;
      const { id } = await saveRule(db, confirmedUser(c).id, body);
      return getRule(db, c.var.user.id, id);
    },
  }),
  defineOperation({
    method: "post",
    path: "/rules/{id}/regenerate",
    summary:
      "Regenerate a saved rule, from its configuration or a new one: one token, a new version",
    scope: "generate",
    params: ruleIdParamSchema,
    body: regenerateRuleRequestSchema,
    response: { status: 200, schema: regenerateRuleResponseSchema },
    errors: [402, 403, 404, 409],
    handle: (c, { params, body }) =>
      regenerateRule(c.var.deps, confirmedUser(c).id, params.id, body),
  }),
  defineOperation({
    method: "get",
    path: "/balance",
    summary: "Your token balance",
    scope: null,
    response: { status: 200, schema: tokenBalanceResponseSchema },
    errors: [],
    handle: (c) =>
      getBalanceStatus(c.var.deps.db, c.var.user.id, c.var.deps.config.signupBonusTokens),
  }),
];
