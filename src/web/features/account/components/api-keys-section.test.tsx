import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiKeySchema, type ApiKey, type CreatedApiKey } from "#contract/api-keys";
import { limits } from "#contract/limits";
import type { SessionUser } from "#contract/session";
import { i18n } from "@/i18n";
import { spyOnToasts } from "@/testing/toast-spies";
import { ApiKeysSection } from "./api-keys-section";

const toasts = spyOnToasts();

// Radix's checkbox measures itself inside a form; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(async () => {
  await i18n.loadLanguages("en");
  await i18n.changeLanguage("en");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const user: SessionUser = {
  id: "u1",
  email: "ada@example.com",
  name: "Ada",
  isAdmin: false,
  emailVerified: true,
  createdAt: "2026-11-01T10:00:00.000Z",
};

const ciKey: ApiKey = {
  id: "0b6f6c1e-3d2a-4f5b-8c7d-9e0f1a2b3c4d",
  name: "CI for salon",
  prefix: "rs_Ab3dE",
  scopes: ["rules:read"],
  createdAt: "2026-11-20T09:30:00.000Z",
  lastUsedAt: null,
};

const SECRET = `rs_${"k".repeat(43)}`;

/** A small API key server: the list, creating (or the given refusal) and revoking. */
function stubServer(keys: ApiKey[], refuseCreate?: { status: number; code: string }) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    const method = init?.method ?? "GET";
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url: url.pathname, body });
    if (method === "GET") return Response.json({ keys });
    if (method === "DELETE") {
      keys.splice(
        keys.findIndex((key) => url.pathname.endsWith(key.id)),
        1,
      );
      return Response.json({ success: true });
    }
    if (refuseCreate) {
      return Response.json(
        { error: { code: refuseCreate.code, message: "refused" } },
        { status: refuseCreate.status },
      );
    }
    const { name, scopes } = body as { name: string; scopes: ApiKey["scopes"] };
    const created: CreatedApiKey = {
      id: "5c4b3a29-1807-4f6e-9d8c-7b6a5f4e3d2c",
      name,
      prefix: SECRET.slice(0, 8),
      scopes,
      createdAt: "2026-11-25T12:00:00.000Z",
      lastUsedAt: null,
      key: SECRET,
    };
    keys.unshift(apiKeySchema.parse(created));
    return Response.json(created, { status: 201 });
  });
  return requests;
}

function show(sessionUser: SessionUser = user, passwordChanged = false) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <ApiKeysSection user={sessionUser} passwordChanged={passwordChanged} />,
      },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const list = () => screen.findByRole("table", { name: "Your keys" });

describe("API keys in the settings", () => {
  it("asks for a look at the keys after a password change, which keeps them working", async () => {
    stubServer([ciKey]);
    show(user, true);
    await list();
    expect(screen.getByRole("status").textContent).toMatch(/Your key still works: revoke it/);
    cleanup();
    stubServer([ciKey]);
    show(user, false);
    await list();
    expect(screen.queryByText(/still works/)).toBeNull();
    cleanup();
    stubServer([]);
    show(user, true);
    await screen.findByText("No keys yet.");
    expect(screen.queryByText(/still work/)).toBeNull();
  });

  it("lists each key with its name, first characters, scopes, creation and last use", async () => {
    stubServer([
      ciKey,
      {
        ...ciKey,
        id: "1c6f6c1e-3d2a-4f5b-8c7d-9e0f1a2b3c4d",
        name: "Laptop",
        prefix: "rs_Zz9yX",
        scopes: ["rules:read", "generate"],
        lastUsedAt: "2026-11-24T08:15:00.000Z",
      },
    ]);
    show();
    const rows = within(await list()).getAllByRole("row");
    expect(rows).toHaveLength(3);
    const ci = within(rows[1]!);
    expect(ci.getByText("CI for salon")).toBeTruthy();
    expect(ci.getByText("rs_Ab3dE…")).toBeTruthy();
    expect(ci.getByText("Read rules")).toBeTruthy();
    expect(ci.queryByText("Generate")).toBeNull();
    expect(ci.getByText(/Nov 20, 2026/)).toBeTruthy();
    expect(ci.getByText("Never")).toBeTruthy();
    const laptop = within(rows[2]!);
    expect(laptop.getByText("Generate")).toBeTruthy();
    expect(laptop.getByText(/Nov 24, 2026/)).toBeTruthy();
    expect(screen.getByText(`2 of ${limits.apiKeysPerUserMax} keys`)).toBeTruthy();
    expect(
      screen.getByRole("link", { name: /how the API and the command line work/ }),
    ).toHaveProperty("pathname", "/documentation");
    const origin = window.location.origin;
    expect(screen.getByLabelText("Commands that install rulesmith and log in").textContent).toBe(
      `npm install -g ${origin}/cli/rulesmith.tgz\nrulesmith login --url ${origin}`,
    );
    expect(screen.getByText("RULESMITH_URL")).toBeTruthy();
  });

  it("copies the commands that install rulesmith from this server", async () => {
    stubServer([]);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    show();
    fireEvent.click(screen.getByRole("button", { name: "Copy the commands" }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        expect.stringContaining(`npm install -g ${window.location.origin}/cli/rulesmith.tgz`),
      ),
    );
    expect(toasts.success).toHaveBeenCalledWith("Commands copied");
  });

  it("shows a new key once, to copy, and forgets it when the dialog closes", async () => {
    const requests = stubServer([]);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    show();
    expect(await screen.findByText("No keys yet.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "GitHub Actions" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Generate (spends tokens)" }));
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));

    const dialog = await screen.findByRole("dialog", { name: "Your new key “GitHub Actions”" });
    expect(within(dialog).getByText(/it won't be shown again/)).toBeTruthy();
    expect(within(dialog).getByLabelText("API key")).toHaveProperty("value", SECRET);
    fireEvent.click(within(dialog).getByRole("button", { name: "Copy key" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(toasts.success).toHaveBeenCalledWith("Key copied");
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({
      name: "GitHub Actions",
      scopes: ["rules:read", "generate"],
    });
    // The list behind the dialog (hidden from assistive technology meanwhile) has the key.
    const behind = await screen.findByRole("table", { name: "Your keys", hidden: true });
    expect(await within(behind).findByText("GitHub Actions")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
    expect([...document.querySelectorAll("input")].some((input) => input.value === SECRET)).toBe(
      false,
    );
    expect(screen.getByText(`${SECRET.slice(0, 8)}…`)).toBeTruthy();
    // The form is ready for the next key.
    expect(screen.getByLabelText("Name")).toHaveProperty("value", "");
  });

  it("asks for a name and at least one scope before it sends anything", async () => {
    const requests = stubServer([]);
    show();
    await screen.findByText("No keys yet.");
    fireEvent.click(screen.getByRole("checkbox", { name: "Read rules" }));
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText("Give the key a name.")).toBeTruthy();
    expect(screen.getByText("Choose at least one.")).toBeTruthy();
    expect(requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("revokes a key after a confirmation", async () => {
    const requests = stubServer([ciKey]);
    show();
    await list();
    fireEvent.click(screen.getByRole("button", { name: "Revoke “CI for salon”" }));
    const confirm = screen.getByRole("alertdialog", { name: "Revoke “CI for salon”?" });
    expect(within(confirm).getByText(/refused from their next request on/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Revoke key" }));
    expect(await screen.findByText("No keys yet.")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(requests.find((request) => request.method === "DELETE")?.url).toBe(
      `/api/account/api-keys/${ciKey.id}`,
    );
    expect(toasts.success).toHaveBeenCalledWith("Key revoked");
  });

  it("says so when the account holds as many keys as it may", async () => {
    const full = Array.from({ length: limits.apiKeysPerUserMax }, (_, index) => ({
      ...ciKey,
      id: `0b6f6c1e-3d2a-4f5b-8c7d-9e0f1a2b3c${String(index).padStart(2, "0")}`,
      name: `Key ${index}`,
    }));
    stubServer(full);
    show();
    await list();
    const text = `You already have ${limits.apiKeysPerUserMax} API keys. Revoke one before you create another.`;
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create key" }).matches(":disabled")).toBe(true);
  });

  it("shows the server's refusal when the limit was reached meanwhile", async () => {
    stubServer([], { status: 409, code: "API_KEYS_LIMIT_REACHED" });
    show();
    await screen.findByText("No keys yet.");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "One more" } });
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      `You already have ${limits.apiKeysPerUserMax} API keys. Revoke one before you create another.`,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lets an unconfirmed address create no key, and says why", async () => {
    stubServer([]);
    show({ ...user, emailVerified: false });
    await screen.findByText("No keys yet.");
    expect(
      screen.getByText("Confirm your e-mail address first: open the link we sent you."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create key" }).matches(":disabled")).toBe(true);
    expect(screen.getByLabelText("Name").matches(":disabled")).toBe(true);
  });

  it("shows the server's refusal for an address not confirmed yet", async () => {
    stubServer([], { status: 403, code: "EMAIL_NOT_VERIFIED" });
    show();
    await screen.findByText("No keys yet.");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "CI" } });
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Confirm your e-mail address first: open the link we sent you.",
    );
  });
});
