import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WizardForm } from "#contract/wizard";
import { api, call } from "@/lib/api-client";

/**
 * POST /api/signup-drafts: keeps the preview's form on the server for the confirmation link's
 * day; the link then carries only its id (decision 100).
 */
export async function keepSignupDraft(form: WizardForm): Promise<string> {
  const { id } = await call(api["signup-drafts"].$post({ json: { form } }));
  return id;
}

/** GET /api/signup-drafts/:id (signed in): the kept form; 404 NOT_FOUND once its day is over. */
export const signupDraftQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["signup-drafts", id],
    queryFn: () => call(api["signup-drafts"][":id"].$get({ param: { id } })),
    staleTime: Infinity,
    retry: false,
  });

export function useSignupDraft(id: string | null, enabled: boolean) {
  return useQuery({ ...signupDraftQueryOptions(id ?? ""), enabled: enabled && id !== null });
}
