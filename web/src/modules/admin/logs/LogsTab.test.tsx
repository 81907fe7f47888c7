import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../i18n";
import { htmlLang } from "../../../i18n/languages";
import { apiError } from "../../../test/api";
import { entry, freezeToday, openAdmin, shopSwitch } from "../testing";

afterEach(() => vi.useRealTimers());

const page = (entries = [entry(), shopSwitch()], cursor: string | null = null) => ({ body: { entries, cursor } });
/** An entry of the list by its action's words (the action filter's options carry the same words). */
const item = async (action: string) =>
  (await screen.findByText(action, { selector: ".admin-entry-action > span" })).closest("li")!;
const query = (api: { queryOf(call: string): URLSearchParams | undefined }, call: string) =>
  Object.fromEntries(api.queryOf(call)!.entries());

describe("the journal (admin panel, logs)", () => {
  it("lists changes by day, newest first: who, the action in words, the object and each field before → after", async () => {
    freezeToday();
    openAdmin("/admin?tab=logs", { "GET /api/journal/c1": page() });
    const first = await item("Changed an employee's data");
    expect(within(first).getByRole("button", { name: "Ann Lee" })).toBeTruthy();
    expect(within(first).getByRole("button", { name: "Chloe Davis" })).toBeTruthy();
    expect(within(first).getByText("Position")).toBeTruthy();
    expect(within(first).getByText("Designer")).toBeTruthy();
    expect(within(first).getByText("Lead designer")).toBeTruthy();
    const time = new Intl.DateTimeFormat(htmlLang("en"), { timeStyle: "short" }).format(new Date(entry().at));
    expect(within(first).getByText(time).tagName).toBe("TIME");

    const second = await item("Switched a module on or off");
    expect(within(second).getByText("Superadmin")).toBeTruthy();
    expect(within(second).getByText("Module “Shop”")).toBeTruthy();
    expect(within(second).getByText("On")).toBeTruthy();
    expect(within(second).getByText("Off")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Today" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Yesterday" })).toBeTruthy();
  });

  it("names rights added and removed, secrets only as set, a test mail's outcome and a service task", async () => {
    openAdmin("/admin?tab=logs", {
      "GET /api/journal/c1": page([
        entry({
          entryId: "r1",
          action: "rights.set",
          section: "rights",
          changes: [{ field: "rights", before: '["wall","shop"]', after: '["wall","analytics"]' }],
        }),
        entry({
          entryId: "i1",
          action: "company.integrations",
          section: "company",
          target: { type: "client", id: "c1" },
          changes: [{ field: "mailingApiKey", after: '"set"' }],
        }),
        entry({
          entryId: "m1",
          action: "mail.test",
          section: "maintenance",
          target: { type: "mail", id: "x", label: "it@example.com" },
          changes: [],
          detail: "sent",
        }),
        entry({
          entryId: "s1",
          action: "maintenance.run",
          section: "maintenance",
          actor: { userId: "root", superadmin: true },
          target: { type: "maintenance", id: "run1", label: "reindexSearch" },
          changes: [],
          detail: "reindexSearch",
        }),
        entry({
          entryId: "f1",
          action: "files.delete",
          section: "data",
          target: undefined,
          changes: [{ field: "files", before: '["a.pdf","b.png"]' }],
          detail: "2",
        }),
        entry({
          entryId: "t1",
          action: "template.delete",
          section: "notifications",
          target: { type: "template", id: "shop.accrued", label: "shop.accrued" },
          changes: [
            { field: "title", before: '"You got {{coins}}"' },
            { field: "variables", before: '["coins"]' },
          ],
        }),
      ]),
    });
    const rights = await item("Changed an employee's rights");
    expect(within(rights).getByText("Analytics")).toBeTruthy();
    expect(within(rights).getByText("Shop")).toBeTruthy();
    expect(within(rights).getByText("+ added:")).toBeTruthy();
    expect(within(rights).getByText("− removed:")).toBeTruthy();
    const integrations = await item("Changed the integrations");
    expect(within(integrations).getByText("Mailing service key")).toBeTruthy();
    expect(within(integrations).getByText("set (hidden)")).toBeTruthy();
    expect(within(integrations).getByText(/Company/)).toBeTruthy();
    expect(within(integrations).queryByText("c1")).toBeNull();
    const mail = await item("Sent a test mail");
    expect(within(mail).getByText(/Sent$/)).toBeTruthy();
    const task = await item("Ran a service task");
    expect(within(task).getByRole("button", { name: "Re-index search" })).toBeTruthy();
    expect(within(task).getByText("Superadmin")).toBeTruthy();
    const files = await item("Deleted files");
    expect(within(files).getByText("a.pdf, b.png")).toBeTruthy();
    expect(within(files).getByText(/Files deleted: 2/)).toBeTruthy();
    // A removed template: named by its built-in name, with what it held (no "→ not set").
    const removed = await item("Reset a notification template to its built-in texts");
    expect(within(removed).getByRole("button", { name: "Coins received" })).toBeTruthy();
    expect(within(removed).getByText("You got {{coins}}")).toBeTruthy();
    expect(within(removed).getByText("coins")).toBeTruthy();
    expect(within(removed).queryByText("not set")).toBeNull();
  });

  it("asks the section's route with the filters, keeps them in the address, and clears them", async () => {
    freezeToday();
    const { api, app } = openAdmin("/admin?tab=logs", {
      "GET /api/journal/c1": page(),
      "GET /api/journal/c1/section/employees": page([entry()]),
    });
    await item("Changed an employee's data");
    await userEvent.selectOptions(screen.getByLabelText("Section"), "employees");
    await userEvent.selectOptions(screen.getByLabelText("Action"), "employee.update");
    await userEvent.selectOptions(screen.getByLabelText("Period"), "7d");
    await userEvent.click(screen.getByLabelText("Only changes by a superadmin"));
    await waitFor(() =>
      expect(query(api, "GET /api/journal/c1/section/employees")).toEqual({
        action: "employee.update",
        from: "2026-11-14",
        to: "2026-11-20",
        superadmin: "true",
      }),
    );
    expect(app.location()).toBe("/admin?tab=logs&section=employees&action=employee.update&period=7d&sa=1");
    // The action list holds only the section's actions.
    const actions = within(screen.getByLabelText("Action"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(actions).not.toContain("Switched a module on or off");

    await userEvent.click(screen.getAllByRole("button", { name: "Clear filters" })[0]!);
    expect(app.location()).toBe("/admin?tab=logs");
  });

  it("filters by the person or the object an entry names, shown as removable chips", async () => {
    const { api, app } = openAdmin("/admin?tab=logs", { "GET /api/journal/c1": page() });
    await userEvent.click(await screen.findByRole("button", { name: "Chloe Davis" }));
    await userEvent.click(screen.getByRole("button", { name: "Sam Root" }));
    expect(app.location()).toBe("/admin?tab=logs&target=u2&actor=s1");
    await waitFor(() => expect(query(api, "GET /api/journal/c1")).toMatchObject({ actor: "s1", target: "u2" }));
    expect(
      await screen.findByText("Sam Root", { selector: ".recipients-chip-tag *, .recipients-chip-tag" }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Show changes by anyone" }));
    await userEvent.click(screen.getByRole("button", { name: "Show changes about anything" }));
    expect(app.location()).toBe("/admin?tab=logs");
  });

  it("reads further pages with the cursor", async () => {
    const { api } = openAdmin("/admin?tab=logs", {
      "GET /api/journal/c1": ({ query: asked }) =>
        asked.get("cursor") === "next-1"
          ? page([
              entry({ entryId: "e9", action: "mail.test", section: "maintenance", target: undefined, changes: [] }),
            ])
          : page([entry()], "next-1"),
    });
    await item("Changed an employee's data");
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await item("Sent a test mail")).toBeTruthy();
    expect(api.queryOf("GET /api/journal/c1")!.get("cursor")).toBe("next-1");
  });

  it("says when nothing is recorded yet", async () => {
    openAdmin("/admin?tab=logs", { "GET /api/journal/c1": page([]) });
    expect(await screen.findByText("No changes are recorded yet")).toBeTruthy();
  });

  it("says nothing matches the filters, with a way to clear them", async () => {
    openAdmin("/admin?tab=logs&section=design", { "GET /api/journal/c1/section/design": page([]) });
    expect(await screen.findByText("No changes match the filters")).toBeTruthy();
  });

  it("shows the journal's failure with a retry", async () => {
    openAdmin("/admin?tab=logs", { "GET /api/journal/c1": apiError(500, "common.error_occurred") });
    expect(await screen.findByText("Could not load the journal")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("refuses a period that ends before it starts without asking the journal", async () => {
    const { api } = openAdmin("/admin?tab=logs&period=custom&from=2026-11-10&to=2026-11-01", {});
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The period's end is before its start");
    expect(api.calls.filter((call) => call.startsWith("GET /api/journal"))).toEqual([]);
  });

  it("exports the filtered journal in the reader's language and follows the export", async () => {
    const started = { _id: "x1", kind: "journal", status: "running", rows: 0, fileName: "", createdAt: "" };
    const done = { ...started, status: "done", rows: 2, url: "https://files/x1.xlsx", fileName: "journal.xlsx" };
    const { api } = openAdmin("/admin?tab=logs&section=features&sa=1", {
      "GET /api/journal/c1/section/features": page([shopSwitch()]),
      "GET /api/journal/c1/export": { status: 202, body: started },
      "GET /api/export/x1": { body: done },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Export to Excel" }));
    expect(await screen.findByRole("link", { name: "Download" })).toBeTruthy();
    expect(query(api, "GET /api/journal/c1/export")).toEqual({ section: "features", superadmin: "true", lang: "en" });
  });

  it("writes actions, sections and names in Russian, the name family first", async () => {
    await setLanguage("ru");
    openAdmin("/admin?tab=logs", { "GET /api/journal/c1": page() });
    expect(await item("Изменение данных сотрудника")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Lee Ann" })).toBeTruthy();
    expect(screen.getByText("Суперадминистратор")).toBeTruthy();
    expect(screen.getByText("Должность")).toBeTruthy();
    expect(within(screen.getByLabelText("Раздел")).getByRole("option", { name: "Права и роли" })).toBeTruthy();
  });
});
