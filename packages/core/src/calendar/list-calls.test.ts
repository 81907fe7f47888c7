import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessProfileOf } from "../audiences";
import { countDynamoCalls } from "../testing/dynamo-calls";
import { listMine } from "./list";
import { calendarCompany, days, newEvent, type CalendarCompany } from "./test-support";

// A month's read costs the same DynamoDB calls whatever else the tenant holds (DESIGN: counted reads).
let c: CalendarCompany;
const calls = countDynamoCalls();
afterAll(() => calls.stop());
beforeAll(async () => {
  c = await calendarCompany();
  const forSales = { userIds: [], audiences: [{ kind: "department" as const, deptId: c.sales._id }] };
  await newEvent(c.organizer.actor, { name: "In November", date: "2026-11-10", members: forSales });
  await newEvent(c.organizer.actor, {
    name: "Weekly in November",
    date: "2026-11-02",
    members: forSales,
    repeat: { period: "week", weekdays: ["MO"], count: 4 },
  });
});

async function novemberCalls() {
  calls.reset();
  const page = await listMine(c.seller.actor, c.tenantId, c.seller.userId, days("2026-11-01", "2026-11-30"));
  return { items: page.items.length, counts: { ...calls.counts } };
}

describe("a month of one's calendar: a fixed number of calls", () => {
  it("costs the profile, one Query per label and one BatchGet, with few or many other events", async () => {
    const few = await novemberCalls();
    expect(few.items).toBe(5);
    // The profile's own reads (the person, their departments), then one Query per label and ONE BatchGet.
    calls.reset();
    const profile = await accessProfileOf(c.tenantId, c.seller.userId);
    const own = { ...calls.counts };
    expect(few.counts).toEqual({
      ...own,
      QueryCommand: (own.QueryCommand ?? 0) + profile.labels.size,
      BatchGetItemCommand: (own.BatchGetItemCommand ?? 0) + 1,
    });
    // Many more: others' events, events in other months, a daily series across the month for someone else.
    const others = { userIds: [c.named.userId] };
    await Promise.all([
      ...Array.from({ length: 20 }, (_, index) =>
        newEvent(c.organizer.actor, { name: `Other ${index + 10}`, date: "2026-11-15", members: others }),
      ),
      ...Array.from({ length: 10 }, (_, index) =>
        newEvent(c.organizer.actor, {
          name: `December ${index + 10}`,
          date: "2026-12-15",
          members: { userIds: [c.seller.userId] },
        }),
      ),
      newEvent(c.organizer.actor, { name: "Daily for others", members: others, repeat: { period: "day", count: 60 } }),
    ]);
    const many = await novemberCalls();
    expect(many.items).toBe(5);
    expect(many.counts).toEqual(few.counts);
  });
});
