import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SelectCard, SelectCardGroup } from "./select-card";

function Single() {
  const [value, setValue] = useState("a");
  return (
    <SelectCardGroup type="single" label="Pick one" value={value} onValueChange={setValue}>
      <SelectCard value="a" title="Alpha" description="First" />
      <SelectCard value="b" title="Beta" />
    </SelectCardGroup>
  );
}

function Multiple() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <SelectCardGroup type="multiple" label="Pick many" value={value} onValueChange={setValue}>
      <SelectCard value="a" title="Alpha" />
      <SelectCard value="b" title="Beta" />
    </SelectCardGroup>
  );
}

afterEach(cleanup);

describe("SelectCardGroup", () => {
  it("single: a radiogroup whose cards are radios; the chosen one cannot be unselected", () => {
    render(<Single />);
    expect(screen.getByRole("radiogroup", { name: "Pick one" })).toBeTruthy();
    const alpha = screen.getByRole("radio", { name: /Alpha/ });
    const beta = screen.getByRole("radio", { name: /Beta/ });
    expect(alpha.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(alpha);
    expect(alpha.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(beta);
    expect(beta.getAttribute("aria-checked")).toBe("true");
    expect(alpha.getAttribute("aria-checked")).toBe("false");
  });

  it("multiple: toggle buttons with aria-pressed", () => {
    render(<Multiple />);
    const alpha = screen.getByRole("button", { name: /Alpha/ });
    const beta = screen.getByRole("button", { name: /Beta/ });
    fireEvent.click(alpha);
    fireEvent.click(beta);
    expect(alpha.getAttribute("aria-pressed")).toBe("true");
    expect(beta.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(alpha);
    expect(alpha.getAttribute("aria-pressed")).toBe("false");
  });
});
