import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, type FakeRoutes } from "../../../test/api";
import { freezeToday, hr, ledgerEntry, openVacations, personView, typeDay, vacationView } from "../testing";

afterEach(() => vi.useRealTimers());

/** Chloe's vacations as HR sees them: HR plans past the rules for oneself. */
const chloes = personView({
  userId: "u2",
  balance: { userId: "u2", days: 3, pending: 0 },
  vacations: [vacationView({ _id: "v5", userId: "u2" })],
  editor: true,
});
const saved = { vacation: vacationView({ userId: "u2" }), balance: { userId: "u2", days: 0, pending: 0 } };

async function openChloe(routes: FakeRoutes = {}) {
  const opened = openVacations(
    "/vacations?tab=everyone",
    {
      "GET /api/user/vacations/person/u2": { body: chloes },
      "GET /api/user/vacations/ledger/u2": {
        body: { userId: "u2", items: [ledgerEntry({ kind: "opening", delta: 8, balance: 8 })] },
      },
      ...routes,
    },
    hr(),
  );
  expect(await screen.findByText("Choose an employee to see their balance and vacations")).toBeTruthy();
  await userEvent.type(screen.getByRole("searchbox"), "Chl");
  await userEvent.click(await screen.findByRole("button", { name: "Chloe Davis" }));
  expect(await screen.findByRole("group", { name: "Balance" })).toBeTruthy();
  return opened;
}

describe("everyone's vacations (HR)", () => {
  it("shows a chosen person's balance, vacations and history", async () => {
    await openChloe();
    expect(within(screen.getByRole("group", { name: "Balance" })).getByText("3")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Upcoming and current" })).toBeTruthy();
    expect(await screen.findByText("Opening balance")).toBeTruthy();
    expect(screen.getByText("Automatically")).toBeTruthy();
  });

  it("plans a vacation already begun for someone once the warning is confirmed, past their balance", async () => {
    freezeToday();
    const { api } = await openChloe({ "POST /api/user/vacation": { body: saved } });
    await userEvent.click(screen.getByRole("button", { name: "Plan a vacation" }));
    const dialog = await screen.findByRole("dialog", { name: "Plan a vacation" });
    typeDay("First day", "11/16/2026");
    typeDay("Last day", "11/20/2026");
    // The spec's warning, and no refusal: HR may plan the past and below zero.
    expect(within(dialog).getByText("The period is in the past")).toBeTruthy();
    expect(within(dialog).getByText("The balance goes below zero")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const question = await screen.findByRole("alertdialog");
    expect(within(question).getByText("The period is in the past: confirm to save it")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/user/vacation");
    await userEvent.click(within(question).getByRole("button", { name: "Save anyway" }));
    await waitFor(() =>
      expect(api.bodyOf("POST /api/user/vacation")).toEqual({
        start: "2026-11-16",
        end: "2026-11-20",
        confirmPast: true,
        userId: "u2",
      }),
    );
    expect(await screen.findByText("The vacation is saved")).toBeTruthy();
  });

  it("asks for the confirmation when the server finds the period begun, and sends it again confirmed", async () => {
    freezeToday();
    const bodies: unknown[] = [];
    const { api } = await openChloe({
      "POST /api/user/vacation": ({ body }) => {
        bodies.push(body);
        return (body as { confirmPast?: boolean }).confirmPast
          ? { body: saved }
          : apiError(409, "vacations.past_period");
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Plan a vacation" }));
    const dialog = await screen.findByRole("dialog", { name: "Plan a vacation" });
    typeDay("First day", "11/23/2026");
    typeDay("Last day", "11/24/2026");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const question = await screen.findByRole("alertdialog");
    await userEvent.click(within(question).getByRole("button", { name: "Save anyway" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ confirmPast: true, userId: "u2" });
    expect(api.calls.filter((call) => call === "POST /api/user/vacation")).toHaveLength(2);
  });

  it("adjusts the balance, saying why", async () => {
    const { api } = await openChloe({ "POST /api/user/vacations/balance/u2": { body: { userId: "u2", items: [] } } });
    await userEvent.click(screen.getByRole("button", { name: "Adjust the balance" }));
    const dialog = await screen.findByRole("dialog", { name: "Adjust the balance" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The change is a whole number of days, not zero, at most 366")).toBeTruthy();
    expect(within(dialog).getByText("Say why the balance changes")).toBeTruthy();

    const delta = within(dialog).getByRole("spinbutton", { name: "Days to add (a minus takes them away)" });
    await userEvent.clear(delta);
    await userEvent.type(delta, "-2");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Why" }), "Unpaid days in March");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.bodyOf("POST /api/user/vacations/balance/u2")).toEqual({ delta: -2, note: "Unpaid days in March" }),
    );
    expect(await screen.findByText("The balance is changed")).toBeTruthy();
  });
});
