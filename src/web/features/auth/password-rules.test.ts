import { describe, expect, it } from "vitest";
import { failedPasswordChecks } from "#contract/auth";
import { passwordChecklist } from "./password-rules";

const metById = (password: string) =>
  Object.fromEntries(passwordChecklist(password).map((item) => [item.id, item.met]));

describe("the reset checklist", () => {
  it("lists at least 8 characters, a number and a letter, in that order, with labels", () => {
    expect(passwordChecklist("").map((item) => [item.id, item.labelKey])).toEqual([
      ["minLength", "auth.checks.minLength"],
      ["number", "auth.checks.number"],
      ["letter", "auth.checks.letter"],
    ]);
  });

  it("ticks each line as the password grows", () => {
    expect(metById("")).toEqual({ minLength: false, number: false, letter: false });
    expect(metById("a")).toEqual({ minLength: false, number: false, letter: true });
    expect(metById("a1")).toEqual({ minLength: false, number: true, letter: true });
    expect(metById("abcdefg1")).toEqual({ minLength: true, number: true, letter: true });
    expect(metById("12345678")).toEqual({ minLength: true, number: true, letter: false });
  });

  it("counts letters of any alphabet", () => {
    expect(metById("ä1234567").letter).toBe(true);
  });

  it("reports the failed checks of a password in the checklist's order", () => {
    expect(failedPasswordChecks("abcdefgh")).toEqual(["number"]);
    expect(failedPasswordChecks("1234")).toEqual(["minLength", "letter"]);
  });
});
