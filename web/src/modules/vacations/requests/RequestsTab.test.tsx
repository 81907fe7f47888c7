import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { admin, employee, openVacations, requestView, visitor } from "../testing";

const decided = { body: { vacation: requestView(), balance: { userId: "u2", days: 12, pending: 0 } } };

describe("requests to decide", () => {
  it("gives a chief the tab with the count, and each request with the person, period, days and balance", async () => {
    openVacations("/vacations", { "GET /api/user/vacations/requests": { body: [requestView()] } });
    const tab = await screen.findByRole("tab", { name: /Requests/ });
    expect(within(tab).getByText("Requests waiting: 1")).toBeTruthy();
    // A chief is no HR: no one else's vacations, no settings.
    expect(screen.queryByRole("tab", { name: "Everyone" })).toBeNull();
    expect(screen.queryByRole("tab", { name: "Settings" })).toBeNull();
    await userEvent.click(tab);
    const request = within(await screen.findByRole("list", { name: "Requests" })).getByRole("listitem");
    expect(within(request).getByText("Chloe Davis")).toBeTruthy();
    expect(within(request).getByText("Designer")).toBeTruthy();
    expect(within(request).getByText("Days: 5")).toBeTruthy();
    expect(within(request).getByText("Days left: 12")).toBeTruthy();
    // The chart of the request's month shows who else is away then.
    const chart = within(request).getByRole("link", { name: "Who else is away then" });
    expect(chart.getAttribute("href")).toBe(`/vacations?tab=chart&from=${requestView().start.slice(0, 7)}-01`);
  });

  it("approves a request", async () => {
    const { api } = openVacations("/vacations?tab=requests", {
      "GET /api/user/vacations/requests": { body: [requestView()] },
      "PUT /api/user/vacation/v7/decision": decided,
    });
    await userEvent.click(await screen.findByRole("button", { name: "Approve the request of Chloe Davis" }));
    await waitFor(() => expect(api.bodyOf("PUT /api/user/vacation/v7/decision")).toEqual({ approve: true }));
    expect(await screen.findByText("The vacation is approved")).toBeTruthy();
  });

  it("keeps a chief who decided the last request on the tab, saying none wait", async () => {
    let decidedOnce = false;
    openVacations("/vacations?tab=requests", {
      "GET /api/user/vacations/requests": () => ({ body: decidedOnce ? [] : [requestView()] }),
      "PUT /api/user/vacation/v7/decision": () => {
        decidedOnce = true;
        return decided;
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Approve the request of Chloe Davis" }));
    expect(await screen.findByText("No requests to decide")).toBeTruthy();
    expect(screen.getByRole("tab", { name: /Requests/ }).getAttribute("aria-selected")).toBe("true");
  });

  it("declines a request only with a reason, and shows the server's refusal", async () => {
    let answers = 0;
    const { api } = openVacations("/vacations?tab=requests", {
      "GET /api/user/vacations/requests": { body: [requestView()] },
      "PUT /api/user/vacation/v7/decision": () =>
        ++answers === 1 ? apiError(409, "vacations.already_decided") : decided,
    });
    await userEvent.click(await screen.findByRole("button", { name: "Decline the request of Chloe Davis" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline the request of Chloe Davis" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await within(dialog).findByText("Say why the request is declined")).toBeTruthy();
    expect(api.calls).not.toContain("PUT /api/user/vacation/v7/decision");

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Why" }), "The release is that week");
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await within(dialog).findByText("This request has already been decided")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() =>
      expect(api.bodyOf("PUT /api/user/vacation/v7/decision")).toEqual({
        approve: false,
        reason: "The release is that week",
      }),
    );
    expect(await screen.findByText("The request is declined")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says so when nothing waits, to an admin who always has the tab", async () => {
    openVacations("/vacations?tab=requests", {}, admin());
    expect(await screen.findByText("No requests to decide")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Settings" })).toBeTruthy();
  });
});

describe("the tabs by who is looking", () => {
  it("gives an employee with nothing to decide their own vacations and the chart only", async () => {
    openVacations("/vacations", {}, employee());
    expect(await screen.findByRole("tab", { name: "My vacations" })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["My vacations", "Team chart"]),
    );
  });

  it("gives a visiting superadmin no vacations of their own: the chart first, requests, everyone, settings", async () => {
    const { api } = openVacations("/vacations", {}, visitor());
    await waitFor(() =>
      expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
        "Team chart",
        "Requests",
        "Everyone",
        "Settings",
      ]),
    );
    expect(screen.getByRole("tab", { name: "Team chart" }).getAttribute("aria-selected")).toBe("true");
    expect(api.calls).not.toContain("GET /api/user/vacations/mine");
  });
});
