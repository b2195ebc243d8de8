/**
 * Writes the reference pages that code can say better than prose: `docs/configuration.md` from
 * the environment's declarations in `src/server/config.ts` (each variable's parse, default,
 * `description` and `unset`), and `docs/api.md` from the public API's OpenAPI document
 * (`src/server/public-api/openapi.ts`). `generate.test.ts` fails when a committed page differs
 * from what this writes. Run: `npm run docs:generate`.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";
import { z } from "zod";
import { envSchema } from "#server/config";
import { openApiDocument } from "#server/public-api/openapi";

export const CONFIGURATION_PAGE = "docs/configuration.md";
export const API_PAGE = "docs/api.md";
/** Where the generated pages wrap their prose; lists keep them narrower than the 120 allowed. */
const WIDTH = 100;
/** What the document's server URL is built from, as a reader should read it. */
const PUBLIC_URL = "<PUBLIC_URL>";

/** A Markdown line that a wrapped line must not start with, lest it become a list or heading. */
const BLOCK_START = /^([-+*>#|]|\d+[.)])$/;

/** Words of a text, a code span or a link's text never split, even where it holds a space. */
function words(text: string): string[] {
  const found: string[] = [];
  let word = "";
  let inCode = false;
  let inLink = false;
  for (const char of text) {
    if (char === "`") inCode = !inCode;
    else if (char === "[" && !inCode) inLink = true;
    else if (char === "]" && !inCode) inLink = false;
    if (char === " " && !inCode && !inLink) {
      if (word) found.push(word);
      word = "";
    } else word += char;
  }
  if (word) found.push(word);
  return found;
}

/** A paragraph or list item wrapped at WIDTH, continuation lines indented as the item's text. */
function wrap(text: string, first = "", rest = " ".repeat(first.length)): string {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of words(text)) {
    const fits = (line + " " + word).length <= WIDTH;
    if (empty || fits || BLOCK_START.test(word)) {
      line += (empty ? "" : " ") + word;
    } else {
      lines.push(line);
      line = rest + word;
    }
    empty = false;
  }
  lines.push(line);
  return lines.join("\n");
}

const sentence = (text: string) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? "" : "."}`;
const code = (value: unknown) => `\`${String(value)}\``;
const number = (value: number) => value.toLocaleString("en-US");

/** What one variable's schema says beside its description: default, values, bounds. */
interface VariableFacts {
  hasDefault: boolean;
  defaultValue?: unknown;
  values?: readonly string[];
  min?: number;
  max?: number;
  integer?: boolean;
  minLength?: number;
  format?: string;
}

function collectFacts(schema: z.ZodType, facts: VariableFacts = { hasDefault: false }) {
  if (schema instanceof z.ZodDefault) {
    facts.hasDefault = true;
    facts.defaultValue = schema.def.defaultValue;
    collectFacts(schema.def.innerType as z.ZodType, facts);
  } else if (schema instanceof z.ZodOptional) {
    collectFacts(schema.def.innerType as z.ZodType, facts);
  } else if (schema instanceof z.ZodPipe) {
    collectFacts(schema.def.in as z.ZodType, facts);
    collectFacts(schema.def.out as z.ZodType, facts);
  } else if (schema instanceof z.ZodEnum) {
    facts.values = schema.options.map(String);
  } else if (schema instanceof z.ZodNumber) {
    facts.min = schema.minValue ?? undefined;
    facts.max = schema.maxValue ?? undefined;
    facts.integer = schema.isInt;
  } else if (schema instanceof z.ZodStringFormat) {
    facts.format = schema.format ?? undefined;
  } else if (schema instanceof z.ZodString) {
    facts.minLength = schema.minLength ?? undefined;
  }
  return facts;
}

const FORMATS: Readonly<Record<string, string>> = { email: "An e-mail address.", url: "A URL." };

function describeVariable(name: string, schema: z.ZodType): string {
  const meta = z.globalRegistry.get(schema) ?? {};
  if (!meta.description) throw new Error(`${name} has no description in src/server/config.ts`);
  const facts = collectFacts(schema);
  const parts = [sentence(meta.description)];
  if (facts.hasDefault) {
    parts.push(
      facts.defaultValue === "" ? "Default: empty." : `Default: ${code(facts.defaultValue)}.`,
    );
  } else if (typeof meta.unset === "string") {
    parts.push(`Unset: ${meta.unset}.`);
  } else {
    parts.push("Unset by default.");
  }
  if (facts.values) parts.push(`One of ${facts.values.map(code).join(", ")}.`);
  if (facts.min !== undefined && facts.max !== undefined) {
    const kind = facts.integer ? "A whole number" : "A number";
    parts.push(`${kind} from ${number(facts.min)} to ${number(facts.max)}.`);
  }
  if (facts.format && FORMATS[facts.format]) parts.push(FORMATS[facts.format]!);
  if (facts.minLength) parts.push(`At least ${facts.minLength} characters.`);
  return wrap(parts.join(" "), `- **${code(name)}**: `, "  ");
}

const GENERATED = (source: string) =>
  [
    "<!--",
    wrap(`Written by \`npm run docs:generate\` from ${source}: edit that, not this page.`),
    "-->",
  ].join("\n");

export function configurationMarkdown(): string {
  const variables = Object.entries(envSchema.shape).map(([name, schema]) =>
    describeVariable(name, schema as z.ZodType),
  );
  return [
    "# Configuration",
    GENERATED("the declarations in `src/server/config.ts`"),
    wrap(
      "Environment variables, parsed once in `src/server/config.ts`, the only reader of " +
        "`process.env`; a bad value stops the server with the variable's name. Every variable is " +
        "optional in development; `.env.example` lists them all, to copy to `.env`. In " +
        "production `BETTER_AUTH_SECRET` is required, and `npm start` provides one (see " +
        "[scripts](scripts.md)).",
    ),
    variables.join("\n"),
    "",
  ].join("\n\n");
}

interface OpenApiOperation {
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<string, { description: string }>;
}

const METHODS = ["get", "put", "post", "patch", "delete"] as const;

function describeScheme(scheme: { type: string; scheme?: string } | undefined): string {
  if (scheme?.type === "http" && scheme.scheme === "bearer") {
    return "an API key as `Authorization: Bearer rs_…`";
  }
  return `the ${scheme?.type ?? "unknown"} scheme`;
}

export function apiMarkdown(): string {
  const document = openApiDocument(PUBLIC_URL);
  const schemes = document.components.securitySchemes as Record<
    string,
    { type: string; scheme?: string }
  >;
  const errors = new Map<number, string>();
  const sections: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation) continue;
      const security = operation.security ?? document.security;
      const auth = security
        .flatMap((requirement) => Object.keys(requirement))
        .map((name) => describeScheme(schemes[name]))
        .join(" or ");
      const lines = [
        wrap(
          `Auth: ${auth}. ${operation.description ?? "Any valid key, whatever its scopes."}`,
          "- ",
        ),
      ];
      const parameters = (where: string, label: string) => {
        const found = operation.parameters.filter((parameter) => parameter.in === where);
        if (found.length === 0) return;
        const list = found.map(
          (parameter) => `${code(parameter.name)}${parameter.required ? "" : " (optional)"}`,
        );
        lines.push(wrap(`${label}: ${list.join(", ")}.`, "- "));
      };
      parameters("path", "Path parameters");
      parameters("query", "Query parameters");
      if (operation.requestBody) lines.push("- Body: JSON.");
      const statuses = Object.entries(operation.responses).map(([status, response]) => ({
        status: Number(status),
        description: response.description,
      }));
      const failures = statuses.filter(({ status }) => status >= 400);
      for (const { status, description } of failures) errors.set(status, description);
      const success = statuses.filter(({ status }) => status < 400).map(({ status }) => status);
      const failed = failures.map(({ status }) => status).sort((a, b) => a - b);
      lines.push(wrap(`Success: ${success.join(", ")}. Errors: ${failed.join(", ")}.`, "- "));
      sections.push(
        [
          `### \`${method.toUpperCase()} ${path}\``,
          sentence(operation.summary),
          lines.join("\n"),
        ].join("\n\n"),
      );
    }
  }
  const errorList = [...errors]
    .sort(([a], [b]) => a - b)
    .map(([status, description]) => wrap(sentence(description), `- **${status}**: `, "  "));
  const server = document.servers[0]?.url ?? "";
  return [
    `# ${document.info.title}`,
    GENERATED("the OpenAPI document, `openApiDocument()` in `src/server/public-api/openapi.ts`"),
    wrap(sentence(document.info.description)),
    wrap(
      `Base URL: ${code(server)}. The document itself, OpenAPI ${document.openapi}, is ` +
        "`GET /api/v1/openapi.json` and needs no key. Every answer is JSON; every error has the " +
        "shape of the web app's errors ([web API](web-api.md#errors)). What keys may do and the " +
        "`rulesmith` command built on this API: [API and CLI](product/api-and-cli.md) and " +
        "[the CLI](cli.md).",
    ),
    "## Operations",
    ...sections,
    "## Error statuses",
    wrap("Every operation may answer 400, 401 and 429; the others are listed with it."),
    errorList.join("\n"),
    "",
  ].join("\n\n");
}

/** Formatted as `npm run lint`'s Prettier check wants it, so the two never disagree. */
export async function formatted(markdown: string, file: string): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(markdown, { ...options, filepath: file });
}

export async function generatedPages(): Promise<Record<string, string>> {
  return {
    [CONFIGURATION_PAGE]: await formatted(configurationMarkdown(), CONFIGURATION_PAGE),
    [API_PAGE]: await formatted(apiMarkdown(), API_PAGE),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const [file, text] of Object.entries(await generatedPages())) {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
