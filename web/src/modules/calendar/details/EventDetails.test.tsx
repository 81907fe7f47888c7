import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../i18n";
import { eventView, freezeClock, openCalendar, weeklyEvent } from "../testing";

afterEach(() => vi.useRealTimers());

async function details(event = eventView(), routes = {}) {
  freezeClock();
  const opened = openCalendar(`/calendar/?event=${event.id}`, {
    [`GET /api/event/${event.id}`]: { body: event },
    ...routes,
  });
  const dialog = await screen.findByRole("dialog", { name: event.name });
  return { ...opened, dialog };
}

describe("an event's details", () => {
  it("show the organizer when, how it repeats, who is invited, Join, notes, and Edit, Delete and .ics", async () => {
    const event = weeklyEvent({ members: { userIds: ["u2"], audiences: [{ kind: "all" }] } });
    const { api, dialog } = await details(event, {
      "GET /api/event/o3/ics": { body: { fileName: "design-review.ics", content: "BEGIN:VCALENDAR" } },
    });
    expect(within(dialog).getByText(/Monday, November 23, 2026, 10:00/)).toBeTruthy();
    expect(within(dialog).getByText("Weekly on Mon, 10 times")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Ann Lee" }).getAttribute("href")).toBe("/profile/u1");
    const members = within(dialog).getByRole("list", { name: "Members" });
    expect(await within(members).findByText("Chloe Davis")).toBeTruthy();
    expect(within(members).getByText("Everyone")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Join" }).getAttribute("href")).toBe(
      "https://meet.example.com/review",
    );
    expect(within(dialog).getByText("Bring the mock-ups")).toBeTruthy();
    expect(within(dialog).getByText("The new onboarding screens")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Edit" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeTruthy();

    const saved: string[] = [];
    vi.stubGlobal(
      "URL",
      class extends URL {
        static override createObjectURL = () => "blob:ics";
        static override revokeObjectURL = () => undefined;
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Download .ics" }));
    await waitFor(() => expect(saved).toEqual(["design-review.ics"]));
    expect(api.calls).toContain("GET /api/event/o3/ics");
  });

  it("show a member no Edit or Delete, and names in the reader's language order", async () => {
    const event = eventView({ organizerId: "u2", canEdit: false, members: { userIds: ["u1"], audiences: [] } });
    const { dialog } = await details(event);
    expect(within(dialog).getByRole("link", { name: "Chloe Davis" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Edit" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Download .ics" })).toBeTruthy();
    await setLanguage("ru");
    expect(await within(dialog).findByRole("link", { name: "Davis Chloe" })).toBeTruthy();
    expect(within(dialog).getByText("Организатор")).toBeTruthy();
  });

  it("delete a one-off event after a confirmation", async () => {
    const { api, dialog } = await details(eventView(), { "DELETE /api/event/o1": { status: 204 } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/event/o1"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Design review" })).toBeNull());
  });
});

describe("a recurring event asks this, following or all", () => {
  it("deletes this and the following occurrences through the series route", async () => {
    const { api, dialog } = await details(weeklyEvent(), { "DELETE /api/periodic_event/o3": { status: 204 } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const scope = await screen.findByRole("dialog", { name: "Delete a recurring event" });
    await userEvent.click(within(scope).getByRole("radio", { name: "This and following events" }));
    await userEvent.click(within(scope).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/periodic_event/o3"));
    expect(api.queryOf("DELETE /api/periodic_event/o3")?.get("scope")).toBe("following");
    expect(api.calls).not.toContain("DELETE /api/event/o3");
  });

  it("deletes only this occurrence through the event route", async () => {
    const { api, dialog } = await details(weeklyEvent(), { "DELETE /api/event/o3": { status: 204 } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const scope = await screen.findByRole("dialog", { name: "Delete a recurring event" });
    await userEvent.click(within(scope).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/event/o3"));
    expect(api.calls).not.toContain("DELETE /api/periodic_event/o3");
  });

  it("saves all events from the series' first day", async () => {
    const event = weeklyEvent();
    const { api, dialog } = await details(event, { "PUT /api/periodic_event/o3": { body: event } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Edit" }));
    const form = await screen.findByRole("form", { name: "Edit event" });
    await userEvent.type(within(form).getByLabelText("Name"), " (team)");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    const scope = await screen.findByRole("dialog", { name: "Save a recurring event" });
    await userEvent.click(within(scope).getByRole("radio", { name: "All events" }));
    await userEvent.click(within(scope).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/periodic_event/o3"));
    expect(api.bodyOf("PUT /api/periodic_event/o3")).toMatchObject({
      name: "Design review (team)",
      date: "2026-11-16",
      start: "10:00",
      scope: "all",
      repeat: { period: "week", interval: 1, weekdays: ["MO"], count: 10 },
    });
  });

  it("saves this event alone without the rule; a new rule cannot be this event's alone", async () => {
    const event = weeklyEvent();
    const { api, dialog } = await details(event, { "PUT /api/event/o3": { body: event } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Edit" }));
    const form = await screen.findByRole("form", { name: "Edit event" });
    // A series cannot stop repeating here.
    expect(within(form).queryByRole("option", { name: "Does not repeat" })).toBeNull();
    fireEvent.change(within(form).getByLabelText("Times"), { target: { value: "12" } });
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    const locked = await screen.findByRole("dialog", { name: "Save a recurring event" });
    expect((within(locked).getByRole("radio", { name: "This event" }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(within(locked).getByRole("button", { name: "Cancel" }));

    fireEvent.change(within(form).getByLabelText("Times"), { target: { value: "10" } });
    fireEvent.change(within(form).getByLabelText("End"), { target: { value: "11:30" } });
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    const scope = await screen.findByRole("dialog", { name: "Save a recurring event" });
    await userEvent.click(within(scope).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/event/o3"));
    const body = api.bodyOf("PUT /api/event/o3") as Record<string, unknown>;
    expect(body).toMatchObject({ date: "2026-11-23", start: "10:00", end: "11:30" });
    expect(body).not.toHaveProperty("repeat");
    expect(api.calls).not.toContain("PUT /api/periodic_event/o3");
  });
});
