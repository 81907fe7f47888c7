import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, openNoSilent, reportSummary } from "./testing";

describe("the /report_violation tabs", () => {
  it("an employee who is no recipient reports and sees their named reports, with the way to follow an anonymous one", async () => {
    openNoSilent("/report_violation?tab=mine");
    expect(await screen.findByText("You have sent no report under your name")).toBeTruthy();
    expect(screen.getByRole("link", { name: "follow-up page" }).getAttribute("href")).toBe(
      "/report_violation/follow-up",
    );
    expect(screen.getByRole("tab", { name: "Report" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Inbox" })).toBeNull();
    expect(screen.queryByRole("tab", { name: "Settings" })).toBeNull();
  });

  it("the inbox lists the reports page by page and filters them by status", async () => {
    const { api } = openNoSilent(
      "/report_violation?tab=inbox",
      {
        "GET /api/report_violation/reports/c1": ({ query }) =>
          query.get("status") === "in_review"
            ? { body: { items: [], cursor: null } }
            : {
                body: {
                  items: [reportSummary(), reportSummary({ _id: "r2", anonymous: false, name: "Henry Irwin" })],
                  cursor: null,
                },
              },
      },
      admin(),
    );
    const first = await screen.findAllByRole("link", { name: "Report of November 20, 2026" });
    expect(first[0]!.getAttribute("href")).toBe("/report_violation/r1");
    expect(screen.getByText(/From Henry Irwin/)).toBeTruthy();
    expect(screen.getAllByText(/Messages: 2/)).toHaveLength(2);
    // The recipients see the directive's clock: 7 days to acknowledge (long past for these).
    expect(screen.getAllByText("Acknowledge by November 27, 2026: overdue")).toHaveLength(2);

    const filters = screen.getByRole("search", { name: "Filters" });
    await userEvent.selectOptions(within(filters).getByRole("combobox", { name: "Status" }), "in_review");
    expect(await screen.findByText("No report has this status")).toBeTruthy();
    await waitFor(() => expect(api.queryOf("GET /api/report_violation/reports/c1")?.get("status")).toBe("in_review"));
    expect(screen.getByRole("tab", { name: "Settings" })).toBeTruthy();
  });

  it("an admin chooses no one: the settings say the company's admins receive the reports", async () => {
    const { api } = openNoSilent(
      "/report_violation?tab=settings",
      { "PUT /api/report_violation/settings/c1": { body: { recipients: [], recipient: true } } },
      admin(),
    );
    expect(await screen.findByText("No one chosen: the company's administrators receive the reports")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.bodyOf("PUT /api/report_violation/settings/c1")).toEqual({ recipients: [] }));
  });
});
