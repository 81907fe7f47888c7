import { beforeAll, describe, expect, it } from "vitest";
import type { ScopeDocuments } from "../search";
import { removeOccurrence, removeSeries } from "./remove";
import { calendarSearchSource } from "./search-source";
import { calendarCompany, newEvent, NOW, type CalendarCompany } from "./test-support";

let c: CalendarCompany;
beforeAll(async () => {
  c = await calendarCompany();
});

describe("events in search", () => {
  it("indexes an event for its organizer, admins and members, and drops it when deleted", async () => {
    const series = await newEvent(c.organizer.actor, {
      name: "Searchable review",
      description: "Quarterly numbers",
      comment: "Bring slides",
      members: { userIds: [c.named.userId], audiences: [{ kind: "department", deptId: c.sales._id }] },
      repeat: { period: "week", weekdays: ["TU"], count: 2 },
    });
    const event = { type: "event.changed", tenantId: c.tenantId, detail: { eventId: series.eventId } };
    const [scope] = calendarSearchSource.scopesOf(event);
    expect(scope).toBe(`event:${series.eventId}`);
    const [doc] = await calendarSearchSource.load(c.tenantId, scope!);
    expect(doc).toMatchObject({
      type: "event",
      id: series.eventId,
      title: "Searchable review",
      text: { body: "Quarterly numbers\nBring slides" },
      path: `/calendar/?event=${series.id}`,
    });
    expect(doc!.readers.sort()).toEqual(
      ["admins", `user:${c.organizer.userId}`, `aud:user:${c.named.userId}`, `aud:dept:${c.sales._id}`].sort(),
    );
    const scanned: ScopeDocuments[] = [];
    for await (const page of calendarSearchSource.scan(c.tenantId)) scanned.push(...page);
    expect(scanned.map((entry) => entry.scope)).toContain(scope);
    // Its first occurrence cancelled, it opens at the next one.
    await removeOccurrence(c.organizer.actor, series.id, NOW);
    const [moved] = await calendarSearchSource.load(c.tenantId, scope!);
    expect(moved!.path).toBe(`/calendar/?event=${series.eventId}_20261027`);
    await removeSeries(c.organizer.actor, `${series.eventId}_20261027`, "all", NOW);
    expect(await calendarSearchSource.load(c.tenantId, scope!)).toEqual([]);
  });
});
