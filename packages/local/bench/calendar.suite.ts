import type { Actor, FeatureRight } from "@intranet/contracts";
import { eventBodySchema, type EventInput } from "@intranet/contracts/calendar";
import { createEvent, listMine } from "@intranet/core/calendar";
import { mapLimited } from "@intranet/core/platform";
import { ensureTestTenant } from "@intranet/core/testing";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { callsText, timedReads } from "./measure";
import { benchActor, benchPeople } from "./people";
import type { BenchContext, Suite } from "./suite";

const bigTenant = Number(process.env.BENCH_CALENDAR_EVENTS ?? 50_000);
const reads = Number(process.env.BENCH_CALENDAR_READS ?? 30);
/** Occurrences per background series: a working-days stand-up for ten weeks. */
const PER_SERIES = 50;
const DAY = 86_400_000;

const rights: FeatureRight[] = ["calendar", "events_create"];
const person = (tenantId: string, userId: string) => benchActor(tenantId, userId, rights);
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
/** People who organize and attend the background series. */
const POOL = 200;

/**
 * A tenant with `total` occurrences: the measured person's own month (a stand-up three times a
 * week and a few meetings, the same in every tenant) and background series of other people spread
 * over a year. Written through `createEvent`, as the API writes them (occurrences, the read
 * projection per label, the series last), 8 series at a time.
 */
async function calendarTenant(total: number, monthStart: number, prefix: string) {
  const tenantId = await ensureTestTenant();
  const [meId, mate, lead, ...pool] = await benchPeople(tenantId, 3 + POOL, prefix, rights, (index) => ({
    city: index % 2 ? "Kyiv" : "Lviv",
  }));
  const me = person(tenantId, meId!);
  const madeAt = new Date(monthStart - 400 * DAY);
  const create = (actor: Actor, input: Omit<EventInput, "timeZone">) =>
    createEvent(actor, eventBodySchema.parse({ timeZone: "Europe/Kyiv", ...input }), madeAt);

  await create(person(tenantId, lead!), {
    name: "Team stand-up",
    date: isoDay(monthStart),
    start: "09:30",
    end: "09:45",
    members: { userIds: [me.userId, mate!] },
    repeat: { period: "week", weekdays: ["MO", "WE", "FR"], count: 14 },
    // The 1st may be any weekday: the series starts on its first Monday, Wednesday or Friday.
    confirmFirstOccurrence: true,
  });
  for (const day of [3, 10, 17, 24])
    await create(me, {
      name: `Planning, week ${day}`,
      date: isoDay(monthStart + day * DAY),
      start: "14:00",
      end: "15:00",
      members: { userIds: [mate!] },
    });

  const series = Math.max(1, Math.round(total / PER_SERIES));
  await mapLimited([...Array(series).keys()], 8, (index) =>
    create(person(tenantId, pool[index % POOL]!), {
      name: `Background meeting ${index}`,
      date: isoDay(monthStart - 180 * DAY + (index % 360) * DAY),
      start: `${String(8 + (index % 9)).padStart(2, "0")}:00`,
      end: `${String(8 + (index % 9)).padStart(2, "0")}:45`,
      members: { userIds: [pool[(index + 1) % POOL]!, pool[(index + 7) % POOL]!] },
      repeat: { period: "day", count: PER_SERIES },
    }),
  );
  return { tenantId, me, occurrences: series * PER_SERIES + 14 + 4 };
}

/**
 * Issue 10 target: a person's month view costs a fixed, counted number of DynamoDB calls and takes
 * ≤ 1.2 × the time with 500 events when the tenant has 50,000. Core services timed directly, as
 * the other module suites; figures only.
 */
export const calendarSuite: Suite = {
  id: "calendar",
  order: 150,
  title: "Calendar: a person's month in a tenant with 500 and 50,000 events",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const now = new Date();
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    const monthEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0);
    const rows: string[][] = [];
    const p50s: number[] = [];
    const tenants = [];
    for (const total of [500, bigTenant]) {
      context.log(`calendar: writing ${total.toLocaleString("en")} events`);
      const started = performance.now();
      tenants.push(await calendarTenant(total, monthStart, `bc${total}`));
      context.log(`calendar: written in ${Math.round(performance.now() - started)} ms`);
    }
    // The invitations, reminders and search documents of those writes, before anything is timed.
    await runtime.bus.drain();
    const query = { from: isoDay(monthStart), to: isoDay(monthEnd), tz: "Europe/Kyiv" };
    // Both tenants warmed alike (DynamoDB Local's JVM compiles the read paths on first use).
    for (const { tenantId, me } of tenants)
      for (let round = 0; round < reads; round++) await listMine(me, tenantId, me.userId, query);
    for (const { tenantId, me, occurrences } of tenants) {
      const month = await listMine(me, tenantId, me.userId, query);
      const measured = await timedReads(() => listMine(me, tenantId, me.userId, query), reads);
      p50s.push(measured.time.p50);
      rows.push([
        `${occurrences.toLocaleString("en")} occurrences in the tenant; the month shows ${month.items.length}`,
        callsText(measured.calls),
        ms(measured.time.p50),
        ms(measured.time.mean),
        ms(measured.time.p95),
      ]);
    }
    const ratio = p50s[1]! / p50s[0]!;
    return [
      `Core services against DynamoDB Local, ${reads} reads each after a warm-up; calls counted on one read.`,
      "Events are written through `createEvent` (background series of 50 daily occurrences by other people).",
      "",
      table(["Month view (`listMine`)", "DynamoDB calls", "p50", "mean", "p95"], rows),
      "",
      `Large/small p50: ${ratio.toFixed(2)}× (target ≤ 1.2×). A month is the person's access profile`,
      "(user record and departments), one Query per label they hold on the calendar's read projection",
      "(entries keyed by label and start time), and ONE BatchGet of the series the entries belong to",
      "(the visibility check): the count depends on the person's labels, not on the tenant's events.",
    ].join("\n");
  },
};
