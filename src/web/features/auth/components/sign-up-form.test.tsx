import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/i18n";
import { toast } from "@/lib/toast";
import { renderPage } from "../test-utils";
import { SignUpForm } from "./sign-up-form";

vi.mock("@/lib/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

// Catalogues may load on demand: have English before asserting texts.
beforeAll(() => i18n.loadLanguages("en"));

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
      await screen.findByText("You must provide either an email or phone number and a password"),
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
      callbackURL: "/user/welcome",
    });
    expect(toast.error).not.toHaveBeenCalled();

    confirmed = true;
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/user/welcome"), {
      timeout: 5000,
    });
  });
});
