import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChoiceRadios, type Choice } from "./ChoiceRadios";

type Kind = "open" | "closed" | "quiet";
const choices: Choice<Kind>[] = [
  { value: "open", name: "Open", hint: "Everyone sees it.", icon: "globe" },
  { value: "closed", name: "Closed", hint: "Members only." },
  { value: "quiet", name: "Quiet" },
];

function Picker({ disabled, picked }: { disabled?: boolean; picked: Kind[] }) {
  const [value, setValue] = useState<Kind>("open");
  return (
    <ChoiceRadios
      label="Kind"
      choices={choices}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        picked.push(next);
        setValue(next);
      }}
    />
  );
}

describe("ChoiceRadios", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a labelled radio group whose radios are named by their name and described by their hint", () => {
    render(<Picker picked={[]} />);
    const group = screen.getByRole("radiogroup", { name: "Kind" });
    const radios = [...group.querySelectorAll("input[type=radio]")];
    expect(radios.map((radio) => radio.getAttribute("name"))).toEqual(Array(3).fill(radios[0]!.getAttribute("name")));
    expect(screen.getByRole("radio", { name: "Open", description: "Everyone sees it." })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Closed", description: "Members only." })).toBeTruthy();
    const quiet = screen.getByRole("radio", { name: "Quiet" });
    expect(quiet.getAttribute("aria-describedby")).toBeNull();
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Open" }).checked).toBe(true);
  });

  it("picks a choice by a click on its hint, and by arrow keys", async () => {
    // jsdom has no CSS.escape, which user-event's arrow keys use to find the radio group.
    vi.stubGlobal("CSS", { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) });
    const picked: Kind[] = [];
    render(<Picker picked={picked} />);
    await userEvent.click(screen.getByText("Members only."));
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Closed" }).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Closed" }));
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Quiet" }).checked).toBe(true);
    expect(picked).toEqual(["closed", "quiet"]);
  });

  it("disabled: no choice can be picked", async () => {
    const picked: Kind[] = [];
    render(<Picker disabled picked={picked} />);
    const radios = screen.getAllByRole<HTMLInputElement>("radio");
    expect(radios.map((radio) => radio.disabled)).toEqual([true, true, true]);
    await userEvent.click(screen.getByText("Members only."));
    expect(picked).toEqual([]);
  });
});
