import { createInterface } from "node:readline/promises";
import { apiKeyPattern } from "#contract/api-keys";
import { tokenBalanceResponseSchema } from "#contract/tokens";
import { createApi } from "../api";
import { configPath, DEFAULT_URL, saveLogin } from "../config-store";
import { CliError, EXIT, type Output } from "../output";

/** `rulesmith login [--key …] [--url …]`: checks the key against the server, then stores it. */
export async function login(options: { key?: string; url?: string }, out: Output) {
  let key = options.key ?? process.env.RULESMITH_API_KEY;
  if (!key) {
    if (!process.stdin.isTTY)
      throw new CliError(EXIT.usage, "Pass the key with --key, or run login in a terminal.");
    const prompt = createInterface({ input: process.stdin, output: process.stderr });
    key = (await prompt.question("API key (Settings → API keys): ")).trim();
    prompt.close();
  }
  if (!apiKeyPattern.test(key)) {
    throw new CliError(
      EXIT.usage,
      "That is not a Rulesmith API key: it starts with rs_ and has 46 characters.",
    );
  }
  const url = (options.url ?? process.env.RULESMITH_URL ?? DEFAULT_URL).replace(/\/+$/, "");
  const balance = await out.wait(
    `Checking the key with ${url}`,
    createApi({ key, url }).get("/balance", tokenBalanceResponseSchema),
  );
  await saveLogin({ key, url });
  out.result({ url, tokensRemaining: balance.tokensRemaining, config: configPath() });
  out.say(
    `Logged in to ${url} (${balance.tokensRemaining} tokens). The key is stored in ${configPath()}.`,
  );
}
