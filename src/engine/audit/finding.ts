/**
 * What an audit of a repository's rule files reports (docs/product/api-and-cli.md "rulesmith
 * doctor", decision 125). Codes are stable: the CLI prints the English `why` and `fix`, a web
 * view can write its own from the code and `params`.
 */
import type { findingCodes, findingSeverities } from "#contract/rule-audit";

export { findingCodes } from "#contract/rule-audit";

export type Severity = (typeof findingSeverities)[number];

export type FindingCode = (typeof findingCodes)[number];

export type FindingParams = Readonly<Record<string, string | number>>;

export interface Finding {
  readonly severity: Severity;
  readonly code: FindingCode;
  /** Relative to the project's root, `/`-separated. */
  readonly file: string;
  /** 1-based; 0 for the file as a whole. */
  readonly line: number;
  readonly why: string;
  readonly fix: string;
  /** The values `why` and `fix` are written from (never a secret in full). */
  readonly params: FindingParams;
}
