import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useEffect, useReducer } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import { initialWizardState, wizardReducer, type WizardState } from "../wizard-state";
import { RulePackChips } from "./rule-pack-chips";

let current: WizardState = initialWizardState;
const track = (state: WizardState) => {
  current = state;
};

function Harness({ description }: { description: string }) {
  const [state, dispatch] = useReducer(
    wizardReducer,
    wizardReducer(initialWizardState, { type: "setDescription", text: description }),
  );
  useEffect(() => track(state), [state]);
  return (
    <>
      <button type="button" onClick={() => dispatch({ type: "setNotes", text: "On Supabase." })}>
        notes
      </button>
      <RulePackChips form={state.form} dispatch={dispatch} />
    </>
  );
}

function show(description: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Harness description={description} />
    </I18nextProvider>,
  );
}

const chips = () =>
  within(screen.getByRole("list", { name: "Rules we'll add for your project" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

afterEach(cleanup);

describe("Rules we'll add for your project", () => {
  it("shows each pack with the words that called for it", () => {
    show("Yoga studios where members must never be double-booked.");
    expect(chips()).toEqual(["Bookings and time zones because you wrote “double-booked”"]);
  });

  it("saves a removed pack with the form and brings it back from the list", () => {
    show("Yoga studios where members must never be double-booked.");
    fireEvent.click(screen.getByRole("button", { name: "Remove Bookings and time zones" }));
    expect(current.form.packs).toEqual({ added: [], removed: ["booking"] });
    expect(screen.queryByRole("list", { name: "Rules we'll add for your project" })).toBeNull();
    fireEvent.change(screen.getByRole("combobox", { name: "Add rules for…" }), {
      target: { value: "booking" },
    });
    // Back to automatic: nothing left to store.
    expect(current.form.packs).toBeUndefined();
    expect(chips()).toHaveLength(1);
  });

  it("adds any pack from the full list, marked as added by the user", () => {
    show("A recipe site.");
    expect(screen.getByText(/No domain rules yet/)).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Add rules for…" }), {
      target: { value: "docker" },
    });
    expect(current.form.packs).toEqual({ added: ["docker"], removed: [] });
    expect(chips()).toEqual(["Docker added by you"]);
  });

  it("asks about a pack one word hints at, and adds it or keeps the answer no", () => {
    show("A shared family calendar with colour-coded chores.");
    expect(screen.getByText(/No domain rules yet/)).toBeTruthy();
    const questions = within(screen.getByRole("list", { name: "Does your project need these?" }));
    expect(questions.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Bookings and time zones? you wrote “calendar”AddNo",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Add Bookings and time zones" }));
    expect(current.form.packs).toEqual({ added: ["booking"], removed: [] });
    expect(chips()).toEqual(["Bookings and time zones added by you"]);
    expect(screen.queryByRole("list", { name: "Does your project need these?" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Remove Bookings and time zones" }));
    fireEvent.click(screen.getByRole("button", { name: "No rules for Bookings and time zones" }));
    expect(current.form.packs).toEqual({ added: [], removed: ["booking"] });
    expect(screen.queryByRole("list", { name: "Does your project need these?" })).toBeNull();
  });

  it("follows the notes as they are typed", () => {
    show("A team planner.");
    fireEvent.click(screen.getByRole("button", { name: "notes" }));
    expect(chips()).toEqual(["Supabase because you wrote “Supabase”"]);
  });
});
