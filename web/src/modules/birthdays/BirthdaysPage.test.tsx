import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../i18n";
import { openWall } from "../wall/testing";

const person = (id: string, fullName: string) => ({
  _id: id,
  fullName,
  firstName: fullName.split(" ")[0]!,
  lastName: fullName.split(" ")[1]!,
  birthday: "11-22",
  position: "Engineer",
});

describe("/birthdays/", () => {
  it("asks for 30 days in the browser's time zone and groups upcoming birthdays by date", async () => {
    const { api } = openWall("/birthdays/", {
      "GET /api/clients/c1/birthdays": {
        body: {
          date: "2026-11-21",
          days: 30,
          today: [person("u2", "Chloe Davis")],
          upcoming: [
            { user: person("u3", "Bo Li"), date: "2026-11-22", inDays: 1 },
            { user: person("u4", "Ida Moe"), date: "2026-11-22", inDays: 1 },
            { user: person("u5", "Al Ng"), date: "2026-12-05", inDays: 14 },
          ],
        },
      },
    });
    const tomorrow = await screen.findByRole("region", { name: "Sunday, November 22" });
    expect(
      within(tomorrow)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Bo Li", "Ida Moe"]);
    expect(within(tomorrow).getByText("tomorrow")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Saturday, December 5" })).getByText("in 14 days")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Chloe Davis" }).getAttribute("href")).toBe("/profile/u2");
    const call = (globalThis.fetch as unknown as { mock: { calls: Array<[string]> } }).mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes("/birthdays"));
    expect(call).toMatch(/days=30/);
    expect(call).toMatch(/tz=/);
    expect(api.calls).toContain("GET /api/clients/c1/birthdays");
  });

  const upcomingIn = (days: number) => ({
    "GET /api/clients/c1/birthdays": {
      body: {
        date: "2026-11-21",
        days,
        today: [],
        upcoming: [
          { user: person("u3", "Bo Li"), date: "2026-11-22", inDays: 1 },
          { user: person("u5", "Al Ng"), date: "2026-11-29", inDays: 8 },
          { user: person("u6", "Ed Fox"), date: "2026-11-23", inDays: 2 },
        ],
      },
    },
  });

  it.each([
    ["ru", 30, "Ближайшие 30 дней", "Воскресенье, 29 ноября", "через 8 дней", "через 2 дня"],
    ["ua", 30, "Найближчі 30 днів", "Неділя, 29 листопада", "через 8 днів", "через 2 дні"],
    ["ru", 21, "Ближайший 21 день", "Воскресенье, 29 ноября", "через 8 дней", "через 2 дня"],
    ["en", 1, "Next 1 day", "Sunday, November 29", "in 8 days", "in 2 days"],
  ] as const)("%s: the heading counts %i days in words, dates keep the month in lower case", async (...row) => {
    const [language, days, heading, date, inEight, inTwo] = row;
    await setLanguage(language);
    openWall("/birthdays/", upcomingIn(days));
    expect(await screen.findByRole("heading", { name: heading })).toBeTruthy();
    const dateHeading = screen.getByRole("heading", { name: new RegExp(`^${date}`) });
    expect(dateHeading.firstChild?.textContent).toBe(date);
    expect(within(dateHeading).getByText(inEight)).toBeTruthy();
    expect(screen.getByText(inTwo)).toBeTruthy();
  });
});
