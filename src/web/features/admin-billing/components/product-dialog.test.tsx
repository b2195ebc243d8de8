import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { spyOnToasts } from "@/testing/toast-spies";
import { createAdminProduct, renderAt, requestsTo, stubApi } from "../test-utils";
import { ProductDialog } from "./product-dialog";

const toasts = spyOnToasts();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = createAdminProduct();

describe("the product dialog", () => {
  it("creates: name of 2 characters at least, active by default, description optional", async () => {
    const onClose = vi.fn();
    const fetch = stubApi({
      "POST /api/admin/billing/products": { status: 201, body: { product } },
    });
    renderAt(<ProductDialog product="new" onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Create New Product" });
    expect(
      within(dialog)
        .getByRole("checkbox", { name: "Active (offered for sale)" })
        .getAttribute("aria-checked"),
    ).toBe("true");
    fireEvent.input(within(dialog).getByLabelText("Product name"), { target: { value: "X" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Product" }));
    expect(
      await within(dialog).findByText("Product name must be at least 2 characters."),
    ).toBeTruthy();
    fireEvent.input(within(dialog).getByLabelText("Product name"), {
      target: { value: " Pro 100 tokens " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Product" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await requestsTo(fetch, "POST", "/api/admin/billing/products")).toEqual([
      { name: "Pro 100 tokens", active: true },
    ]);
    expect(toasts.success).toHaveBeenCalledWith("Product created", {
      description: "Successfully created Pro 100 tokens.",
    });
  });

  it("edits, and deletes only after a warning about subscriptions", async () => {
    const onClose = vi.fn();
    const fetch = stubApi({
      [`DELETE /api/admin/billing/products/${product.id}`]: { body: { success: true } },
    });
    renderAt(<ProductDialog product={product} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Edit Product" });
    expect((within(dialog).getByLabelText("Product name") as HTMLInputElement).value).toBe(
      product.name,
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete Product" }));
    expect(
      screen.getByText(/Existing subscriptions to this product may be affected\./),
    ).toBeTruthy();
    expect(await requestsTo(fetch, "DELETE", `/api/admin/billing/products/${product.id}`)).toEqual(
      [],
    );
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts.success).toHaveBeenCalledWith("Product deleted", expect.anything());
  });

  it("clears the description when its field is emptied", async () => {
    const onClose = vi.fn();
    const fetch = stubApi({
      [`PATCH /api/admin/billing/products/${product.id}`]: { body: { product } },
    });
    renderAt(<ProductDialog product={product} onClose={onClose} />);
    fireEvent.input(screen.getByLabelText("Description (optional)"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Active (offered for sale)" }));
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await requestsTo(fetch, "PATCH", `/api/admin/billing/products/${product.id}`)).toEqual([
      { name: product.name, description: "", active: false },
    ]);
    expect(toasts.success).toHaveBeenCalledWith("Product updated", expect.anything());
  });

  it("shows the server's reason when saving fails", async () => {
    stubApi({
      [`PATCH /api/admin/billing/products/${product.id}`]: {
        status: 503,
        body: { error: { code: "SERVICE_UNAVAILABLE", message: "later" } },
      },
    });
    renderAt(<ProductDialog product={product} onClose={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Failed to update product", {
        description: "Rulesmith is briefly unavailable. Please try again in a moment.",
      }),
    );
  });
});
