import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "@/i18n";
import { spyOnToasts } from "@/testing/toast-spies";
import { answerWith, renderPage } from "../test-utils";
import { UnlockSignInPanel } from "./unlock-sign-in-panel";

const toasts = spyOnToasts();

beforeAll(() => i18n.loadLanguages("en"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the unlock page (decision 089)", () => {
  it("spends the link only on the button, then goes on to sign in", async () => {
    const fetch = vi.fn(answerWith(200, { success: true }));
    vi.stubGlobal("fetch", fetch);
    const { router } = renderPage(<UnlockSignInPanel />, "/unlock-sign-in?token=abc-123");
    expect(screen.getByRole("heading", { name: "Unlock sign-in on this device" })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Unlock this device" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain("/api/sign-in-unlock");
    expect(JSON.parse(String(init.body))).toEqual({ token: "abc-123" });
    expect(toasts.success).toHaveBeenCalledWith("Device unlocked", {
      description: "You can now sign in on this device.",
    });
  });

  it("says why a used or expired link does nothing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(answerWith(400, { error: { code: "UNLOCK_LINK_INVALID", message: "used" } })),
    );
    renderPage(<UnlockSignInPanel />, "/unlock-sign-in?token=used");
    fireEvent.click(screen.getByRole("button", { name: "Unlock this device" }));
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Could not unlock", {
        description:
          "This unlock link is invalid, used or expired. Sign in from a device you used before, or wait and try again.",
      }),
    );
  });
});
