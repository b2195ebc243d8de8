import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionUser } from "#contract/session";
import { api, call } from "./api-client";

export const sessionQueryKey = ["session"] as const;

/** GET /api/session: the signed-in user, or null. */
export function getSession() {
  return call(api.session.$get());
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: 30_000,
  retry: 1,
});

/** Who is signed in: `isLoading` until the first answer; admin only with the server's flag. */
export function useSession() {
  const { data, isPending } = useQuery(sessionQueryOptions);
  const user: SessionUser | null = data?.user ?? null;
  return { user, isAdmin: user?.isAdmin === true, isLoading: isPending };
}

/** Header label and greetings: the name, else the part of the e-mail before the @, else "User". */
export function displayNameOf(
  user: Pick<SessionUser, "name" | "email"> | null,
): string | undefined {
  return user?.name?.trim() || user?.email.split("@")[0] || undefined;
}
