import type { ProjectFacts } from "#contract/project-facts";

/** Facts of an import that recognised nothing, with the given facts set. */
export function createProjectFacts(overrides: Partial<ProjectFacts> = {}): ProjectFacts {
  return {
    origin: { kind: "files" },
    languages: [],
    frameworks: [],
    libraries: [],
    runtimes: [],
    packageManagers: [],
    commands: [],
    tooling: [],
    workspaces: null,
    existingRules: [],
    notes: [],
    ...overrides,
  };
}
