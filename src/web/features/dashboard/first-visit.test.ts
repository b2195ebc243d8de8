import { describe, expect, it } from "vitest";
import { endVisit, seenKey, takeFirstVisit } from "./first-visit";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("the dashboard's first visit", () => {
  it("is first once per account, later visits are not", () => {
    const storage = memoryStorage();
    expect(takeFirstVisit("u1", storage)).toBe(true);
    expect(storage.items.has(seenKey("u1"))).toBe(true);
    // Asked again during the same visit (a second render): still the first.
    expect(takeFirstVisit("u1", storage)).toBe(true);
    endVisit("u1");
    expect(takeFirstVisit("u1", storage)).toBe(false);
    endVisit("u1");
    // Another account in the same browser has its own first visit.
    expect(takeFirstVisit("u2", storage)).toBe(true);
    endVisit("u2");
  });

  it("counts as a later visit when there is no storage to remember it", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
    };
    expect(takeFirstVisit("u3", broken)).toBe(false);
    endVisit("u3");
    expect(takeFirstVisit("u3", null)).toBe(false);
    endVisit("u3");
  });
});
