import type { Finding } from "./finding";
import { createFinding } from "./messages";
import type { RuleFile } from "./rule-files";

/** How much of a secret a finding shows: enough to find it, too little to use it. */
const SHOWN = 4;

interface SecretPattern {
  readonly kind: string;
  /** The secret is the whole match, or group 1 where the pattern has one. */
  readonly pattern: RegExp;
}

/**
 * Keys and tokens by their published shapes (the vendors' prefixes, as secret scanners match
 * them), then an assignment of a long value to a name that says it is secret.
 */
const PATTERNS: readonly SecretPattern[] = [
  { kind: "AWS access key", pattern: /\b((?:AKIA|ASIA)[0-9A-Z]{16})\b/g },
  { kind: "GitHub token", pattern: /\b(gh[pousr]_[A-Za-z0-9]{36,})\b/g },
  { kind: "GitHub token", pattern: /\b(github_pat_[A-Za-z0-9_]{22,})\b/g },
  { kind: "Stripe secret key", pattern: /\b((?:sk|rk)_live_[A-Za-z0-9]{16,})\b/g },
  { kind: "Anthropic API key", pattern: /\b(sk-ant-[A-Za-z0-9_-]{20,})/g },
  {
    kind: "OpenAI API key",
    pattern: /\b(sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,})/g,
  },
  { kind: "Slack token", pattern: /\b(xox[abprse]-[A-Za-z0-9-]{10,})/g },
  {
    kind: "private key",
    pattern: /(-----BEGIN (?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?-----)/g,
  },
  {
    kind: "password or key",
    pattern:
      /(?<![A-Za-z0-9])(?:password|passwd|secret|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|client[_-]?secret)\w*["']?\s*[:=]\s*["']?([^\s"'`,;]{12,})/gi,
  },
];

/** Values that stand for a secret rather than being one: `<your-key>`, `${TOKEN}`, `xxxx…`. */
const PLACEHOLDER =
  /[<>${}*]|\.\.\.|…|your|example|placeholder|changeme|dummy|sample|redacted|process\.env|os\.environ|getenv|env\(|(.)\1{4,}/i;

/** A real key mixes characters: a run of one letter or a word is not one. */
const looksReal = (value: string, kind: string) =>
  kind === "private key" ||
  (!PLACEHOLDER.test(value) &&
    new Set(value).size >= 8 &&
    (kind !== "password or key" || (/\d/.test(value) && /[A-Za-z]/.test(value))));

/** The secrets in one line, each once (a key a vendor's pattern found is no "password" too). */
function secretsIn(text: string): { kind: string; value: string }[] {
  const found: { kind: string; value: string }[] = [];
  for (const { kind, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const value = match[1] ?? match[0];
      if (!looksReal(value, kind)) continue;
      if (found.some((known) => known.value.includes(value) || value.includes(known.value)))
        continue;
      found.push({ kind, value });
    }
  }
  return found;
}

const shown = (value: string) => `${value.slice(0, SHOWN)}…`;

/** Secrets pasted into rule files; the finding shows the first characters only. */
export function pastedSecrets(files: readonly RuleFile[]): Finding[] {
  return files.flatMap((file) =>
    file.content
      .split("\n")
      .flatMap((text, index) =>
        secretsIn(text).map(({ kind, value }) =>
          createFinding("secret", file.path, index + 1, { kind, shown: shown(value) }),
        ),
      ),
  );
}

/** A text with every secret in it cut to its first characters (a finding that quotes a line). */
export function maskSecrets(text: string): string {
  return secretsIn(text).reduce(
    (masked, { value }) => masked.replaceAll(value, shown(value)),
    text,
  );
}
