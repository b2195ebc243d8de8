import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionQueryKey, useSession } from "@/lib/auth";
import { markOwnSignOut } from "@/lib/own-sign-out";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { spyOnToasts } from "@/testing/toast-spies";
import { useSignedOutNotice } from "./use-signed-out-notice";

const toasts = spyOnToasts();

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const user = {
  id: "u1",
  email: "ada@example.com",
  name: "Ada",
  isAdmin: false,
  emailVerified: true,
  createdAt: "2026-11-01T10:00:00.000Z",
};

function Probe() {
  useSignedOutNotice();
  return <p>{useSession().user ? "wizard" : "wizard, signed out"}</p>;
}

async function signedIn() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueryKey, { user });
  renderWithProviders(<Probe />, { queryClient });
  await screen.findByText("wizard");
  return queryClient;
}

describe("the wizard notices a session that ended elsewhere", () => {
  it("says Generate now makes a free preview, with a way to sign in", async () => {
    const queryClient = await signedIn();
    act(() => queryClient.setQueryData(sessionQueryKey, { user: null }));
    await waitFor(() =>
      expect(toasts.info).toHaveBeenCalledWith("You were signed out", {
        description: expect.stringContaining("Generate now makes a free preview"),
        action: expect.objectContaining({ label: "Sign in" }),
      }),
    );
  });

  it("stays quiet for the tab's own sign-out, and for a visitor who never signed in", async () => {
    const queryClient = await signedIn();
    markOwnSignOut();
    act(() => queryClient.setQueryData(sessionQueryKey, { user: null }));
    await screen.findByText("wizard, signed out");
    const visitor = createTestQueryClient();
    visitor.setQueryData(sessionQueryKey, { user: null });
    renderWithProviders(<Probe />, { queryClient: visitor });
    expect(await screen.findAllByText("wizard, signed out")).toHaveLength(2);
    expect(toasts.info).not.toHaveBeenCalled();
  });
});
