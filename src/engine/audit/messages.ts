import type { Finding, FindingCode, FindingParams, Severity } from "./finding";

type Text = (p: FindingParams) => { readonly why: string; readonly fix: string };

/** Each code's severity and its English texts, written from its parameters. */
const MESSAGES: Readonly<Record<FindingCode, { severity: Severity; text: Text }>> = {
  "unknown-command": {
    severity: "warning",
    text: (p) => ({
      why: `\`${p.command}\` runs a script or task the project does not define; an agent that runs it fails.`,
      fix: "Write the command the project has (package.json scripts, Makefile, task file), or remove it.",
    }),
  },
  "competing-tool": {
    severity: "warning",
    text: (p) => ({
      why: `Names ${p.tool}, but the project uses ${p.own} for that.`,
      fix: `Rewrite the rule for ${p.own}, or remove it.`,
    }),
  },
  "missing-path": {
    severity: "warning",
    text: (p) => ({
      why: `Names \`${p.path}/\`${p.more ? ` (and on ${p.more} more line${p.more === 1 ? "" : "s"})` : ""}, which is not in the repository.`,
      fix: "Point to the folder that holds this now, or remove the rule.",
    }),
  },
  "stale-version": {
    severity: "warning",
    text: (p) => ({
      why: `Says ${p.name} ${p.said}, but the project has ${p.version}.`,
      fix: `Write ${p.name} ${p.version}, or leave the version out.`,
    }),
  },
  "no-rules": {
    severity: "info",
    text: () => ({
      why: "The file holds headings only, no rules.",
      fix: "Add the rules or delete the file.",
    }),
  },
  "ignored-file": {
    severity: "warning",
    text: (p) => ({
      why: `${p.tool} reads only ${p.reads} files in ${p.folder}; it never loads this one.`,
      fix: `Rename it to ${p.rename}.`,
    }),
  },
  "invalid-frontmatter": {
    severity: "warning",
    text: () => ({
      why: "The frontmatter between the --- lines is not valid YAML, so the tool cannot read when to load the file.",
      fix: "Fix the YAML (quote values holding ':' or starting with '*', close the block with ---).",
    }),
  },
  "unknown-frontmatter-field": {
    severity: "warning",
    text: (p) => ({
      why: `${p.tool} does not know the field \`${p.field}\` and ignores it.`,
      fix: `Use ${p.known} only.`,
    }),
  },
  "over-limit": {
    severity: "error",
    text: (p) => ({
      why: `${p.tool} reads ${p.limit} ${p.unit} of ${p.what}; this is ${p.size} ${p.unit}, the rest is never loaded.`,
      fix: "Move rules into scoped files or skills, or cut what the tool can find by itself.",
    }),
  },
  "too-long": {
    severity: "warning",
    text: (p) => ({
      why: `${p.size} ${p.unit}; ${p.tool}'s guidance is at most ${p.limit}, and every line is in every session.`,
      fix: "Move rules into scoped files or skills, or cut what the tool can find by itself.",
    }),
  },
  "shadowed-file": {
    severity: "warning",
    text: (p) => ({
      why: `${p.tool} reads only the first rule file it finds, and this one comes before ${p.hidden}, so ${p.tool} never sees ${p.hidden}.`,
      fix: `Move what is still true into ${p.hidden} and delete this file.`,
    }),
  },
  "missing-import": {
    severity: "warning",
    text: (p) => ({
      why: `${p.tool} reads this file and not ${p.target}, so the rules in ${p.target} are missing from its sessions.`,
      fix: `Add a line \`@${p.target}\`.`,
    }),
  },
  secret: {
    severity: "error",
    text: (p) => ({
      why: `A ${p.kind} (${p.shown}) is written in a rule file that every tool sends to its model and the repository shares.`,
      fix: "Remove it, revoke it where it was issued, and read it from the environment instead.",
    }),
  },
  "repeated-rule": {
    severity: "warning",
    text: (p) => ({
      why: `${p.count === 1 ? `"${p.rule}" appears` : `${p.count} rules appear`} ${p.times} times (${p.places}); each copy costs room, and copies drift apart.`,
      fix: "Keep each rule once, in AGENTS.md or the file every tool reads, and import it elsewhere.",
    }),
  },
  "conflicting-rules": {
    severity: "warning",
    text: (p) => ({
      why: `${p.tool} loads this file together with ${p.otherFile}: this one says ${p.said}, ${p.otherFile} says ${p.other} (line ${p.otherLine}), and the agent follows either.`,
      fix: `Decide between ${p.said} and ${p.other}, and say it once, in the file both read.`,
    }),
  },
};

/** A finding of `code` at `file:line`, its texts written from `params`. */
export function createFinding(
  code: FindingCode,
  file: string,
  line: number,
  params: FindingParams,
  severity?: Severity,
): Finding {
  const { severity: usual, text } = MESSAGES[code];
  return { severity: severity ?? usual, code, file, line, ...text(params), params };
}
