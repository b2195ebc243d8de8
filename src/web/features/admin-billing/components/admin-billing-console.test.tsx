import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { spyOnToasts } from "@/testing/toast-spies";
import {
  createAdminCustomer,
  createAdminPrice,
  createAdminProduct,
  createAdminUser,
  renderAt,
  stubApi,
} from "../test-utils";
import { AdminBillingConsole } from "./admin-billing-console";

const toasts = spyOnToasts();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const price = createAdminPrice();
const product = createAdminProduct({ prices: [{ ...price, interval: "month" }] });

function stubLists(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/admin/billing/products": { body: { products: [product] } },
    "GET /api/admin/billing/prices": { body: { prices: [price] } },
    "GET /api/admin/billing/discounts": { body: { discounts: [] } },
    "GET /api/admin/billing/subscriptions": { body: { subscriptions: [] } },
    "GET /api/admin/billing/customers": {
      body: {
        customers: [
          createAdminCustomer(),
          createAdminCustomer({
            id: "99999999-0000-0000-0000-000000000000",
            email: "bob@example.com",
            stripeCustomerId: "cus_Bob123",
          }),
        ],
      },
    },
    "GET /api/admin/billing/audit": { body: { entries: [], nextCursor: null } },
    ...overrides,
  });
}

const tab = (name: string) => screen.getByRole("tab", { name });
/** Radix tabs switch on mouse down (pointer) or keyboard focus. */
const openTab = (name: string) => fireEvent.mouseDown(tab(name), { button: 0 });

describe("the billing console", () => {
  it("opens on Products by default, with its table", async () => {
    stubLists();
    renderAt(<AdminBillingConsole testMode withdrawals={<p>withdrawals list</p>} />);
    expect(screen.getByRole("heading", { name: "Billing Administration" })).toBeTruthy();
    expect(tab("Products").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("Loading products...")).toBeTruthy();
    const row = (await screen.findByText("Starter 50 tokens")).closest("tr")!;
    expect(within(row).getByText("$9.99 / month")).toBeTruthy();
    expect(within(row).getByText("Active")).toBeTruthy();
    for (const column of ["Name", "Description", "Status", "Price", "Actions"]) {
      expect(screen.getByRole("columnheader", { name: column })).toBeTruthy();
    }
  });

  it("keeps the tab in the URL: ?tab=prices opens Prices, a click writes ?tab=customers", async () => {
    stubLists();
    const { router } = renderAt(
      <AdminBillingConsole testMode withdrawals={<p>withdrawals list</p>} />,
      "/admin/billing?tab=prices",
    );
    expect(tab("Prices").getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("Price ID: price_12…")).toBeTruthy();
    expect(screen.getByText("One-time")).toBeTruthy();
    expect(screen.getByText("50 tokens")).toBeTruthy();
    expect(screen.getByText("Default")).toBeTruthy();

    act(() => openTab("Customers"));
    expect(router.state.location.search).toBe("?tab=customers");
    expect(tab("Customers").getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("CUST-ABCDEF12")).toBeTruthy();
    expect(screen.getByText("Registered User")).toBeTruthy();
    expect(screen.getByText("cus_Bob123")).toBeTruthy();
    expect(screen.getByText("Stripe Customer")).toBeTruthy();

    // Back returns to the tab before.
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(tab("Prices").getAttribute("aria-selected")).toBe("true"));
    expect(router.state.location.search).toBe("?tab=prices");
  });

  it("falls back to Products for an unknown tab, and shows the withdrawals it is given", () => {
    stubLists();
    renderAt(
      <AdminBillingConsole testMode withdrawals={<p>withdrawals list</p>} />,
      "/admin/billing?tab=nonsense",
    );
    expect(tab("Products").getAttribute("aria-selected")).toBe("true");
    act(() => openTab("Withdrawals"));
    expect(screen.getByText("withdrawals list")).toBeTruthy();
  });

  it("offers 'Resync from Stripe' only outside test mode, and says when it is test mode", () => {
    stubLists();
    renderAt(<AdminBillingConsole testMode withdrawals={null} />);
    expect(screen.queryByRole("button", { name: "Resync from Stripe" })).toBeNull();
    expect(screen.getByRole("note").textContent).toMatch(/^Test mode/);
    cleanup();
    renderAt(<AdminBillingConsole testMode={false} withdrawals={null} />);
    expect(screen.getByRole("button", { name: "Resync from Stripe" })).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("shows the empty texts of the lists", async () => {
    stubLists({
      "GET /api/admin/billing/products": { body: { products: [] } },
      "GET /api/admin/billing/prices": { body: { prices: [] } },
    });
    renderAt(<AdminBillingConsole testMode withdrawals={null} />);
    expect(await screen.findByText("No products found.")).toBeTruthy();
    act(() => openTab("Prices"));
    expect(await screen.findByText("No prices created yet")).toBeTruthy();
    act(() => openTab("Discounts"));
    expect(await screen.findByText("No active discounts found")).toBeTruthy();
    act(() => openTab("Subscriptions"));
    expect(
      await screen.findByText(
        "No subscriptions found. Users will appear here when they subscribe to your products.",
      ),
    ).toBeTruthy();
  });

  it("a list that fails shows its error with Try Again and toasts it", async () => {
    stubLists({
      "GET /api/admin/billing/users": {
        status: 503,
        body: { error: { code: "SERVICE_UNAVAILABLE", message: "later" } },
      },
    });
    renderAt(<AdminBillingConsole testMode withdrawals={null} />, "/admin/billing?tab=tokens");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Error Loading Data")).toBeTruthy();
    expect(within(alert).getByRole("button", { name: "Try Again" })).toBeTruthy();
    const reason =
      "Failed to fetch token balances: Rulesmith is briefly unavailable. Please try again in a moment.";
    expect(within(alert).getByText(reason)).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith("Error Loading Data", { description: reason });
  });

  it("searches users on the server after typing pauses, and shows 8-character ids", async () => {
    const fetch = stubLists({
      "GET /api/admin/billing/users": ({ url }) => ({
        body: {
          users: url.searchParams.get("search") === "zzz" ? [] : [createAdminUser()],
        },
      }),
    });
    renderAt(<AdminBillingConsole testMode withdrawals={null} />, "/admin/billing?tab=tokens");
    expect(await screen.findByText("u1a2b3c4")).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText("Search users..."), { target: { value: "zzz" } });
    expect(await screen.findByText("No users found matching your search")).toBeTruthy();
    const searches = fetch.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname === "/api/admin/billing/users")
      .map((url) => url.searchParams.get("search"));
    expect(searches).toEqual(["", "zzz"]);
  });

  it("reads customers and users a page at a time: 'Load more' asks for the next", async () => {
    const fetch = stubLists({
      "GET /api/admin/billing/customers": ({ url }) => ({
        body: url.searchParams.get("cursor")
          ? {
              customers: [
                createAdminCustomer({ id: "c2", userId: "u2", email: "page-two@example.com" }),
              ],
              nextCursor: null,
            }
          : {
              customers: [createAdminCustomer({ email: "page-one@example.com" })],
              nextCursor: "u-last",
            },
      }),
      "GET /api/admin/billing/users": ({ url }) => ({
        body: url.searchParams.get("cursor")
          ? {
              users: [createAdminUser({ id: "u2222222-second", email: "second@example.com" })],
              nextCursor: null,
            }
          : { users: [createAdminUser()], nextCursor: "u1a2b3c4" },
      }),
    });
    renderAt(<AdminBillingConsole testMode withdrawals={null} />, "/admin/billing?tab=customers");
    expect(await screen.findByText("page-one@example.com")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("page-two@example.com")).toBeTruthy();
    expect(screen.getByText("page-one@example.com")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more" })).toBeNull());
    const cursors = (path: string) =>
      fetch.mock.calls
        .map(([input]) => new URL(String(input), "http://localhost"))
        .filter((url) => url.pathname === path)
        .map((url) => url.searchParams.get("cursor"));
    expect(cursors("/api/admin/billing/customers")).toEqual([null, "u-last"]);

    openTab("Token Management");
    expect(await screen.findByText("u1a2b3c4")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("second@example.com")).toBeTruthy();
    expect(cursors("/api/admin/billing/users")).toEqual([null, "u1a2b3c4"]);
  });

  it("a default price's delete shows the server's reason", async () => {
    stubLists({
      [`DELETE /api/admin/billing/prices/${price.id}`]: {
        status: 409,
        body: { error: { code: "PRICE_IS_DEFAULT", message: "default" } },
      },
    });
    renderAt(<AdminBillingConsole testMode withdrawals={null} />, "/admin/billing?tab=prices");
    fireEvent.click(await screen.findByRole("button", { name: "Delete price: Starter 50 tokens" }));
    expect(screen.getByRole("heading", { name: "Delete Price" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Error", {
        description:
          "This is the product's default price. Make another price the default first, then delete this one.",
      }),
    );
  });
});
