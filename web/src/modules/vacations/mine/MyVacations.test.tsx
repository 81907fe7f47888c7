import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../../test/api";
import { FakeWebSocket } from "../../../test/fakeWebSocket";
import { freezeToday, ledgerEntry, openVacations, personView, typeDay, vacationView } from "../testing";

afterEach(() => vi.useRealTimers());

const planned = personView({
  balance: { userId: "u1", days: 10, pending: 5 },
  settings: { dayCount: "working", approval: true },
});

describe("my vacations", () => {
  it("shows the balance, the vacations ahead then the past ones with their status, and the balance's history", async () => {
    freezeToday();
    openVacations("/vacations", {
      "GET /api/user/vacations/mine": {
        body: personView({
          balance: { userId: "u1", days: 15, pending: 5 },
          vacations: [
            vacationView({
              _id: "v1",
              start: "2026-08-03",
              end: "2026-08-07",
              can: { edit: false, cancel: false, decide: false },
            }),
            vacationView({
              _id: "v2",
              start: "2027-02-01",
              end: "2027-02-05",
              status: "declined",
              reason: "Release week",
            }),
            vacationView({ _id: "v3", start: "2026-12-07", end: "2026-12-11", status: "pending" }),
          ],
        }),
      },
      "GET /api/user/vacations/ledger/u1": {
        body: {
          userId: "u1",
          items: [
            ledgerEntry({ at: "2026-11-02T10:00:00.000Z", kind: "vacation", delta: -5, balance: 15, by: "u1" }),
            ledgerEntry({ kind: "adjustment", delta: 2, balance: 20, by: "u2", note: "Overtime in May" }),
          ],
        },
      },
    });
    const balance = await screen.findByRole("group", { name: "Balance" });
    expect(within(balance).getByText("15")).toBeTruthy();
    expect(within(balance).getByText("Of them waiting for approval")).toBeTruthy();
    // Approval is on: one's own vacation is requested.
    expect(screen.getByRole("button", { name: "Request a vacation" })).toBeTruthy();

    const upcoming = within(screen.getByRole("list", { name: "Upcoming and current" })).getAllByRole("listitem");
    expect(upcoming.map((item) => item.querySelector(".vac-status")?.textContent)).toEqual([
      "Waiting for approval",
      "Declined",
    ]);
    expect(within(upcoming[1]!).getByText("Declined: Release week")).toBeTruthy();
    const past = within(screen.getByRole("list", { name: "Past" })).getByRole("listitem");
    expect(within(past).getByText("Approved")).toBeTruthy();
    // What the server does not allow is not offered.
    expect(within(past).queryByRole("button")).toBeNull();

    const history = screen.getByRole("table", { name: "Balance history" });
    const rows = within(history).getAllByRole("row").slice(1);
    expect(within(rows[0]!).getByText("Vacation")).toBeTruthy();
    expect(within(rows[0]!).getByText("-5")).toBeTruthy();
    expect(within(rows[1]!).getByText("+2")).toBeTruthy();
    expect(within(rows[1]!).getByText("Chloe Davis")).toBeTruthy();
    expect(within(rows[1]!).getByText("Overtime in May")).toBeTruthy();
  });

  it("counts the days as they are picked, says the balance after, and blocks what the rules refuse", async () => {
    freezeToday();
    const { api } = openVacations("/vacations", {
      "GET /api/user/vacations/mine": { body: planned },
      "POST /api/user/vacation": {
        body: { vacation: vacationView({ status: "pending" }), balance: { userId: "u1", days: 5, pending: 10 } },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Request a vacation" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a vacation" });
    expect(within(dialog).getByText("Working days (Monday to Friday) are counted")).toBeTruthy();
    // Before the days are picked: what there is to take.
    expect(within(dialog).getByRole("status").textContent).toBe("Days available: 10");

    // Monday 7 to Sunday 13 December: five working days of ten.
    typeDay("First day", "12/07/2026");
    typeDay("Last day", "12/13/2026");
    expect(within(dialog).getByText("Days it takes: 5")).toBeTruthy();
    expect(within(dialog).getByText("Days left after it: 5")).toBeTruthy();

    // Three weeks: fifteen, more than the balance.
    typeDay("Last day", "12/25/2026");
    expect(within(dialog).getByText("Days left after it: -5")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send the request" }));
    expect(await within(dialog).findByText("Not enough vacation days")).toBeTruthy();

    // Today is no day to start on; the message leaves as the day is fixed.
    typeDay("First day", "11/20/2026");
    expect(await within(dialog).findByText("The start date must be later than today")).toBeTruthy();
    typeDay("First day", "12/07/2026");
    typeDay("Last day", "12/11/2026");
    await waitFor(() => expect(within(dialog).queryByRole("alert")).toBeNull());
    expect(api.calls).not.toContain("POST /api/user/vacation");

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Comment" }), "Family trip");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send the request" }));
    await waitFor(() =>
      expect(api.bodyOf("POST /api/user/vacation")).toEqual({
        start: "2026-12-07",
        end: "2026-12-11",
        comment: "Family trip",
      }),
    );
    expect(await screen.findByText("The request is sent to your chief")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's refusal with the catalogue's message and keeps the dialog", async () => {
    freezeToday();
    openVacations("/vacations", {
      "GET /api/user/vacations/mine": { body: planned },
      "POST /api/user/vacation": apiError(409, "vacations.overlap"),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Request a vacation" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a vacation" });
    typeDay("First day", "12/07/2026");
    typeDay("Last day", "12/08/2026");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send the request" }));
    expect(await within(dialog).findByText("The vacation overlaps another one")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Request a vacation" })).toBeTruthy();
  });

  it("changes a vacation on the revision seen, and cancels one after asking", async () => {
    freezeToday();
    const { api } = openVacations("/vacations", {
      "GET /api/user/vacations/mine": { body: personView({ vacations: [vacationView({ revision: 4 })] }) },
      "PUT /api/user/vacation": { body: { vacation: vacationView(), balance: { userId: "u1", days: 19, pending: 0 } } },
      "DELETE /api/user/vacation/u1/v1": { status: 204 },
    });
    await userEvent.click(await screen.findByRole("button", { name: /^Change the vacation/ }));
    const dialog = await screen.findByRole("dialog", { name: "Change the vacation" });
    // Its own five days are free again: 20 + 5 − 4.
    typeDay("Last day", "12/10/2026");
    expect(within(dialog).getByText("Days left after it: 21")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.bodyOf("PUT /api/user/vacation")).toEqual({
        _id: "v1",
        revision: 4,
        start: "2026-12-07",
        end: "2026-12-10",
      }),
    );

    await userEvent.click(await screen.findByRole("button", { name: /^Cancel the vacation/ }));
    const question = await screen.findByRole("alertdialog");
    expect(within(question).getByText(/Its days go back to the balance/)).toBeTruthy();
    await userEvent.click(within(question).getByRole("button", { name: "Cancel the vacation" }));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/user/vacation/u1/v1"));
    expect(await screen.findByText("The vacation is cancelled")).toBeTruthy();
  });

  it("reloads when someone else changed the vacation meanwhile", async () => {
    freezeToday();
    let reads = 0;
    openVacations("/vacations", {
      "GET /api/user/vacations/mine": () => {
        reads += 1;
        return { body: personView({ vacations: [vacationView({ revision: reads })] }) };
      },
      "PUT /api/user/vacation": apiError(409, "vacations.already_changed"),
    });
    await userEvent.click(await screen.findByRole("button", { name: /^Change the vacation/ }));
    const dialog = await screen.findByRole("dialog", { name: "Change the vacation" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Someone changed this vacation meanwhile: look again")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(reads).toBe(2));
  });

  it("reads everything again when the server says a vacation changed", async () => {
    let reads = 0;
    openVacations("/vacations", {
      "GET /api/user/vacations/mine": () => {
        reads += 1;
        return { body: personView({ balance: { userId: "u1", days: reads > 1 ? 14 : 20, pending: 0 } }) };
      },
    });
    const balance = await screen.findByRole("group", { name: "Balance" });
    expect(within(balance).getByText("20")).toBeTruthy();
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.instances.at(-1)!;
    act(() => socket.open());
    act(() => socket.receive({ type: "vacations.changed", userId: "u1", vacationId: "v1" }));
    expect(await within(balance).findByText("14")).toBeTruthy();
  });
});
