import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { withRoles } from "../../../test/fixtures";
import { listRoute, openVacancies, seeker, vacancyPage, vacancySummary } from "../testing";

const card = (name: string) => screen.getByRole("article", { name });
const tags = {
  "GET /api/tag/c1/vacancies": {
    body: {
      items: [
        {
          _id: "t1",
          client_id: "c1",
          module: "vacancies",
          name: "Remote",
          createdBy: "u2",
          createdAt: "",
          can: { manage: false },
        },
        {
          _id: "t2",
          client_id: "c1",
          module: "vacancies",
          name: "IT",
          createdBy: "u2",
          createdAt: "",
          can: { manage: false },
        },
      ],
    },
  },
};

describe("the vacancies list", () => {
  it("shows open vacancies as cards: salary, city, department, tags, date and the reader's response", async () => {
    const { api } = openVacancies("/vacancies", {
      ...tags,
      [listRoute]: {
        body: vacancyPage([
          vacancySummary({
            id: "v1",
            title: "Frontend developer",
            departmentId: "d1",
            tagIds: ["t1"],
            responded: true,
          }),
          vacancySummary({ id: "v2", title: "Accountant", salaryFrom: null, salaryTo: null, city: "" }),
        ]),
      },
    });
    await screen.findByRole("article", { name: "Frontend developer" });
    const front = within(card("Frontend developer"));
    expect(front.getByRole("link", { name: "Frontend developer" }).getAttribute("href")).toBe("/vacancy/v1");
    expect(front.getByText("$3,000 – $5,000")).toBeTruthy();
    expect(front.getByText("Riga")).toBeTruthy();
    expect(await front.findByText("Design")).toBeTruthy();
    expect(await front.findByText("Remote")).toBeTruthy();
    expect(front.getByText("You responded")).toBeTruthy();
    expect(front.getByText(/^Posted .*2026/)).toBeTruthy();
    const other = within(card("Accountant"));
    expect(other.getByText("Salary not stated")).toBeTruthy();
    expect(other.queryByText("You responded")).toBeNull();
    // An employee reads open vacancies only and manages none.
    expect(api.queryOf(listRoute)?.get("status")).toBe("open");
    expect(screen.queryByRole("radiogroup", { name: "Show" })).toBeNull();
    expect(screen.queryByRole("button", { name: "New vacancy" })).toBeNull();
    expect(front.queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("asks again with the search and the tags chosen, kept in the address", async () => {
    const asked: URLSearchParams[] = [];
    const { app } = openVacancies("/vacancies", {
      ...tags,
      [listRoute]: ({ query }) => {
        asked.push(query);
        return { body: vacancyPage([vacancySummary()]) };
      },
    });
    await screen.findByRole("article", { name: "Frontend developer" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search vacancies" }), "react");
    await waitFor(() => expect(asked.at(-1)?.get("search")).toBe("react"));
    await userEvent.click(await screen.findByText("Remote"));
    await waitFor(() => expect(asked.at(-1)?.get("tags")).toBe("t1"));
    await userEvent.click(screen.getByText("IT"));
    await waitFor(() => expect(asked.at(-1)?.get("tags")).toBe("t1,t2"));
    expect(asked.at(-1)?.get("search")).toBe("react");
    expect(app.location()).toBe("/vacancies?q=react&tags=t1%2Ct2");
  });

  it("with nothing open says so; filtered to nothing offers to show all", async () => {
    openVacancies("/vacancies?q=zzz", { [listRoute]: { body: vacancyPage([]) } });
    expect(await screen.findByText("No vacancies match")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Show all vacancies" }));
    expect(await screen.findByText("No open vacancies yet")).toBeTruthy();
    expect(screen.getByText("When the company opens a position, it shows up here.")).toBeTruthy();
  });

  it("an admin chooses open, closed or all, creates from the empty list and edits from a card", async () => {
    const statuses: Array<string | null> = [];
    openVacancies(
      "/vacancies",
      {
        [listRoute]: ({ query }) => {
          statuses.push(query.get("status"));
          return {
            body: vacancyPage(
              query.get("status") === "all" ? [vacancySummary({ status: "closed", responsesCount: 3 })] : [],
            ),
          };
        },
        "GET /api/vacancy/v1": {
          body: {
            ...vacancySummary({ status: "closed" }),
            description: "<p>x</p>",
            requirements: "",
            conditions: "",
            recipients: [],
            can: { edit: true, respond: false, readResponses: true },
          },
        },
      },
      withRoles(["admin"], { rights: seeker().rights }),
    );
    expect(await screen.findByText("No open vacancies yet")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "New vacancy" })).toHaveLength(2);
    await userEvent.click(screen.getByRole("radio", { name: "All" }));
    const closed = await screen.findByRole("article", { name: "Frontend developer" });
    expect(statuses).toEqual(["open", "all"]);
    expect(within(closed).getByText("Closed")).toBeTruthy();
    expect(within(closed).getByText("Responses: 3")).toBeTruthy();
    await userEvent.click(within(closed).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit vacancy" });
    expect(await within(dialog).findByDisplayValue("Frontend developer")).toBeTruthy();
    expect(within(dialog).getByRole("radio", { name: /^Closed/ })).toHaveProperty("checked", true);
  });
});
