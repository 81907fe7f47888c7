import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../i18n";
import { freezeToday, openAnalytics } from "../testing";
import { changeOf } from "./change";

afterEach(() => vi.useRealTimers());

/** A card's change: its arrow, its visible text, its tone, and what a screen reader hears. */
function changeLine(label: string) {
  const card = screen.getByText(label, { selector: "dt" }).closest(".an-kpi") as HTMLElement;
  const line = card.querySelector(".an-change") as HTMLElement;
  return {
    arrow: line.querySelector("[data-icon]")?.getAttribute("data-icon") ?? null,
    text: line.querySelector(".an-change-text")?.textContent ?? line.textContent,
    tone: line.className.replace("an-change ", ""),
    spoken:
      within(line)
        .queryByText(/^Change against/)
        ?.textContent?.replace(/\s+/g, " ") ?? null,
  };
}

describe("the key figures", () => {
  it("show each change's arrow, sign and share; up is worse for leavers and turnover", async () => {
    freezeToday();
    openAnalytics();
    await screen.findByText("Leavers", { selector: "dt" });
    // Leavers 5 → 8: up, worse.
    expect(changeLine("Leavers")).toEqual({
      arrow: "arrow-up",
      text: "+3 (+60.0%)",
      tone: "an-change-bad",
      spoken: "Change against Dec 11, 2024 – Nov 30, 2025: +3 (+60.0%), worse",
    });
    // Turnover 10% → 12.5%: up by points, worse.
    expect(changeLine("Turnover")).toMatchObject({ arrow: "arrow-up", text: "+2.5 pp", tone: "an-change-bad" });
    // Hires 13 → 10: down, worse (more hires is better).
    expect(changeLine("Hires")).toMatchObject({ arrow: "arrow-down", text: "-3 (-23.1%)", tone: "an-change-bad" });
    // Headcount 102 → 102: no arrow, no colour.
    expect(changeLine("Headcount at the end")).toMatchObject({
      arrow: null,
      text: "No change",
      tone: "an-change-neutral",
    });
    // Average headcount: neither way is better.
    expect(changeLine("Average headcount")).toMatchObject({ arrow: "arrow-up", tone: "an-change-neutral" });
  });

  it("write numbers the reader's way: decimal commas and month names in Russian", async () => {
    freezeToday();
    await setLanguage("ru");
    openAnalytics();
    await screen.findByText("Уволено", { selector: "dt" });
    expect(changeLine("Текучесть")).toMatchObject({ text: "+2,5 п. п.", tone: "an-change-bad" });
    const average = screen.getByText("Средняя численность", { selector: "dt" }).closest(".an-kpi")!;
    expect(average.querySelector(".an-kpi-value")?.textContent).toBe("101,0");
    const months = screen.getByRole("table", { name: "По месяцам" });
    expect(within(months).getByRole("rowheader", { name: /^январь 2026/ })).toBeTruthy();
    expect(within(months).getByText("4,9 %")).toBeTruthy();
  });
});

describe("a change", () => {
  it("is good or bad by which way is better, with its share of the previous value", () => {
    expect(changeOf(8, 5, "down")).toEqual({ delta: 3, share: 0.6, direction: "up", tone: "bad" });
    expect(changeOf(8, 5, "up")).toMatchObject({ tone: "good" });
    expect(changeOf(12.5, 10.1, "down")).toMatchObject({ delta: 2.4, direction: "up", tone: "bad" });
    expect(changeOf(3, 0, "up")).toEqual({ delta: 3, share: null, direction: "up", tone: "good" });
    expect(changeOf(4, 4, "down")).toMatchObject({ direction: "same", tone: "neutral" });
    expect(changeOf(null, 4, "up")).toBeNull();
    expect(changeOf(4, null, "up")).toBeNull();
  });
});
