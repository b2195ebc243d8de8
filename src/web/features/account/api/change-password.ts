import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordRequest } from "#contract/account";
import { api, call } from "@/lib/api-client";

/** POST /api/account/password */
export function changePassword(request: ChangePasswordRequest) {
  return call(api.account.password.$post({ json: request }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
