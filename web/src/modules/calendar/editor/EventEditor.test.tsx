import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../../test/api";
import { eventView, freezeClock, openCalendar } from "../testing";

afterEach(() => vi.useRealTimers());

async function newEvent(routes = {}) {
  freezeClock();
  const opened = openCalendar("/calendar/", routes);
  await userEvent.click(await screen.findByRole("button", { name: "New event" }));
  const form = await screen.findByRole("form", { name: "New event" });
  return { ...opened, form };
}

const create = (form: HTMLElement) => userEvent.click(within(form).getByRole("button", { name: "Create event" }));
const time = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Types a day into the date field as a person does (en: MM/DD/YYYY) and leaves it. */
async function pickDay(text: string) {
  const input = screen.getByLabelText("Date");
  await userEvent.clear(input);
  await userEvent.type(input, text);
  fireEvent.blur(input);
}

describe("the event editor", () => {
  it("checks the rules with the catalogue's texts, then creates a one-off event", async () => {
    const { api, form } = await newEvent({
      "POST /api/event": { status: 201, body: eventView({ name: "Design review" }) },
    });
    // Prefilled with the next whole hour today.
    expect((screen.getByLabelText("Date") as HTMLInputElement).value).toBe("11/20/2026");
    // Its placeholder is the format in words, not date-fns' "P" (issue 31).
    expect(screen.getByLabelText("Date").getAttribute("placeholder")).toBe("mm/dd/yyyy");
    expect((screen.getByLabelText("Start") as HTMLInputElement).value).toBe("09:00");
    expect((screen.getByLabelText("End") as HTMLInputElement).value).toBe("10:00");

    await create(form);
    expect(await screen.findByText("Enter the event name")).toBeTruthy();
    expect(screen.getByText("Invite at least one person or group")).toBeTruthy();

    await userEvent.type(screen.getByLabelText("Name"), "Sync");
    expect(within(form).getByText("4 / 100")).toBeTruthy();
    time("End", "08:30");
    await create(form);
    expect(await screen.findByText("The event name must be longer than 5 characters")).toBeTruthy();
    expect(screen.getByText("The end must be after the start")).toBeTruthy();
    time("Start", "07:00");
    await create(form);
    expect(await screen.findByText("This time has already passed today")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/event");

    await userEvent.clear(screen.getByLabelText("Name"));
    await userEvent.type(screen.getByLabelText("Name"), "  Design review ");
    time("Start", "14:00");
    time("End", "15:30");
    await userEvent.click(screen.getByRole("radio", { name: "Green" }));
    fireEvent.change(screen.getByLabelText("Invite by"), { target: { value: "users" } });
    await userEvent.type(screen.getByRole("searchbox", { name: "Find a person…" }), "chl");
    await userEvent.click(await screen.findByRole("button", { name: "Chloe Davis" }));
    fireEvent.change(screen.getByLabelText("Invite by"), { target: { value: "department" } });
    fireEvent.change(screen.getByLabelText("Department"), { target: { value: "d1" } });
    await userEvent.type(screen.getByLabelText("Conference link"), "https://meet.example.com/review");
    await userEvent.type(screen.getByLabelText("Comment"), "Bring the mock-ups");
    await create(form);

    await waitFor(() => expect(screen.queryByRole("form", { name: "New event" })).toBeNull());
    expect(api.calls).not.toContain("POST /api/periodic_event");
    expect(api.bodyOf("POST /api/event")).toEqual({
      name: "Design review",
      description: "",
      date: "2026-11-20",
      start: "14:00",
      end: "15:30",
      timeZone: "UTC",
      color: "green",
      members: { userIds: ["u2"], audiences: [{ kind: "department", deptId: "d1", subdepartments: true }] },
      link: "https://meet.example.com/review",
      comment: "Bring the mock-ups",
    });
  });

  it("after the first submit, a message leaves as soon as its field is fixed (issue 31 item 8)", async () => {
    const { api, form } = await newEvent();
    time("Start", "07:00");
    time("End", "08:00");
    await create(form);
    expect(await screen.findByText("Invite at least one person or group")).toBeTruthy();
    expect(screen.getByText("This time has already passed today")).toBeTruthy();
    expect(screen.getByText("Enter the event name")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Invite by"), { target: { value: "users" } });
    await userEvent.type(screen.getByRole("searchbox", { name: "Find a person…" }), "chl");
    await userEvent.click(await screen.findByRole("button", { name: "Chloe Davis" }));
    expect(screen.queryByText("Invite at least one person or group")).toBeNull();
    time("Start", "14:00");
    time("End", "15:00");
    expect(screen.queryByText("This time has already passed today")).toBeNull();
    await userEvent.type(screen.getByLabelText("Name"), "Design review");
    expect(screen.queryByText("Enter the event name")).toBeNull();
    expect(within(form).queryByText("Check the marked fields")).toBeNull();
    expect(api.calls).not.toContain("POST /api/event");
  });

  it("creates a repeating event as a series with its rule; a count of 1 is refused first", async () => {
    const { api, form } = await newEvent({
      "POST /api/periodic_event": { status: 201, body: eventView({ name: "Weekly planning" }) },
    });
    await userEvent.type(screen.getByLabelText("Name"), "Weekly planning");
    await userEvent.click(screen.getByRole("checkbox", { name: "Everyone in the company" }));
    fireEvent.change(screen.getByLabelText("Repeat"), { target: { value: "week" } });
    // The event's own weekday (Friday) is ticked; add Wednesday, every 2 weeks, 1 time.
    expect((screen.getByRole("checkbox", { name: "Fri" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("checkbox", { name: "Wed" }));
    fireEvent.change(screen.getByLabelText("Every"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Times"), { target: { value: "1" } });
    await create(form);
    expect(await screen.findByText(/The number of repetitions must be more than 1/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Times"), { target: { value: "6" } });
    await create(form);
    await waitFor(() => expect(api.calls).toContain("POST /api/periodic_event"));
    expect(api.calls).not.toContain("POST /api/event");
    expect(api.bodyOf("POST /api/periodic_event")).toMatchObject({
      name: "Weekly planning",
      date: "2026-11-20",
      members: { userIds: [], audiences: [{ kind: "all" }] },
      repeat: { period: "week", interval: 2, weekdays: ["WE", "FR"], count: 6 },
    });
  });

  it("ticks the chosen date's weekday, follows the date until the person ticks days, and lists the first dates", async () => {
    const { api, form } = await newEvent({
      "POST /api/periodic_event": { status: 201, body: eventView({ name: "Weekly planning" }) },
    });
    await userEvent.type(screen.getByLabelText("Name"), "Weekly planning");
    await userEvent.click(screen.getByRole("checkbox", { name: "Everyone in the company" }));
    fireEvent.change(screen.getByLabelText("Repeat"), { target: { value: "week" } });
    fireEvent.change(screen.getByLabelText("Times"), { target: { value: "3" } });
    // Issue 31: today is Friday 20 November; the person picks Monday 30 November.
    await pickDay("11/30/2026");
    const ticked = () =>
      ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].filter(
        (day) => (screen.getByRole("checkbox", { name: day }) as HTMLInputElement).checked,
      );
    expect(ticked()).toEqual(["Mon"]);
    const dates = await screen.findByRole("list", { name: "3 dates in all; the first:" });
    expect(
      within(dates)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Mon, Nov 30", "Mon, Dec 7", "Mon, Dec 14"]);
    await create(form);
    await waitFor(() => expect(api.calls).toContain("POST /api/periodic_event"));
    const body = api.bodyOf("POST /api/periodic_event") as Record<string, unknown>;
    expect(body).toMatchObject({ date: "2026-11-30", repeat: { period: "week", weekdays: ["MO"], count: 3 } });
    expect(body).not.toHaveProperty("confirmFirstOccurrence");
  });

  it("says where a rule that skips the chosen date starts, and saves it only once the person agrees", async () => {
    const { api, form } = await newEvent({
      "POST /api/periodic_event": { status: 201, body: eventView({ name: "Weekly planning" }) },
    });
    await userEvent.type(screen.getByLabelText("Name"), "Weekly planning");
    await userEvent.click(screen.getByRole("checkbox", { name: "Everyone in the company" }));
    fireEvent.change(screen.getByLabelText("Repeat"), { target: { value: "week" } });
    await pickDay("11/30/2026");
    await userEvent.click(screen.getByRole("checkbox", { name: "Sat" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Mon" }));
    // Chosen days stay when the date changes again.
    await pickDay("12/01/2026");
    expect((screen.getByRole("checkbox", { name: "Sat" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Tue" }) as HTMLInputElement).checked).toBe(false);
    expect(
      await screen.findByText("Tue, Dec 1 is not one of the repeat's days: the series would start on Sat, Dec 5"),
    ).toBeTruthy();
    await create(form);
    expect(await within(form).findByText(/The chosen date is not one of the repeat's days/)).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/periodic_event");

    await userEvent.click(screen.getByRole("checkbox", { name: "Start the series on Sat, Dec 5" }));
    await create(form);
    await waitFor(() => expect(api.calls).toContain("POST /api/periodic_event"));
    expect(api.bodyOf("POST /api/periodic_event")).toMatchObject({
      date: "2026-12-01",
      repeat: { period: "week", weekdays: ["SA"] },
      confirmFirstOccurrence: true,
    });
  });

  it("shows the server's refusal with the common error text and keeps the form", async () => {
    const { form } = await newEvent({
      "POST /api/event": apiError(400, "calendar.date_in_past", "The date is in the past"),
    });
    await userEvent.type(screen.getByLabelText("Name"), "Late review");
    await userEvent.click(screen.getByRole("checkbox", { name: "Everyone in the company" }));
    await create(form);
    expect(await within(form).findByRole("alert")).toHaveProperty("textContent", "The date is in the past");
    expect(screen.getByRole("form", { name: "New event" })).toBeTruthy();
  });
});
