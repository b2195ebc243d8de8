import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionResponse } from "#contract/session";
import { i18n } from "@/i18n";
import { forgetPendingSignup, rememberPendingSignup } from "@/lib/pending-signup";
import { spyOnToasts } from "@/testing/toast-spies";
import { renderPage } from "../test-utils";
import { VerifyEmailBanner } from "./verify-email-banner";

const toasts = spyOnToasts();

beforeAll(() => i18n.loadLanguages("en"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = (emailVerified: boolean): SessionResponse => ({
  user: {
    id: "u1",
    email: "ada@example.com",
    name: "Ada",
    isAdmin: false,
    emailVerified,
    createdAt: "2026-01-01T00:00:00.000Z",
  },
});

/** Answers the session query with `body` and records every other call. */
function stubFetch(body: SessionResponse) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (url.endsWith("/api/session")) return Response.json(body);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return Response.json({ status: true });
  });
  return calls;
}

describe("the verify-e-mail banner", () => {
  it("asks an unverified user to confirm and resends the link", async () => {
    const calls = stubFetch(session(false));
    renderPage(<VerifyEmailBanner />, "/");
    expect(await screen.findByText(/Confirm your e-mail address ada@example.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Resend e-mail" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(calls).toEqual([
      { url: "/api/auth/send-verification-email", body: { email: "ada@example.com" } },
    ]);
  });

  it("stays away for verified users and visitors", async () => {
    stubFetch(session(true));
    const verified = renderPage(<VerifyEmailBanner />, "/");
    await waitFor(() => expect(verified.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("status")).toBeNull();
    cleanup();
    stubFetch({ user: null });
    const visitor = renderPage(<VerifyEmailBanner />, "/");
    await waitFor(() => expect(visitor.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("asks this browser's waiting sign-up to confirm, resends with its landing, and goes when the link is followed (decision 100)", async () => {
    rememberPendingSignup({ email: "bo@example.com", callbackURL: "/confirmed?draft=abc" });
    const calls = stubFetch({ user: null });
    renderPage(<VerifyEmailBanner />, "/");
    expect(await screen.findByText(/Confirm your e-mail address bo@example.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Resend e-mail" }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          url: "/api/auth/send-verification-email",
          body: { email: "bo@example.com", callbackURL: "/confirmed?draft=abc" },
        },
      ]),
    );
    act(() => forgetPendingSignup());
    expect(screen.queryByRole("status")).toBeNull();
  });
});
