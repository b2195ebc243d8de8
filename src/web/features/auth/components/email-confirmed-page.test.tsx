import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createWizardForm } from "../../../../../tests/factories/wizard-form";
import { i18n } from "@/i18n";
import { rememberPendingSignup, readPendingSignup } from "@/lib/pending-signup";
import { renderPage } from "../test-utils";
import { EmailConfirmedPage } from "./email-confirmed-page";

beforeAll(() => i18n.loadLanguages("en"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

const user = {
  id: "u1",
  email: "ada@example.com",
  name: "",
  isAdmin: false,
  emailVerified: true,
  createdAt: "2026-01-01T00:00:00.000Z",
};
const form = createWizardForm({ projectDescription: "A kept booking app for barbers." });

/** Session, balance and draft answers; `draft` null answers 404. */
function stubFetch({
  signedIn = true,
  welcome = true,
  draft = true,
}: { signedIn?: boolean; welcome?: boolean; draft?: boolean } = {}) {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith("/api/session")) return Response.json({ user: signedIn ? user : null });
    if (url.endsWith("/api/tokens/balance")) {
      return Response.json({ tokensRemaining: welcome ? 3 : 0, welcomeGrantUnspent: welcome });
    }
    if (url.includes("/api/signup-drafts/")) {
      return draft
        ? Response.json({ form })
        : Response.json({ error: { code: "NOT_FOUND", message: "gone" } }, { status: 404 });
    }
    throw new Error(`unexpected ${url}`);
  });
}

describe("the confirmation link's landing (decision 100)", () => {
  it("names the tokens added, keeps the draft's form for the tab and continues to the wizard", async () => {
    rememberPendingSignup({ email: user.email, callbackURL: "/confirmed?draft=x" });
    stubFetch();
    const { router } = renderPage(<EmailConfirmedPage />, `/confirmed?draft=${"d".repeat(32)}`);
    expect(
      await screen.findByRole("heading", { name: "Address confirmed — 3 tokens added" }),
    ).toBeTruthy();
    expect(screen.getByText("You're signed in as ada@example.com.")).toBeTruthy();
    // Followed: this browser has no sign-up waiting any more.
    expect(readPendingSignup()).toBeNull();
    const toRule = await screen.findByRole("button", { name: "Continue to your rule" });
    await waitFor(() =>
      expect(sessionStorage.getItem("keptWizardForm")).toBe(JSON.stringify(form)),
    );
    fireEvent.click(toRule);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.location.state).toBe("resumeWizard");
  });

  it("without a draft, or once it expired, goes on to the welcome page; a mailbox's second account gets a plain heading", async () => {
    stubFetch({ welcome: false, draft: false });
    renderPage(<EmailConfirmedPage />, `/confirmed?draft=${"d".repeat(32)}`);
    expect(await screen.findByRole("heading", { name: "Address confirmed" })).toBeTruthy();
    expect(await screen.findByText(/no longer kept/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get started" }).getAttribute("href")).toBe(
      "/user/welcome",
    );
  });

  it("says so when better-auth refused the link, and points to sign-in", async () => {
    stubFetch({ signedIn: false });
    renderPage(<EmailConfirmedPage />, "/confirmed?error=TOKEN_EXPIRED");
    expect(
      await screen.findByRole("heading", { name: "This confirmation link no longer works" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/signin");
  });
});
