import { describe, expect, it } from "vitest";
import { eventView, weeklyEvent } from "../testing";
import { movedFields, movedRepeat } from "./moveFields";
import { seriesBody } from "./scopedSave";

describe("a moved event's body", () => {
  it("reads the new day and times on the clock of the event's zone and keeps everything else", () => {
    const event = eventView({ timeZone: "Europe/Riga" });
    const fields = movedFields(event, new Date("2026-11-24T12:00:00.000Z"), new Date("2026-11-24T13:30:00.000Z"));
    expect(fields).toEqual({
      name: "Design review",
      description: "The new onboarding screens",
      date: "2026-11-24",
      start: "14:00",
      end: "15:30",
      timeZone: "Europe/Riga",
      color: "blue",
      members: { userIds: ["u2"], audiences: [] },
      link: "https://meet.example.com/review",
      comment: "Bring the mock-ups",
    });
  });

  it("for all events, moves the series' first day and a weekly rule's weekdays by the same days", () => {
    // The 23 November (Monday) occurrence dragged to Wednesday 25 November.
    const event = weeklyEvent();
    const fields = movedFields(event, new Date("2026-11-25T10:00:00.000Z"), new Date("2026-11-25T11:00:00.000Z"));
    const repeat = movedRepeat(event, fields.date);
    expect(repeat).toEqual({ period: "week", interval: 1, weekdays: ["WE"], count: 10 });
    expect(seriesBody(fields, event, { repeat }, "all")).toMatchObject({ date: "2026-11-18", scope: "all", repeat });
    expect(seriesBody(fields, event, { repeat }, "following")).toMatchObject({
      date: "2026-11-25",
      scope: "following",
    });
    // Back a day across the week's start: Monday → Sunday.
    expect(movedRepeat(event, "2026-11-22").weekdays).toEqual(["SU"]);
  });
});
