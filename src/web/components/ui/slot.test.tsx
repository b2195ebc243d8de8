import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

describe("Button asChild", () => {
  it("renders its child with the button's classes, both handlers and the ref", () => {
    const order: string[] = [];
    const ref = createRef<HTMLAnchorElement>();
    const onButton = vi.fn(() => order.push("button"));
    render(
      <Button asChild variant="ghost" onClick={onButton} ref={ref as never}>
        <a
          href="/signin"
          className="extra"
          onClick={(event) => (event.preventDefault(), order.push("child"))}
        >
          Sign in
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Sign in" });
    expect(link.className).toContain("hover:bg-muted");
    expect(link.className).toContain("extra");
    fireEvent.click(link);
    expect(order).toEqual(["child", "button"]);
    expect(ref.current).toBe(link);
  });
});
