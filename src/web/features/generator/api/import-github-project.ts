import { useMutation } from "@tanstack/react-query";
import type { GithubImportRequest } from "#contract/project-import";
import { api, call } from "@/lib/api-client";

/** POST /api/project-import/github: a public repository's facts, read by the server. */
export function importGithubProject(request: GithubImportRequest) {
  return call(api["project-import"].github.$post({ json: request }));
}

export function useImportGithubProject() {
  return useMutation({ mutationFn: importGithubProject });
}
