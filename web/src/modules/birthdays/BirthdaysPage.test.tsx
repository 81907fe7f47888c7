import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
});
