import { describe, expect, it } from "vitest";
import { detectPacks, packQuestions } from "./detect";

const ids = (packs: readonly { id: string }[]) => packs.map((pack) => pack.id);

describe("packs the words hint at without deciding", () => {
  it("asks about a pack with one weak cue instead of adding it", () => {
    const input = { text: "A shared family calendar with colour-coded chores." };
    expect(ids(detectPacks(input))).not.toContain("booking");
    expect(packQuestions(input)).toContainEqual({
      id: "booking",
      phrase: "calendar",
      why: "one-cue",
    });
  });

  it("asks nothing about a pack it adds, or about negated words", () => {
    const booked = { text: "Members book time slots in the studio calendar." };
    expect(ids(detectPacks(booked))).toContain("booking");
    expect(ids(packQuestions(booked))).not.toContain("booking");
    expect(packQuestions({ text: "No calendar, just a to-do list." })).toEqual([]);
  });

  it("lets an import's libraries decide a vendor's pack: words without the library only ask", () => {
    const text = "Our data lives in Supabase.";
    expect(ids(detectPacks({ text }))).toContain("supabase");
    const withoutIt = { text, libraries: ["Prisma"], imported: true };
    expect(ids(detectPacks(withoutIt))).not.toContain("supabase");
    expect(packQuestions(withoutIt)).toContainEqual({
      id: "supabase",
      phrase: "Supabase",
      why: "not-in-project",
    });
    const withIt = { text, libraries: ["Supabase"], imported: true };
    expect(detectPacks(withIt)).toContainEqual({
      id: "supabase",
      reason: { kind: "wrote", phrases: ["Supabase"] },
    });
    expect(ids(packQuestions(withIt))).not.toContain("supabase");
  });

  it("still adds a domain pack the words decide, import or not", () => {
    const input = { text: "Patients book appointments online.", libraries: [], imported: true };
    expect(ids(detectPacks(input))).toContain("health");
  });
});
