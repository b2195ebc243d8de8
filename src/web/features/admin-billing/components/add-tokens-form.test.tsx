import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { spyOnToasts } from "@/testing/toast-spies";
import { createAdminUser, renderAt, requestsTo, stubApi } from "../test-utils";
import { AddTokensForm } from "./add-tokens-form";

const toasts = spyOnToasts();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = createAdminUser();
const add = () => fireEvent.click(screen.getByRole("button", { name: "Add Tokens" }));
const invalid = [
  "Invalid input",
  { description: "Please select a user and enter a valid token amount." },
];

describe("Add Tokens to User", () => {
  it("defaults the amount to 10", () => {
    stubApi({});
    renderAt(<AddTokensForm users={[user]} />);
    expect((screen.getByLabelText("Token Amount") as HTMLInputElement).value).toBe("10");
  });

  it("says 'Invalid input' without a user, or with an amount below 1", () => {
    const fetch = stubApi({});
    renderAt(<AddTokensForm users={[user]} />);
    add();
    expect(toasts.error).toHaveBeenLastCalledWith(...invalid);
    fireEvent.change(screen.getByLabelText("User"), { target: { value: user.id } });
    for (const amount of ["0", "-5", "abc", ""]) {
      fireEvent.change(screen.getByLabelText("Token Amount"), { target: { value: amount } });
      add();
      expect(toasts.error).toHaveBeenLastCalledWith(...invalid);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it("forgets a chosen user that a new search no longer lists", () => {
    const fetch = stubApi({});
    const other = createAdminUser({ id: "other", email: "o@example.com" });
    function Narrowing() {
      const [users, setUsers] = useState([user, other]);
      return (
        <>
          <button onClick={() => setUsers([other])}>narrow</button>
          <AddTokensForm users={users} />
        </>
      );
    }
    renderAt(<Narrowing />);
    fireEvent.change(screen.getByLabelText("User"), { target: { value: user.id } });
    expect((screen.getByLabelText("User") as HTMLSelectElement).value).toBe(user.id);
    fireEvent.click(screen.getByRole("button", { name: "narrow" }));
    expect((screen.getByLabelText("User") as HTMLSelectElement).value).toBe("");
    add();
    expect(toasts.error).toHaveBeenLastCalledWith(...invalid);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("adds the tokens and says so", async () => {
    const fetch = stubApi({
      [`POST /api/admin/billing/users/${user.id}/tokens`]: {
        body: { userId: user.id, tokensRemaining: 28 },
      },
    });
    renderAt(<AddTokensForm users={[user]} />);
    fireEvent.change(screen.getByLabelText("User"), { target: { value: user.id } });
    fireEvent.change(screen.getByLabelText("Token Amount"), { target: { value: "25" } });
    add();
    await vi.waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith("Tokens added successfully", {
        description: "Successfully added 25 tokens to the selected user.",
      }),
    );
    expect(await requestsTo(fetch, "POST", `/api/admin/billing/users/${user.id}/tokens`)).toEqual([
      { amount: 25 },
    ]);
  });

  it("names the server's reason in 'Failed to add tokens'", async () => {
    stubApi({
      [`POST /api/admin/billing/users/${user.id}/tokens`]: {
        status: 404,
        body: { error: { code: "NOT_FOUND", message: "no user" } },
      },
    });
    renderAt(<AddTokensForm users={[user]} />);
    fireEvent.change(screen.getByLabelText("User"), { target: { value: user.id } });
    add();
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Failed to add tokens", {
        description: expect.stringMatching(/^An error occurred while adding tokens: /),
      }),
    );
  });
});
