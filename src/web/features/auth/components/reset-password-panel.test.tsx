import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "@/i18n";
import { spyOnToasts } from "@/testing/toast-spies";
import { answerWith, renderPage } from "../test-utils";
import { ResetPasswordPanel } from "./reset-password-panel";

const toasts = spyOnToasts();

const expiredText = "Your reset link has expired. Please request a new one.";

// Catalogues may load on demand: have English before asserting texts.
beforeAll(() => i18n.loadLanguages("en"));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const metStates = () =>
  Array.from(
    screen.getByTestId("password-checklist").querySelectorAll("li"),
    (li) => li.dataset.met,
  );

describe("the reset-password page", () => {
  it("shows the expired state without a token, with a link to request a new one", () => {
    renderPage(<ResetPasswordPanel />, "/reset-password");
    expect(screen.getByText(expiredText)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("shows the expired state when the mailed link was used or expired", () => {
    renderPage(<ResetPasswordPanel />, "/reset-password?error=INVALID_TOKEN");
    expect(screen.getByText(expiredText)).toBeTruthy();
  });

  it("ticks the checklist while typing and checks the confirmation", async () => {
    renderPage(<ResetPasswordPanel />, "/reset-password?token=abc");
    const password = screen.getByLabelText("New password");
    expect(metStates()).toEqual(["false", "false", "false"]);
    fireEvent.input(password, { target: { value: "abc1" } });
    await waitFor(() => expect(metStates()).toEqual(["false", "true", "true"]));
    fireEvent.input(password, { target: { value: "abcdefg1" } });
    await waitFor(() => expect(metStates()).toEqual(["true", "true", "true"]));

    fireEvent.input(screen.getByLabelText("Confirm new password"), {
      target: { value: "abcdefg2" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
  });

  it("switches to the expired state when the server refuses the token", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      answerWith(400, { error: { code: "INVALID_RESET_TOKEN", message: "Invalid token" } }),
    );
    vi.stubGlobal("fetch", fetch);
    renderPage(<ResetPasswordPanel />, "/reset-password?token=abc");
    fireEvent.input(screen.getByLabelText("New password"), { target: { value: "brand-new-9" } });
    fireEvent.input(screen.getByLabelText("Confirm new password"), {
      target: { value: "brand-new-9" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText(expiredText)).toBeTruthy();
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({
      newPassword: "brand-new-9",
      token: "abc",
    });
    expect(toasts.error).toHaveBeenCalledWith("Password reset failed", {
      description: expiredText,
    });
  });

  it("shows the success panel after a reset", async () => {
    vi.stubGlobal("fetch", vi.fn(answerWith(200, { status: true })));
    renderPage(<ResetPasswordPanel />, "/reset-password?token=abc");
    fireEvent.input(screen.getByLabelText("New password"), { target: { value: "brand-new-9" } });
    fireEvent.input(screen.getByLabelText("Confirm new password"), {
      target: { value: "brand-new-9" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Password reset successful")).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith("Password reset successful", {
      description: "Your password has been reset. You can now sign in with your new password.",
    });
  });
});
