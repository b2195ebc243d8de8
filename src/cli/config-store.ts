import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { z } from "zod";
import { apiKeyPattern } from "#contract/api-keys";
import { CliError, EXIT } from "./output";

export const DEFAULT_URL = "http://localhost:3000";

const storedSchema = z.object({ url: z.url(), key: z.string().regex(apiKeyPattern) });
export type Login = z.infer<typeof storedSchema>;

/** `$XDG_CONFIG_HOME/rulesmith/config.json`, `%APPDATA%\rulesmith\…` on Windows, else `~/.config/…`. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base =
    env.XDG_CONFIG_HOME ||
    (process.platform === "win32" && env.APPDATA) ||
    join(homedir(), ".config");
  return join(base, "rulesmith", "config.json");
}

/** Stores the key readable by its owner only (0600, in a 0700 folder). */
export async function saveLogin(login: Login, path = configPath()): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
}

async function storedLogin(path: string): Promise<Partial<Login>> {
  const text = await readFile(path, "utf8").catch(() => undefined);
  if (text === undefined) return {};
  const parsed = storedSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : {};
}

/** The key and server to use: `RULESMITH_API_KEY` / `RULESMITH_URL`, else the stored login. */
export async function resolveLogin(env: NodeJS.ProcessEnv = process.env): Promise<Login> {
  const stored = await storedLogin(configPath(env));
  const key = env.RULESMITH_API_KEY || stored.key;
  const url = (env.RULESMITH_URL || stored.url || DEFAULT_URL).replace(/\/+$/, "");
  if (!key) {
    throw new CliError(
      EXIT.unauthorized,
      "No API key: run `rulesmith login`, or set RULESMITH_API_KEY (create a key under Settings → API keys).",
    );
  }
  if (!apiKeyPattern.test(key)) {
    throw new CliError(
      EXIT.unauthorized,
      "The API key is malformed: it starts with rs_ and has 46 characters.",
    );
  }
  return { key, url };
}
