import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userView } from "../../../test/fixtures";
import { openWall } from "../../wall/testing";
import { listRoute, seeker, vacancyPage, vacancySummary } from "../testing";

describe("the vacancies widget on the company wall", () => {
  it("lists the latest open vacancies with their salary, and links to all of them", async () => {
    const { api } = openWall(
      "/company",
      {
        [listRoute]: {
          body: vacancyPage([
            vacancySummary({ id: "v1", title: "Frontend developer" }),
            vacancySummary({ id: "v2", title: "Accountant", salaryFrom: null, salaryTo: null }),
          ]),
        },
      },
      seeker(),
    );
    const widget = await screen.findByRole("region", { name: "Vacancies" });
    const link = await within(widget).findByRole("link", { name: "Frontend developer" });
    expect(link.getAttribute("href")).toBe("/vacancy/v1");
    expect(within(widget).getByText("$3,000 – $5,000")).toBeTruthy();
    expect(within(widget).getByText("Salary not stated")).toBeTruthy();
    expect(within(widget).getByRole("link", { name: "All vacancies" }).getAttribute("href")).toBe("/vacancies/");
    const query = api.queryOf(listRoute);
    expect([query?.get("status"), query?.get("limit")]).toEqual(["open", "4"]);
  });

  it("with no open vacancy, says so", async () => {
    openWall("/company", { [listRoute]: { body: vacancyPage([]) } }, seeker());
    const widget = await screen.findByRole("region", { name: "Vacancies" });
    expect(await within(widget).findByText("No open vacancies")).toBeTruthy();
  });

  it("is not there for whom has no vacancies right, and asks nothing", async () => {
    const { api } = openWall("/company", {}, userView());
    expect(await screen.findByRole("region", { name: "Calendar" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Vacancies" })).toBeNull();
    expect(api.calls).not.toContain(listRoute);
  });
});
