import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/i18n";
import { toast } from "@/lib/toast";
import { answerWith, renderPage } from "../test-utils";
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

  it("names a taken e-mail in the 'Account already exists' toast", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        answerWith(422, {
          error: {
            code: "ACCOUNT_EXISTS",
            message: "User already exists. Use another email.",
          },
        }),
      ),
    );
    renderPage(<SignUpForm />, "/signup");
    fill({
      Email: "ada@example.com",
      Password: "correct-horse-7",
      "Confirm password": "correct-horse-7",
    });
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Account already exists", {
        description:
          "An account with email ada@example.com already exists. Please sign in instead or use a different email.",
      }),
    );
  });
});
