import { z } from "zod";
import { limits } from "./limits";
import { projectFactsSchema } from "./project-facts";
import { ruleAuditReportSchema } from "./rule-audit";

/**
 * Importing a public GitHub repository's facts (docs/product/project-import.md, decision 075).
 * Only `owner/name` is taken from what the user pasted; nothing else of it is ever fetched.
 */

/** A repository on GitHub, as the API names it. */
export interface GithubRepositoryName {
  owner: string;
  name: string;
}

/** GitHub's account names: letters, digits and single hyphens inside, at most 39 characters. */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
/** Repository names: letters, digits, `.`, `_`, `-`, at most 100 characters; never `.` or `..`. */
const NAME = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;
/** `https://github.com/…`, `http://www.github.com/…`, `github.com/…`, `ssh://git@github.com/…`. */
const WEB_URL = /^(?:(?:https?|ssh|git):\/\/)?(?:[^@/\s]+@)?(?:www\.)?github\.com(?::\d+)?\/(.*)$/i;
/** `git@github.com:owner/name.git`. */
const SCP_URL = /^[^@/\s]+@github\.com:(.*)$/i;

/** `owner/name` from the segments that follow the host, or null when they do not name one. */
function fromSegments(rest: string, exact: boolean): GithubRepositoryName | null {
  const path = rest.split(/[?#]/, 1)[0]!;
  const segments = path.split("/");
  // A plain `owner/name` is exactly that (a trailing slash aside); after the host, anything
  // past the second segment (`/tree/main/src`, `/issues/1`) is ignored.
  if (exact && segments.length > 2 && !(segments.length === 3 && segments[2] === "")) return null;
  const [owner = "", rawName = ""] = segments;
  const name = rawName.replace(/\.git$/i, "");
  return OWNER.test(owner) && NAME.test(name) ? { owner, name } : null;
}

/**
 * The repository a pasted URL names: `https://github.com/owner/name` (with `.git`, a trailing
 * slash, `/tree/<ref>/…` or any other suffix), `github.com/owner/name`,
 * `git@github.com:owner/name.git` or plain `owner/name`. Null for anything else, including
 * other hosts.
 */
export function parseGithubRepositoryUrl(input: string): GithubRepositoryName | null {
  const text = input.trim();
  const web = WEB_URL.exec(text) ?? SCP_URL.exec(text);
  if (web) return fromSegments(web[1]!, false);
  if (text.includes(":")) return null; // another scheme or host
  return fromSegments(text, true);
}

/** POST /api/project-import/github */
export const githubImportRequestSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1)
    .max(limits.repositoryUrlMax)
    .transform((url, ctx) => {
      const repository = parseGithubRepositoryUrl(url);
      if (!repository) {
        ctx.addIssue({ code: "custom", params: { code: "not_github_repository" } });
        return z.NEVER;
      }
      return repository;
    }),
});
export type GithubImportRequest = z.input<typeof githubImportRequestSchema>;

/** The facts, and the audit of the repository's own rule files (docs/product/rule-audit.md). */
export const githubImportResponseSchema = z.object({
  facts: projectFactsSchema,
  audit: ruleAuditReportSchema,
});
export type GithubImportResponse = z.infer<typeof githubImportResponseSchema>;
