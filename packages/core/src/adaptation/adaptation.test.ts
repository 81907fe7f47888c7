import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  addUserBodySchema,
  createStepBodySchema,
  createTrackBodySchema,
  settingsBodySchema,
  type AdaptView,
  type TrackView,
} from "@intranet/contracts/adaptation";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import { syncPeople } from "../audiences";
import { listNotifications } from "../notifications";
import { useClock } from "../platform";
import { newPoll } from "../polls/test-support";
import { recordingScheduler } from "../scheduler/test-support";
import { balanceOf } from "../shop";
import { addDeptUsers, createDepartment, setDepartmentHead } from "../structure";
import { ensureTestTenant, superadminIn } from "../testing/actors";
import { capture, captureEvents, eventSettler } from "../testing/capture";
import { removeEmployee } from "../users";
import { member, type Member } from "../users/test-support";
import { setActive } from "./active";
import { companyAdaptationCounts, trackAnalytics } from "./analytics";
import { asRole, listFor, trackMembers } from "./lists";
import { addUser, changePeople, removeUser } from "./members";
import { deletePersonStep, finishStep, resumeStep, unfinish } from "./progress";
import { createStage, createStep, deleteStep, orderSteps } from "./scenarios";
import { seenAdaptation } from "./store";
import { handleAdaptationEvent } from "./subscriber";
import { runStepTimer, timerName } from "./timer";
import { copyTrack, createTrack, deleteTrack, getTrack, listTracks, saveSettings } from "./tracks";
import { adaptView } from "./views";

const scheduler = recordingScheduler();
const events = captureEvents();
const settle = eventSettler(events, handleAdaptationEvent);
const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const DAY = 86_400_000;

/** The clock port, moved by the tests: a 30-day track is walked in milliseconds. */
let ahead = 0;
useClock({ now: () => new Date(Date.now() + ahead) });
afterAll(() => useClock());
/** Moves the clock `days` ahead and runs the person's timer, as its schedule would. */
const later = async (days: number, adaptId: string) => {
  ahead += days * DAY;
  return runStepTimer({ tenantId, adaptId });
};

const notes = async (who: Member) =>
  (
    await listNotifications(
      who.actor,
      { client_id: tenantId, section: "adapt", user_id: who.userId, time: { before: "now" as const } },
      {},
    )
  ).items;
const titles = async (who: Member) => (await notes(who)).map((note) => note.title);

let tenantId: string;
let admin: Member, hr: Member, mentor: Member, chief: Member, newcomer: Member, second: Member, outsider: Member;
let stranger: Member;
beforeAll(async () => {
  tenantId = await ensureTestTenant();
  const rights = { rights: ["adaptation" as const] };
  [admin, hr, mentor, chief, newcomer, second, outsider] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { ...rights, profile: { firstName: "Hanna", lastName: "Hr" } }),
    member(tenantId, { ...rights, profile: { firstName: "Max", lastName: "Mentor" } }),
    member(tenantId, { ...rights, profile: { firstName: "Carl", lastName: "Chief" } }),
    member(tenantId, { ...rights, profile: { firstName: "Nina", lastName: "Newcomer" } }),
    member(tenantId, { ...rights, profile: { firstName: "Sid", lastName: "Second" } }),
    member(tenantId, { ...rights, profile: { firstName: "Otto", lastName: "Outsider" } }),
  ]);
  const sales = await createDepartment(admin.actor, z.parse(createDepartmentBodySchema, { name: "Sales" }));
  await addDeptUsers(admin.actor, { dept_id: sales._id, users: [chief.userId, newcomer.userId, second.userId] });
  await setDepartmentHead(admin.actor, { dept_id: sales._id, headUser: chief.userId });
  await syncPeople(
    tenantId,
    [admin, hr, mentor, chief, newcomer, second, outsider].map((person) => person.userId),
  );
  stranger = await member(await ensureTestTenant(), {
    role: "admin",
    profile: { firstName: "Sam", lastName: "Stranger" },
  });
});

const step = (input: Record<string, unknown>) =>
  z.parse(createStepBodySchema, { stageId: "x", revision: 0, step: input }).step;

/** A track of three stages: day 0 (a task, a checked task), day 1 (an article link), day 7 (an award of 50 coins). */
async function welcomeTrack(): Promise<TrackView> {
  let track = await createTrack(
    admin.actor,
    tenantId,
    z.parse(createTrackBodySchema, { name: `Welcome ${Math.random()}`, hrIds: [hr.userId] }),
  );
  const scenario = track.scenarios[0]!._id;
  for (const name of ["First day", "First week", "First month"])
    track = await createStage(hr.actor, track._id, { scenarioId: scenario, name, revision: track.revision });
  const [dayOne, week, month] = track.scenarios[0]!.stages.map((stage) => stage._id);
  const add = async (stageId: string, input: Record<string, unknown>) =>
    (track = await createStep(hr.actor, track._id, { stageId, step: step(input), revision: track.revision }));
  await add(dayOne!, { kind: "task", name: "Get your laptop", daysToComplete: 1 });
  await add(dayOne!, { kind: "task", name: "Sign the handbook", check: true });
  await add(week!, { kind: "link", name: "Read the wiki", url: "https://example.com/wiki", daysBeforeRun: 1 });
  await add(month!, { kind: "award", name: "A week with us", amount: 50, daysBeforeRun: 7 });
  return track;
}

const stepNamed = (view: AdaptView, name: string) =>
  view.stages.flatMap((stage) => stage.steps).find((s) => s.name === name)!;
const join = (track: TrackView, user = newcomer, extra: Record<string, unknown> = {}) =>
  addUser(
    hr.actor,
    z.parse(addUserBodySchema, { track: track._id, user: user.userId, mentor: mentor.userId, ...extra }),
  );

describe("tracks (rules spec §5)", () => {
  it("are made by admins, run by them and their HR, and seen by nobody else", async () => {
    const track = await welcomeTrack();
    expect(await code(() => createTrack(hr.actor, tenantId, z.parse(createTrackBodySchema, { name: "Mine" })))).toBe(
      "adapt.no_access",
    );
    expect((await listTracks(hr.actor, tenantId)).map((item) => item._id)).toContain(track._id);
    expect((await listTracks(outsider.actor, tenantId)).map((item) => item._id)).not.toContain(track._id);
    expect(await code(() => getTrack(outsider.actor, track._id))).toBe("adapt.not_found");
    expect(await code(() => getTrack(stranger.actor, track._id))).toBe("adapt.not_found");
    expect((await getTrack(superadminIn(tenantId), track._id)).can.edit).toBe(true);
    expect(z.safeParse(createTrackBodySchema, { name: "  " }).error?.issues[0]?.message).toBe("adapt.name_required");
  });

  it("refuse award days and polls that repeat, and a step without what its kind needs", async () => {
    const track = await welcomeTrack();
    const settings = (input: Record<string, unknown>) =>
      z.parse(settingsBodySchema, { revision: track.revision, ...input });
    expect(
      await code(() =>
        saveSettings(
          hr.actor,
          track._id,
          settings({
            awardDays: [
              { day: 30, amount: 10 },
              { day: 30, amount: 20 },
            ],
          }),
        ),
      ),
    ).toBe("adapt.award_day_repeated");
    expect(
      await code(() =>
        saveSettings(
          hr.actor,
          track._id,
          settings({
            polls: [
              { day: 1, pollId: "p1" },
              { day: 9, pollId: "p1" },
            ],
          }),
        ),
      ),
    ).toBe("adapt.poll_repeated");
    const stageId = track.scenarios[0]!.stages[0]!._id;
    expect(
      await code(() =>
        createStep(hr.actor, track._id, {
          stageId,
          step: step({ kind: "award", name: "Nothing" }),
          revision: track.revision,
        }),
      ),
    ).toBe("adapt.bad_step");
    // An edit on an old revision is refused: someone changed the track meanwhile.
    expect(
      await code(() =>
        createStep(hr.actor, track._id, { stageId, step: step({ kind: "task", name: "x" }), revision: 0 }),
      ),
    ).toBe("adapt.already_changed");
  });

  it("reorder steps within and across stages, naming every step of the target stage once", async () => {
    const track = await welcomeTrack();
    const [dayOne, week] = track.scenarios[0]!.stages;
    const scenario = track.scenarios[0]!._id;
    const moved = await orderSteps(
      hr.actor,
      track._id,
      scenario,
      week!._id,
      [dayOne!.steps[1]!._id, week!.steps[0]!._id],
      track.revision,
    );
    expect(moved.scenarios[0]!.stages.map((stage) => stage.steps.map((s) => s.name))).toEqual([
      ["Get your laptop"],
      ["Sign the handbook", "Read the wiki"],
      ["A week with us"],
    ]);
    expect(
      await code(() => orderSteps(hr.actor, track._id, scenario, week!._id, [week!.steps[0]!._id], moved.revision)),
    ).toBe("adapt.bad_order");
  });
});

describe("people on a track", () => {
  it("needs an employee and a mentor, never twice, and a mentor or HR who is not the newcomer", async () => {
    const track = await welcomeTrack();
    expect(z.safeParse(addUserBodySchema, { track: track._id, mentor: mentor.userId }).error?.issues[0]?.message).toBe(
      "adapt.user_required",
    );
    expect(z.safeParse(addUserBodySchema, { track: track._id, user: newcomer.userId }).error?.issues[0]?.message).toBe(
      "adapt.mentor_required",
    );
    expect(await code(() => join(track, newcomer, { mentor: newcomer.userId }))).toBe("adapt.mentor_is_newcomer");
    expect(await code(() => join(track, newcomer, { hr: newcomer.userId }))).toBe("adapt.mentor_is_newcomer");
    expect(await code(() => join(track, newcomer, { mentor: stranger.userId }))).toBe("adapt.bad_person");
    const first = await join(track);
    expect(await code(() => join(track))).toBe("adapt.already_on_track");
    expect(
      await code(() =>
        addUser(
          outsider.actor,
          z.parse(addUserBodySchema, { track: track._id, user: second.userId, mentor: mentor.userId }),
        ),
      ),
    ).toBe("adapt.not_found");
    // The chief comes from the structure; the HR is the track's HR who added them.
    expect([first.userId, first.mentorId, first.chiefId, first.hrId]).toEqual([
      newcomer.userId,
      mentor.userId,
      chief.userId,
      hr.userId,
    ]);
    expect((await getTrack(hr.actor, track._id)).counts).toEqual({ running: 1, stopped: 0, finished: 0 });
  });

  it("two HR adding the same person at once make one adaptation; the other hears adapt.already_on_track", async () => {
    const track = await welcomeTrack();
    const outcomes = await Promise.all([code(() => join(track, second)), code(() => join(track, second))]);
    expect(outcomes.sort()).toEqual(["adapt.already_on_track", undefined].sort());
    expect((await getTrack(hr.actor, track._id)).counts.running).toBe(1);
    expect((await trackMembers(hr.actor, track._id)).items).toHaveLength(1);
  });

  it("is seen by its newcomer, mentor, chief and HR (chief only follows), and by nobody else", async () => {
    const track = await welcomeTrack();
    const view = await join(track);
    const canOf = async (who: Member) => {
      const seen = await seenAdaptation(who.actor, view._id);
      return adaptView(who.actor, seen.adaptation, seen.track, seen.can).can;
    };
    expect(await canOf(newcomer)).toEqual({ finish: true, manage: false, track: false });
    expect(await canOf(mentor)).toEqual({ finish: true, manage: true, track: false });
    expect(await canOf(chief)).toEqual({ finish: false, manage: false, track: false });
    expect(await canOf(admin)).toEqual({ finish: true, manage: true, track: true });
    expect(await canOf(hr)).toEqual({ finish: true, manage: true, track: true });
    expect(await code(() => seenAdaptation(outsider.actor, view._id))).toBe("adapt.adaptation_not_found");
    expect(await code(() => seenAdaptation(stranger.actor, view._id))).toBe("adapt.adaptation_not_found");
    expect((await listFor(newcomer.actor, newcomer.userId)).map((item) => item._id)).toContain(view._id);
    expect((await listFor(outsider.actor, newcomer.userId)).map((item) => item._id)).not.toContain(view._id);
    expect((await asRole(mentor.actor, mentor.userId, "mentor")).items.map((item) => item._id)).toContain(view._id);
    expect((await asRole(chief.actor, chief.userId, "chief")).items.map((item) => item._id)).toContain(view._id);
    expect(await code(() => asRole(outsider.actor, mentor.userId, "mentor"))).toBe("adapt.no_access");
    expect((await trackMembers(hr.actor, track._id)).items.map((item) => item._id)).toEqual([view._id]);
    expect(await code(() => trackMembers(mentor.actor, track._id))).toBe("adapt.not_found");
    expect(await code(() => finishStep(chief.actor, view._id, stepNamed(view, "Get your laptop")._id))).toBe(
      "adapt.no_access",
    );
  });
});

describe("steps on their day (the timer chain)", () => {
  it("opens each step on its day, tells the newcomer once, pays the award once and tells the chief at the end", async () => {
    const track = await welcomeTrack();
    const before = (await balanceOf(tenantId, second.userId)).coins;
    let view = await join(track, second);
    await settle(); // the new adaptation's timer is set by its event
    const name = timerName(tenantId, view._id);
    expect(stepNamed(view, "Get your laptop").state).toBe("open");
    expect(stepNamed(view, "Read the wiki").state).toBe("locked");
    expect(scheduler.schedules.get(name)?.at?.slice(0, 10)).toBe(stepNamed(view, "Read the wiki").opensOn);
    expect(await titles(second)).toContain("Today in your adaptation: “Get your laptop”");

    await later(1, view._id);
    await runStepTimer({ tenantId, adaptId: view._id }); // a second run tells and pays nothing more
    view = await readAs(second, view._id);
    expect(stepNamed(view, "Read the wiki").state).toBe("open");
    expect((await titles(second)).filter((title) => title.includes("Read the wiki"))).toHaveLength(1);
    expect(stepNamed(view, "Get your laptop").overdue).toBe(false);
    // The laptop step was due by day 1: on day 2 the mentor and HR hear it is overdue, once.
    await later(1, view._id);
    await runStepTimer({ tenantId, adaptId: view._id });
    view = await readAs(second, view._id);
    expect(stepNamed(view, "Get your laptop").overdue).toBe(true);
    expect((await titles(mentor)).filter((title) => title.includes("Overdue: “Get your laptop”"))).toHaveLength(1);
    expect((await titles(hr)).filter((title) => title.includes("Overdue: “Get your laptop”"))).toHaveLength(1);
    expect((await trackAnalytics(hr.actor, track._id)).overdueSteps).toBe(1);

    // The newcomer's checked task waits for the mentor; the mentor and HR are told of what they finish.
    view = await finishStep(second.actor, view._id, stepNamed(view, "Get your laptop")._id);
    expect((await trackAnalytics(hr.actor, track._id)).overdueSteps).toBe(0);
    view = await finishStep(second.actor, view._id, stepNamed(view, "Sign the handbook")._id);
    expect(stepNamed(view, "Sign the handbook").state).toBe("review");
    expect(await code(() => finishStep(second.actor, view._id, stepNamed(view, "Sign the handbook")._id))).toBe(
      "adapt.step_not_open",
    );
    view = await finishStep(mentor.actor, view._id, stepNamed(view, "Sign the handbook")._id);
    expect(stepNamed(view, "Sign the handbook").state).toBe("done");
    view = await finishStep(second.actor, view._id, stepNamed(view, "Read the wiki")._id);
    expect(await code(() => finishStep(second.actor, view._id, stepNamed(view, "A week with us")._id))).toBe(
      "adapt.step_locked",
    );

    await later(5, view._id);
    await runStepTimer({ tenantId, adaptId: view._id });
    view = await readAs(second, view._id);
    expect(stepNamed(view, "A week with us").state).toBe("done");
    expect((await balanceOf(tenantId, second.userId)).coins).toBe(before + 50);
    expect(view.status).toBe("finished");
    await settle();
    expect((await titles(chief)).filter((title) => title.includes("finished the adaptation"))).toHaveLength(1);
    expect(scheduler.schedules.has(name)).toBe(false);
    const analytics = await trackAnalytics(hr.actor, track._id);
    expect(analytics).toMatchObject({ running: 0, finished: 1, overdueSteps: 0 });
    // The analytics module's report sums every track's counters.
    const company = await companyAdaptationCounts(tenantId);
    expect(company.finished).toBeGreaterThanOrEqual(1);
    expect(company.tracks).toBe((await listTracks(admin.actor, tenantId)).length);
    expect(analytics.stages.map((stage) => stage.averageDays)).toEqual([2, 2, 7]);
  });

  it("waits while stopped: run again, every step still locked moves by the days it was stopped", async () => {
    const track = await welcomeTrack();
    const view = await join(track, outsider);
    await settle();
    expect(scheduler.schedules.has(timerName(tenantId, view._id))).toBe(true);
    await setActive(hr.actor, { adaptation: view._id, active: false });
    await settle();
    expect(scheduler.schedules.has(timerName(tenantId, view._id))).toBe(false);
    expect(await code(() => finishStep(outsider.actor, view._id, stepNamed(view, "Get your laptop")._id))).toBe(
      "adapt.not_running",
    );
    await later(3, view._id);
    expect(stepNamed(await readAs(outsider, view._id), "Read the wiki").state).toBe("locked");
    await setActive(hr.actor, { adaptation: view._id, active: true });
    await settle();
    expect(scheduler.schedules.get(timerName(tenantId, view._id))?.at?.slice(0, 10)).toBe(
      stepNamed(await readAs(outsider, view._id), "Read the wiki").opensOn,
    );
    const resumed = await readAs(outsider, view._id);
    expect(stepNamed(resumed, "Read the wiki").opensOn).toBe(addDays(stepNamed(view, "Read the wiki").opensOn, 3));
    expect(stepNamed(resumed, "Read the wiki").state).toBe("locked");
    await removeUser(hr.actor, track._id, view._id);
    await settle();
    expect(scheduler.schedules.has(timerName(tenantId, view._id))).toBe(false);
  });

  it("rolls back one step, resumes and deletes steps per person (mentor and HR only)", async () => {
    const track = await welcomeTrack();
    let view = await join(track, chief);
    const laptop = stepNamed(view, "Get your laptop")._id;
    const handbook = stepNamed(view, "Sign the handbook")._id;
    view = await finishStep(mentor.actor, view._id, laptop);
    view = await finishStep(mentor.actor, view._id, handbook);
    expect(await code(() => unfinish(chief.actor, view._id))).toBe("adapt.no_access");
    view = await unfinish(mentor.actor, view._id);
    expect([stepNamed(view, "Get your laptop").state, stepNamed(view, "Sign the handbook").state]).toEqual([
      "done",
      "open",
    ]);
    view = await deletePersonStep(hr.actor, view._id, handbook);
    expect(stepNamed(view, "Sign the handbook").state).toBe("skipped");
    expect(view.progress.total).toBe(3);
    view = await resumeStep(hr.actor, view._id, handbook);
    expect(stepNamed(view, "Sign the handbook").state).toBe("open");
    view = await unfinish(mentor.actor, view._id);
    expect(await code(() => unfinish(mentor.actor, view._id))).toBe("adapt.nothing_to_roll_back");
  });
});

describe("poll steps and the extra tab", () => {
  it("a poll step is done when the newcomer answers the poll; the analytics tab counts who was asked and answered", async () => {
    let track = await welcomeTrack();
    const poll = await newPoll(admin.actor, { name: "How was your first day?" });
    track = await saveSettings(
      hr.actor,
      track._id,
      z.parse(settingsBodySchema, {
        revision: track.revision,
        awardDays: [{ day: 30, amount: 10 }],
        polls: [{ day: 0, pollId: poll._id }],
      }),
    );
    expect(track.settings.polls).toEqual([{ day: 0, pollId: poll._id, name: "How was your first day?" }]);
    let view = await join(track, outsider);
    const pollStep = stepNamed(view, "How was your first day?");
    expect([pollStep.kind, pollStep.state]).toEqual(["poll", "open"]);
    expect(view.stages.at(-1)!.steps.map((one) => [one.kind, one.daysBeforeRun])).toEqual([
      ["poll", 0],
      ["award", 30],
    ]);
    expect(await code(() => finishStep(outsider.actor, view._id, pollStep._id))).toBe("adapt.answer_poll");
    // Someone else answering changes nothing; the newcomer's answer (delivered twice) finishes the step once.
    await handleAdaptationEvent("poll.answered", { tenantId, pollId: poll._id, userId: second.userId });
    await handleAdaptationEvent("poll.answered", { tenantId, pollId: poll._id, userId: outsider.userId });
    await handleAdaptationEvent("poll.answered", { tenantId, pollId: poll._id, userId: outsider.userId });
    view = await readAs(outsider, view._id);
    expect(stepNamed(view, "How was your first day?").state).toBe("done");
    expect((await trackAnalytics(hr.actor, track._id)).polls).toEqual([
      { pollId: poll._id, name: "How was your first day?", asked: 1, answered: 1 },
    ]);
    // While people are on the track an award day or a poll may be added, not taken away.
    expect(
      await code(() =>
        saveSettings(hr.actor, track._id, z.parse(settingsBodySchema, { revision: track.revision, polls: [] })),
      ),
    ).toBe("adapt.step_in_progress");
    await removeUser(hr.actor, track._id, view._id);
  });
});

describe("deleting (rules spec §5 and §8)", () => {
  it("refuses a track with unfinished adaptations and a step while one is in progress", async () => {
    const track = await welcomeTrack();
    const view = await join(track);
    const current = await getTrack(hr.actor, track._id);
    expect(await code(() => deleteTrack(hr.actor, track._id))).toBe("adapt.track_has_adaptations");
    expect(
      await code(() => deleteStep(hr.actor, track._id, stepNamed(view, "Read the wiki")._id, current.revision)),
    ).toBe("adapt.step_in_progress");
    const copy = await copyTrack(hr.actor, track._id);
    expect(copy).toMatchObject({ name: track.name, active: false, counts: { running: 0 } });
    await removeUser(hr.actor, track._id, view._id);
    await deleteTrack(hr.actor, track._id);
    expect(await code(() => getTrack(hr.actor, track._id))).toBe("adapt.not_found");
    expect(await code(() => seenAdaptation(newcomer.actor, view._id))).toBe("adapt.adaptation_not_found");
  });
});

describe("a mentor who leaves the company", () => {
  it("leaves the newcomer without a mentor, HR is told, and a new one is chosen", async () => {
    const track = await welcomeTrack();
    const leaving = await member(tenantId, {
      rights: ["adaptation"],
      profile: { firstName: "Lea", lastName: "Leaving" },
    });
    const view = await addUser(
      hr.actor,
      z.parse(addUserBodySchema, { track: track._id, user: newcomer.userId, mentor: leaving.userId }),
    );
    await removeEmployee(admin.actor, leaving.userId);
    await handleAdaptationEvent("user.changed", { tenantId, userIds: [leaving.userId] });
    await handleAdaptationEvent("user.changed", { tenantId, userIds: [leaving.userId] });
    const after = await readAs(hr, view._id);
    expect(after.mentorId).toBeNull();
    expect((await titles(hr)).filter((title) => title.includes("needs a new mentor"))).toHaveLength(1);
    expect((await asRole(admin.actor, leaving.userId, "mentor")).items).toEqual([]);
    const replaced = await changePeople(hr.actor, view._id, { mentor: mentor.userId, hr: null });
    expect(replaced.mentorId).toBe(mentor.userId);
  });
});

async function readAs(who: Member, adaptId: string): Promise<AdaptView> {
  const seen = await seenAdaptation(who.actor, adaptId);
  return adaptView(who.actor, seen.adaptation, seen.track, seen.can);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
