#!/usr/bin/env node
/**
 * `rulesmith`: keep a repository's AI rule files as the saved rule says (docs/product/api-and-cli.md).
 */
import { parseArgs } from "node:util";
import { languages, type Language } from "#contract/wizard";
import { createApi } from "./api";
import { check } from "./commands/check";
import { detect } from "./commands/detect";
import { doctor } from "./commands/doctor";
import { generate } from "./commands/generate";
import { login } from "./commands/login";
import { pull } from "./commands/pull";
import { resolveLogin } from "./config-store";
import { CliError, createOutput, EXIT, printable, printableJson } from "./output";

const USAGE = `Usage: rulesmith <command> [options]

  login [--key rs_…] [--url URL]       store an API key (Settings → API keys)
  detect [dir]                         show the project's facts (read locally)
  generate [dir] --tool <id>[,<id>…]   generate, save and write the project's rules (one token);
                                       with a rulesmith.lock: a new version of the saved rule,
                                       its choices kept, the project read again (--tool optional)
      [--name N] [--language en|de] [--description TEXT] [--framework A,B] [--keep-own-rules]
      [--skills]                       also skills and slash commands where the tools read them
      [--mcp]                          also the MCP servers the project's frameworks ship, in
                                       each tool's own file (docs: MCP servers)
      [--no-mcp]                       drop the MCP servers the saved rule has
  pull <saved rule> [--dir DIR]        write a saved rule's files (by id or name)
  check [--dir DIR]                    exit 1 when the files differ from the saved rule (for CI)
  doctor [dir]                         audit the rule files the repository has (read locally):
                                       exit 0 clean, 1 warnings, 2 errors

  --json    print one JSON object for scripts
Environment: RULESMITH_API_KEY, RULESMITH_URL
Exit codes: 0 ok, 1 check found differences, 2 usage, 3 key refused, 4 out of tokens,
            5 rate limited, 6 server unreachable, 7 refused otherwise,
            8 check: behind (a newer version is saved; nothing changed here)`;

function parseOptions(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
        key: { type: "string" },
        url: { type: "string" },
        tool: { type: "string" },
        name: { type: "string" },
        language: { type: "string", default: "en" },
        description: { type: "string" },
        framework: { type: "string" },
        "keep-own-rules": { type: "boolean", default: false },
        skills: { type: "boolean", default: false },
        mcp: { type: "boolean", default: false },
        "no-mcp": { type: "boolean", default: false },
        dir: { type: "string", default: "." },
      },
    });
  } catch (error) {
    throw new CliError(
      EXIT.usage,
      `${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`,
    );
  }
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseOptions(argv);
  const [command, argument] = positionals;
  const out = createOutput(values.json);
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return command || values.help ? EXIT.ok : EXIT.usage;
  }
  const api = async () => {
    const credentials = await resolveLogin();
    return { credentials, api: createApi(credentials) };
  };
  switch (command) {
    case "login":
      await login({ key: values.key, url: values.url }, out);
      return EXIT.ok;
    case "detect":
      await detect(argument ?? ".", out);
      return EXIT.ok;
    case "doctor":
      return doctor(argument ?? ".", out);
    case "generate": {
      if (values.mcp && values["no-mcp"])
        throw new CliError(EXIT.usage, "--mcp and --no-mcp exclude each other.");
      const tools = (values.tool ?? "")
        .split(",")
        .map((tool) => tool.trim())
        .filter(Boolean);
      if (!(languages as readonly string[]).includes(values.language)) {
        throw new CliError(EXIT.usage, `--language is one of ${languages.join(", ")}.`);
      }
      const { credentials, api: client } = await api();
      await generate(
        argument ?? ".",
        {
          tools,
          skills: values.skills,
          mcp: values.mcp,
          noMcp: values["no-mcp"],
          language: values.language as Language,
          keepOwnRules: values["keep-own-rules"],
          ...(values.name ? { name: values.name } : {}),
          ...(values.description ? { description: values.description } : {}),
          ...(values.framework
            ? { frameworks: values.framework.split(",").map((f) => f.trim()) }
            : {}),
        },
        client,
        credentials,
        out,
      );
      return EXIT.ok;
    }
    case "pull": {
      if (!argument)
        throw new CliError(EXIT.usage, "Name the saved rule: rulesmith pull <id or name>.");
      const { credentials, api: client } = await api();
      await pull(argument, values.dir, client, credentials, out);
      return EXIT.ok;
    }
    case "check": {
      // Without a key, the files are checked against rulesmith.lock alone.
      const client = await api().then(
        ({ api: a }) => a,
        (error: unknown) => {
          if (error instanceof CliError && error.exitCode === EXIT.unauthorized) return undefined;
          throw error;
        },
      );
      return check(values.dir, client, out);
    }
    default:
      throw new CliError(EXIT.usage, `Unknown command "${command}".\n\n${USAGE}`);
  }
}

// Output piped into a reader that stops early (`rulesmith check | head`): end quietly.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(process.exitCode ?? EXIT.ok);
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof CliError;
    const json = process.argv.includes("--json");
    const message = known
      ? error.message
      : `Unexpected error: ${error instanceof Error ? error.stack : String(error)}`;
    // A message may quote the server or a file: printable, as all output (decision 119).
    if (json && known) {
      process.stdout.write(
        `${printableJson({ error: { exitCode: error.exitCode, code: error.code, message } })}\n`,
      );
    } else process.stderr.write(`${printable(message)}\n`);
    process.exitCode = known ? error.exitCode : EXIT.refused;
  },
);
