import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileRequest } from "#contract/account";
import { api, call } from "@/lib/api-client";
import { sessionQueryKey } from "@/lib/auth";

/** PATCH /api/account/profile: the display name. */
export function updateProfile(request: UpdateProfileRequest) {
  return call(api.account.profile.$patch({ json: request }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, { user }),
  });
}
