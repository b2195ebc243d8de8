import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "@/i18n";
import { spyOnToasts } from "@/testing/toast-spies";
import { createWizardForm } from "../../../../../tests/factories/wizard-form";
import { renderPage } from "../test-utils";
import { SignUpForm } from "./sign-up-form";

const toasts = spyOnToasts();

// Catalogues may load on demand: have English before asserting texts.
beforeAll(() => i18n.loadLanguages("en"));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
}

describe("the sign-up form", () => {
  it("asks for e-mail and password with the authentication layer's message", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderPage(<SignUpForm />, "/signup");
    fill({});
    expect(
      await screen.findByText("Please enter your e-mail address and a password."),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Passwords do not match'", async () => {
    renderPage(<SignUpForm />, "/signup");
    fill({
      Email: "ada@example.com",
      Password: "correct-horse-7",
      "Confirm password": "correct-horse-8",
    });
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
  });

  it("answers every sign-up with 'check your email', then carries on once the link signed in", async () => {
    let confirmed = false;
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      const body = url.includes("/api/auth/sign-up/email")
        ? { status: true }
        : {
            user: confirmed
              ? {
                  id: "u1",
                  email: "ada@example.com",
                  name: "",
                  isAdmin: false,
                  createdAt: new Date(0).toISOString(),
                }
              : null,
          };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", fetch);
    const { router } = renderPage(<SignUpForm />, "/signup");
    fill({
      Email: "ada@example.com",
      Password: "correct-horse-7",
      "Confirm password": "correct-horse-7",
    });
    expect(await screen.findByText("Check your email")).toBeTruthy();
    expect(screen.getByText(/We have sent an email to ada@example.com/)).toBeTruthy();
    const signUp = fetch.mock.calls.find(([url]) => String(url).includes("sign-up"));
    expect(JSON.parse(String(signUp![1]?.body))).toMatchObject({
      email: "ada@example.com",
      callbackURL: "/confirmed",
    });
    // Without a preview's form no draft is kept, and there is no rule to go back to.
    expect(fetch.mock.calls.some(([url]) => String(url).includes("signup-drafts"))).toBe(false);
    expect(screen.queryByRole("button", { name: "Back to your rule" })).toBeNull();
    expect(JSON.parse(localStorage.getItem("rulesmith.pendingSignup")!)).toEqual({
      email: "ada@example.com",
      callbackURL: "/confirmed",
    });
    expect(toasts.error).not.toHaveBeenCalled();

    confirmed = true;
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/user/welcome"), {
      timeout: 5000,
    });
  });

  it("keeps a preview's form as a draft whose id the link carries, and offers the way back to it", async () => {
    sessionStorage.setItem("keptWizardForm", JSON.stringify(createWizardForm()));
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      const body = url.includes("/api/signup-drafts")
        ? { id: "d".repeat(32) }
        : url.includes("/api/auth/sign-up/email")
          ? { status: true }
          : { user: null };
      return Response.json(body, { status: url.includes("signup-drafts") ? 201 : 200 });
    });
    vi.stubGlobal("fetch", fetch);
    const { router } = renderPage(<SignUpForm />, "/signup");
    fill({
      Email: "ada@example.com",
      Password: "correct-horse-7",
      "Confirm password": "correct-horse-7",
    });
    expect(await screen.findByText("Check your email")).toBeTruthy();
    const draft = fetch.mock.calls.find(([url]) => String(url).includes("signup-drafts"));
    expect(JSON.parse(String(draft![1]?.body))).toEqual({ form: createWizardForm() });
    const signUp = fetch.mock.calls.find(([url]) => String(url).includes("sign-up"));
    expect(JSON.parse(String(signUp![1]?.body))).toMatchObject({
      callbackURL: `/confirmed?draft=${"d".repeat(32)}`,
    });
    fireEvent.click(screen.getByRole("button", { name: "Back to your rule" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.location.state).toBe("resumeWizard");
  });
});
