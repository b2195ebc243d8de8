import { frameworkVersionOptions } from "#contract/wizard-options";

type VersionedFramework = keyof typeof frameworkVersionOptions;

/** The chosen frameworks that have version-specific rules, with their majors (newest first). */
export function versionChoices(frameworks: readonly string[]) {
  return frameworks.flatMap((name) =>
    Object.hasOwn(frameworkVersionOptions, name)
      ? [{ framework: name, versions: frameworkVersionOptions[name as VersionedFramework] }]
      : [],
  );
}

/**
 * `frameworkVersions` after picking `version` for `framework` (undefined = latest), keeping only
 * chosen frameworks; undefined when nothing is pinned, so the form stays as before versions.
 */
export function withFrameworkVersion(
  frameworks: readonly string[],
  current: Readonly<Record<string, string>> | undefined,
  framework: string,
  version: string | undefined,
): Record<string, string> | undefined {
  const next = Object.fromEntries(
    Object.entries({ ...current, [framework]: version }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && frameworks.includes(entry[0]),
    ),
  );
  return Object.keys(next).length > 0 ? next : undefined;
}
