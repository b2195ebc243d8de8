import { createInterface, type Interface } from "node:readline/promises";
import { apiKeyPattern } from "#contract/api-keys";
import { tokenBalanceResponseSchema } from "#contract/tokens";
import { createApi } from "../api";
import { configPath, saveLogin } from "../config-store";
import { CliError, EXIT, printable, type Output } from "../output";

/** The server this copy was built for (`PUBLIC_URL` at build time), set by esbuild's `define`. */
declare const RULESMITH_BUILD_URL: string | undefined;
export const BUILT_URL: string | undefined =
  typeof RULESMITH_BUILD_URL === "string" && RULESMITH_BUILD_URL !== ""
    ? RULESMITH_BUILD_URL
    : undefined;

/**
 * The server `login` offers when `--url` names none (decision 127): `RULESMITH_URL`, which every
 * other command also obeys, else the server this copy was installed from.
 */
export function defaultServerUrl(
  env: NodeJS.ProcessEnv = process.env,
  built: string | undefined = BUILT_URL,
): string | undefined {
  return env.RULESMITH_URL || built || undefined;
}

/** `https://` when no scheme is given; only http(s); the origin and path, no trailing slash. */
export function normalizeServerUrl(input: string): string {
  const text = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new CliError(
      EXIT.usage,
      `"${text}" is not a server address (https://rulesmith.example).`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new CliError(
      EXIT.usage,
      `The server address starts with https:// (not ${url.protocol}//).`,
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

const LOCAL_HOSTS = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

/** A warning when the key would travel unencrypted: plain http:// to a host other than this one. */
export function insecureUrlWarning(url: string): string | undefined {
  const { protocol, hostname } = new URL(url);
  if (protocol !== "http:" || LOCAL_HOSTS.test(hostname)) return undefined;
  return `Warning: ${url} is plain http://, so the API key travels unencrypted; use https:// unless this network is yours alone.`;
}

/** `rulesmith login [--key …] [--url …]`: checks the key against the server, then stores it. */
export async function login(options: { key?: string; url?: string }, out: Output) {
  let prompt: Interface | undefined;
  const ask = async (question: string) => {
    prompt ??= createInterface({ input: process.stdin, output: process.stderr });
    return (await prompt.question(question)).trim();
  };
  try {
    let url = options.url;
    if (!url) {
      const fallback = defaultServerUrl();
      if (process.stdin.isTTY) {
        url = (await ask(`Rulesmith server${fallback ? ` [${fallback}]` : ""}: `)) || fallback;
      } else url = fallback;
      if (!url) {
        throw new CliError(
          EXIT.usage,
          "Name the server: rulesmith login --url https://rulesmith.example (or set RULESMITH_URL).",
        );
      }
    }
    url = normalizeServerUrl(url);
    const warning = insecureUrlWarning(url);
    if (warning) process.stderr.write(`${printable(warning)}\n`);

    let key = options.key ?? process.env.RULESMITH_API_KEY;
    if (!key) {
      if (!process.stdin.isTTY)
        throw new CliError(EXIT.usage, "Pass the key with --key, or run login in a terminal.");
      key = await ask("API key (Settings → API keys): ");
    }
    if (!apiKeyPattern.test(key)) {
      throw new CliError(
        EXIT.usage,
        "That is not a Rulesmith API key: it starts with rs_ and has 46 characters.",
      );
    }
    prompt?.close();
    prompt = undefined;
    const balance = await out.wait(
      `Checking the key with ${url}`,
      createApi({ key, url }).get("/balance", tokenBalanceResponseSchema),
    );
    await saveLogin({ key, url });
    out.result({ url, tokensRemaining: balance.tokensRemaining, config: configPath() });
    out.say(
      `Logged in to ${url} (${balance.tokensRemaining} tokens). The key is stored in ${configPath()}.`,
    );
  } finally {
    prompt?.close();
  }
}
