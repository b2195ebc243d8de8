import { describe, expect, it } from "vitest";
import { rulePackIds } from "#contract/wizard-packs";
import { goldenCases } from "../../golden/forms";
import { packCases } from "../../golden/packs";
import { detectPacks } from "./detect";
import { quickCheckForTests } from "./quick-check";
import { packSignals } from "./signals/index";

const terms = rulePackIds.flatMap((id) => [
  ...packSignals[id].strong,
  ...(packSignals[id].weak ?? []),
]);

/** Texts in which terms occur: the pack test set, the golden forms, and each term's own beginnings. */
const texts = [
  ...packCases.map((golden) => golden.text),
  ...goldenCases.flatMap(({ form }) => [form.projectDescription ?? "", form.additionalNotes ?? ""]),
  "We sell in our Online-Shop and our online store; E-Commerce and ecommerce alike.",
  "Eine Zimmer-Buchung und Tischbuchung, Friseurtermine und Online-Termine.",
  "Send an e-mail when a job queue stalls; SMS reminders and push alerts in several languages.",
  "Die App lädt Fotos und Belege hoch, auf Deutsch und Englisch, ohne Internet.",
];

describe("the quick check before a pack's patterns", () => {
  it("lets every term through wherever its pattern matches", () => {
    let matches = 0;
    for (const term of terms) {
      const pattern = quickCheckForTests.pattern(term);
      for (const text of texts) {
        if (!pattern.test(text)) continue;
        matches++;
        expect(quickCheckForTests.mayMatch(term, text), `${term} in "${text}"`).toBe(true);
      }
    }
    // The set must exercise the check, not pass for want of matches.
    expect(matches).toBeGreaterThan(300);
  });

  it("expands a leading group and optional characters into their beginnings", () => {
    const booking = "(?:zimmer|tisch|kurs)-?buchung";
    expect(quickCheckForTests.mayMatch(booking, "Zimmer-Buchung online")).toBe(true);
    expect(quickCheckForTests.mayMatch(booking, "eine Tischbuchung")).toBe(true);
    expect(quickCheckForTests.mayMatch(booking, "ein Zimmer, eine Buchung")).toBe(false);
    expect(quickCheckForTests.mayMatch("e-?commerce", "E-Commerce")).toBe(true);
    expect(quickCheckForTests.mayMatch("e-?commerce", "commerce and e-mail")).toBe(false);
    expect(quickCheckForTests.mayMatch("online ?(?:store|shop)", "online booking")).toBe(false);
    // A term's own alternatives, and a character that may be repeated zero times.
    expect(quickCheckForTests.mayMatch("invoices|rechnung", "Eine Rechnung")).toBe(true);
    expect(quickCheckForTests.mayMatch("boo{0,2}king", "a boking app")).toBe(true);
    // An optional group ends the beginning: "catalog" alone must pass.
    expect(quickCheckForTests.mayMatch("catalog(?:ue)?!", "a product catalog")).toBe(true);
  });

  it("finds the same packs in German compounds as a word of their own", () => {
    expect(detectPacks({ text: "Ein Onlineshop mit Warenkorb" }).map((p) => p.id)).toContain(
      "commerce",
    );
    expect(
      detectPacks({ text: "Reminders by e-mail and SMS notifications" }).map((p) => p.id),
    ).toContain("notifications");
  });
});
