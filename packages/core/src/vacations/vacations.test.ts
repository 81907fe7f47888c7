import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { createVacationBodySchema, updateVacationBodySchema } from "@intranet/contracts/vacations";
import { listNotifications } from "../notifications";
import { recordingScheduler } from "../scheduler/test-support";
import { superadminIn } from "../testing/actors";
import { capture, captureEvents } from "../testing/capture";
import type { Member } from "../users/test-support";
import { db } from "./entities";
import { vacationChart } from "./chart";
import { datedEntries } from "./calendar-entries";
import { monthsOf } from "./days";
import { adjustBalance, ledgerOf, myVacations, personVacations } from "./person";
import { createVacation, decideVacation, removeVacation, updateVacation } from "./plan";
import { reminderName } from "./reminder";
import { waitingRequests } from "./requests";
import { saveSettings } from "./settings";
import { handleVacationEvent } from "./subscriber";
import { fromToday, giveDays, period, vacationCompany, type VacationCompany } from "./test-support";

const events = captureEvents();
const scheduler = recordingScheduler();
const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
/** Delivers the events published since `from` to the subscriber, twice (the bus delivers at least once). */
const deliver = async (from: number) => {
  for (const event of events.slice(from)) {
    const detail = { ...(event.detail as object), tenantId: event.tenantId };
    await handleVacationEvent(event.type, detail, `e-${from}-${events.indexOf(event)}`);
    await handleVacationEvent(event.type, detail, `e-${from}-${events.indexOf(event)}`);
  }
};
const titles = async (who: Member) =>
  (
    await listNotifications(
      who.actor,
      { client_id: who.tenantId, section: "vacations", user_id: who.userId, time: { before: "now" as const } },
      {},
    )
  ).items.map((note) => note.title);
/** The ledger's deltas sum to the balance, and each entry's balance is the running sum. */
async function expectLedgerSumsToBalance(c: VacationCompany, who: Member) {
  const [view, ledger] = await Promise.all([
    personVacations(c.editor.actor, who.userId),
    ledgerOf(c.editor.actor, who.userId),
  ]);
  const entries = [...ledger.items].reverse();
  let running = 0;
  for (const entry of entries) {
    running += entry.delta;
    expect(entry.balance).toBe(running);
  }
  expect(running).toBe(view.balance.days);
  const { data: user } = await db().entities.user.get({ clientId: c.tenantId, userId: who.userId }).go();
  expect(user?.vacationDaysLeft).toBe(view.balance.days);
  return view.balance.days;
}

let c: VacationCompany;
beforeAll(async () => {
  c = await vacationCompany();
});

describe("days", () => {
  it("finds the months a period touches (the chart's index)", () => {
    expect(monthsOf("2026-11-20", "2027-02-03")).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  });
});

describe("a person's vacations by the spec's rules", () => {
  it("opens the balance with the yearly days, and plans a vacation that takes its days", async () => {
    const mine = await myVacations(c.worker.actor);
    expect(mine.balance).toEqual({ userId: c.worker.userId, days: 28, pending: 0 });
    const saved = await createVacation(c.worker.actor, period(10, 5));
    expect(saved.vacation).toMatchObject({
      days: 5,
      status: "approved",
      can: { edit: true, cancel: true, decide: false },
    });
    expect(saved.balance.days).toBe(23);
    expect((await ledgerOf(c.worker.actor, c.worker.userId)).items.map((entry) => entry.kind)).toEqual([
      "vacation",
      "opening",
    ]);
    await expectLedgerSumsToBalance(c, c.worker);
  });

  it("refuses each broken rule with the spec's message and writes nothing", async () => {
    const before = await expectLedgerSumsToBalance(c, c.worker);
    expect(await code(() => createVacation(c.worker.actor, period(0, 3)))).toBe("vacations.date");
    expect(await code(() => createVacation(c.worker.actor, period(-5, 3)))).toBe("vacations.date");
    expect(await code(() => createVacation(c.worker.actor, period(12, 2)))).toBe("vacations.overlap");
    expect(await code(() => createVacation(c.worker.actor, period(40, 24)))).toBe("vacations.not_enough_days");
    expect(await code(() => createVacation(c.worker.actor, period(40, 91)))).toBe("vacations.vacation_too_long");
    const bad = z.safeParse(createVacationBodySchema, { start: fromToday(5), end: fromToday(4) });
    expect(bad.success ? "" : bad.error.issues[0]!.message).toBe("vacations.bad_range");
    expect(await code(() => createVacation(c.worker.actor, period(50, 3, { userId: c.colleague.userId })))).toBe(
      "vacations.no_access",
    );
    expect(await expectLedgerSumsToBalance(c, c.worker)).toBe(before);
    expect((await myVacations(c.worker.actor)).vacations).toHaveLength(1);
  });

  it("an editor plans a past period only once they confirm the warning", async () => {
    const past = period(-20, 3, { userId: c.colleague.userId });
    expect(await code(() => createVacation(c.editor.actor, past))).toBe("vacations.past_period");
    const saved = await createVacation(c.editor.actor, { ...past, confirmPast: true });
    expect(saved.vacation.status).toBe("approved");
    expect(await code(() => removeVacation(c.colleague.actor, c.colleague.userId, saved.vacation._id))).toBe(
      "vacations.started",
    );
    await removeVacation(c.editor.actor, c.colleague.userId, saved.vacation._id);
    expect((await personVacations(c.editor.actor, c.colleague.userId)).balance.days).toBe(28);
  });

  it("moves a vacation on the revision seen (the ledger takes the difference); a stale move changes nothing", async () => {
    const saved = await createVacation(c.worker.actor, period(60, 3));
    const edit = (revision: number, length: number) =>
      z.parse(updateVacationBodySchema, { ...period(60, length), _id: saved.vacation._id, revision });
    const moved = await updateVacation(c.worker.actor, edit(0, 5));
    expect(moved.vacation).toMatchObject({ days: 5, revision: 1 });
    expect(moved.balance.days).toBe(saved.balance.days - 2);
    expect(await code(() => updateVacation(c.worker.actor, edit(0, 1)))).toBe("vacations.already_changed");
    expect(await code(() => updateVacation(c.colleague.actor, edit(1, 1)))).toBe("vacations.no_access");
    await removeVacation(c.worker.actor, c.worker.userId, saved.vacation._id);
    await expectLedgerSumsToBalance(c, c.worker);
  });

  it("takes working days when the company counts them; a weekend alone is refused", async () => {
    await saveSettings(c.admin.actor, c.tenantId, { dayCount: "working", approval: false, yearlyDays: 28 });
    try {
      const saturday = (() => {
        for (let offset = 30; ; offset++)
          if (new Date(`${fromToday(offset)}T00:00:00Z`).getUTCDay() === 6) return offset;
      })();
      expect(await code(() => createVacation(c.colleague.actor, period(saturday, 2)))).toBe("vacations.no_days");
      const week = await createVacation(c.colleague.actor, period(saturday, 9));
      expect(week.vacation.days).toBe(5);
      await removeVacation(c.colleague.actor, c.colleague.userId, week.vacation._id);
    } finally {
      await saveSettings(c.admin.actor, c.tenantId, { dayCount: "calendar", approval: false, yearlyDays: 28 });
    }
  });

  it("a profile's days left set by HR or the import become the balance, with a ledger entry", async () => {
    await personVacations(c.editor.actor, c.outsider.userId);
    await db()
      .entities.user.patch({ clientId: c.tenantId, userId: c.outsider.userId })
      .set({ vacationDaysLeft: 12 })
      .go();
    expect((await myVacations(c.outsider.actor)).balance.days).toBe(12);
    const ledger = await ledgerOf(c.outsider.actor, c.outsider.userId);
    expect(ledger.items[0]).toMatchObject({ kind: "profile", delta: -16, balance: 12 });
    await expectLedgerSumsToBalance(c, c.outsider);
  });
});

describe("concurrency", () => {
  it("20 one-day requests at once against 10 days: exactly 10 pass, the ledger sums to zero left", async () => {
    const who = c.colleague;
    await giveDays(c.editor, who, 10, (await personVacations(c.editor.actor, who.userId)).balance.days);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, day) => capture(() => createVacation(who.actor, period(100 + day * 2, 1)))),
    );
    expect(outcomes.filter((outcome) => !outcome.code)).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome.code).map((outcome) => outcome.code)).toEqual(
      Array(10).fill("vacations.not_enough_days"),
    );
    expect(await expectLedgerSumsToBalance(c, who)).toBe(0);
    for (const vacation of (await personVacations(c.editor.actor, who.userId)).vacations)
      await removeVacation(c.editor.actor, who.userId, vacation._id);
    expect(await expectLedgerSumsToBalance(c, who)).toBe(10);
  });

  it("five overlapping requests at once: one passes", async () => {
    const who = c.colleague;
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, at) => capture(() => createVacation(who.actor, period(150 + at, 5)))),
    );
    expect(outcomes.filter((outcome) => !outcome.code)).toHaveLength(1);
    expect(new Set(outcomes.filter((outcome) => outcome.code).map((outcome) => outcome.code))).toEqual(
      new Set(["vacations.overlap"]),
    );
    for (const vacation of (await personVacations(c.editor.actor, who.userId)).vacations)
      await removeVacation(c.editor.actor, who.userId, vacation._id);
    await expectLedgerSumsToBalance(c, who);
  });

  it("the ledger sums to the balance after any sequence of plans, moves, adjustments and cancellations", async () => {
    const who = c.chief;
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let step = 0; step < 40; step++) {
      const mine = (await personVacations(c.editor.actor, who.userId)).vacations;
      const pick = mine[random(Math.max(mine.length, 1))];
      const action = random(4);
      await capture(async () => {
        if (action === 0 || !pick) await createVacation(who.actor, period(200 + random(120), 1 + random(6)));
        else if (action === 1)
          await updateVacation(
            who.actor,
            z.parse(updateVacationBodySchema, {
              ...period(200 + random(120), 1 + random(6)),
              _id: pick._id,
              revision: pick.revision,
            }),
          );
        else if (action === 2)
          await adjustBalance(c.editor.actor, who.userId, { delta: random(9) - 4 || 1, note: "random" });
        else await removeVacation(who.actor, who.userId, pick._id);
      });
      if (step % 10 === 9) await expectLedgerSumsToBalance(c, who);
    }
    await expectLedgerSumsToBalance(c, who);
  });
});

describe("approval by the chief", () => {
  it("a request waits for the chief, holding its days; the chief approves it, the person is told, the reminder is set", async () => {
    await saveSettings(c.admin.actor, c.tenantId, { dayCount: "calendar", approval: true, yearlyDays: 28 });
    const from = events.length;
    const asked = await createVacation(c.worker.actor, period(30, 7));
    expect(asked.vacation).toMatchObject({ status: "pending", can: { decide: false } });
    expect(asked.balance.pending).toBe(7);
    expect((await waitingRequests(c.chief.actor)).map((request) => request.person.lastName)).toEqual(["Worker"]);
    expect((await waitingRequests(c.editor.actor)).map((request) => request._id)).toContain(asked.vacation._id);
    expect(await waitingRequests(c.colleague.actor)).toEqual([]);
    expect(await code(() => decideVacation(c.worker.actor, asked.vacation._id, { approve: true }))).toBe(
      "vacations.no_access",
    );
    expect(await code(() => decideVacation(c.colleague.actor, asked.vacation._id, { approve: true }))).toBe(
      "vacations.no_access",
    );
    await deliver(from);
    expect(await titles(c.chief)).toContain("Willa Worker asks for a vacation");
    const next = events.length;
    const approved = await decideVacation(c.chief.actor, asked.vacation._id, { approve: true });
    expect(approved.vacation).toMatchObject({ status: "approved", decidedBy: c.chief.userId });
    expect(approved.balance).toMatchObject({ days: asked.balance.days, pending: 0 });
    expect(await code(() => decideVacation(c.chief.actor, asked.vacation._id, { approve: false, reason: "x" }))).toBe(
      "vacations.already_decided",
    );
    expect(await waitingRequests(c.chief.actor)).toEqual([]);
    await deliver(next);
    expect(await titles(c.worker)).toContain("Your vacation is approved");
    expect(scheduler.schedules.get(reminderName(c.tenantId, asked.vacation._id))?.at).toBe(
      `${fromToday(29)}T09:00:00.000Z`,
    );
  });

  it("a decline gives the days back and says why; the person's cancel of a request removes it from the inbox", async () => {
    const asked = await createVacation(c.worker.actor, period(45, 2));
    const declined = await decideVacation(c.editor.actor, asked.vacation._id, { approve: false, reason: "Audit week" });
    expect(declined.vacation).toMatchObject({ status: "declined", reason: "Audit week" });
    expect(declined.balance.days).toBe(asked.balance.days + 2);
    const again = await createVacation(c.worker.actor, period(45, 2));
    await removeVacation(c.worker.actor, c.worker.userId, again.vacation._id);
    expect(await waitingRequests(c.chief.actor)).toEqual([]);
    await expectLedgerSumsToBalance(c, c.worker);
    await saveSettings(c.admin.actor, c.tenantId, { dayCount: "calendar", approval: false, yearlyDays: 28 });
  });
});

describe("the chart and the calendar", () => {
  it("shows a department's people and their absences over a period, to anyone with the right; not other companies'", async () => {
    const chart = await vacationChart(c.outsider.actor, { from: fromToday(0), to: fromToday(60), dept: c.salesId });
    expect(chart.people.map((person) => person.lastName).sort()).toEqual(["Chief", "Colleague", "Worker"]);
    expect(chart.vacations.filter((vacation) => vacation.userId === c.worker.userId).map((v) => v.start)).toContain(
      fromToday(10),
    );
    const other = await vacationCompany();
    const elsewhere = await vacationChart(other.worker.actor, { from: fromToday(0), to: fromToday(60) });
    expect(elsewhere.vacations.map((vacation) => vacation.userId)).not.toContain(c.worker.userId);
    const visitor = await superadminIn(c.tenantId);
    expect(
      (await vacationChart(visitor, { from: fromToday(0), to: fromToday(60), dept: c.salesId })).people,
    ).toHaveLength(3);
    expect(await code(() => myVacations(visitor))).toBe("vacations.bad_person");
  });

  it("a colleague's approved vacation is in the team's calendars, named; the person's own waiting one only in theirs", async () => {
    const range = { from: fromToday(0), to: fromToday(40) };
    const colleagueSees = await datedEntries.list(c.colleague.actor, c.tenantId, range);
    const workers = colleagueSees.filter((entry) => entry.person?.lastName === "Worker");
    expect(workers.map((entry) => [entry.day, entry.kind])).toContainEqual([fromToday(10), "absence"]);
    expect(await datedEntries.list(c.outsider.actor, c.tenantId, range)).toEqual([]);
  });

  it("an outsider may not read a person's balance; a chief may", async () => {
    expect(await code(() => personVacations(c.outsider.actor, c.worker.userId))).toBe("vacations.no_access");
    expect((await personVacations(c.chief.actor, c.worker.userId)).userId).toBe(c.worker.userId);
    expect(await code(() => ledgerOf(c.colleague.actor, c.worker.userId))).toBe("vacations.no_access");
  });
});
