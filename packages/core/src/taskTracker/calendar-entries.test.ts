import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { addTaskBodySchema, createDeskBodySchema, updateTaskBodySchema } from "@intranet/contracts/taskTracker";
import { icalFeed, listMine, registerDatedEntriesLoader, renewFeed } from "../calendar";
import { days } from "../calendar/test-support";
import { ensureTestTenant } from "../testing/actors";
import { member, type Member } from "../users/test-support";
import { datedEntries } from "./calendar-entries";
import { createDesk, finishDesk, restoreDesk } from "./desks";
import { addTask, updateTask } from "./tasks";

// The calendar shows the deadlines of the tasks a person works on (issue 34, item 7), through the
// calendar's dated-entries capability: registered here as the generated root does in a Lambda.
registerDatedEntriesLoader("taskTracker", async () => datedEntries);

let owner: Member, worker: Member, watcher: Member;
let deskId: string;
const march = days("2030-03-01", "2030-03-31");
const deadlinesOf = async (who: Member, actor = who.actor) =>
  (await listMine(actor, who.tenantId, who.userId, march)).dated.map((entry) => `${entry.title} ${entry.day}`);

beforeAll(async () => {
  const tenantId = await ensureTestTenant();
  [owner, worker, watcher] = await Promise.all([
    member(tenantId, { rights: ["task_tracker", "desk_add", "calendar"], profile: { firstName: "Olga" } }),
    member(tenantId, { rights: ["task_tracker", "calendar"], profile: { firstName: "Wes" } }),
    member(tenantId, { rights: ["task_tracker", "calendar"], profile: { firstName: "Val" } }),
  ]);
  const desk = await createDesk(
    owner.actor,
    tenantId,
    z.parse(createDeskBodySchema, { name: "Launch", type: "active" }),
  );
  deskId = desk._id;
  const lane = desk.lanes[0]!._id;
  const add = (name: string, input: Record<string, unknown>) =>
    addTask(owner.actor, deskId, lane, z.parse(addTaskBodySchema, { name, ...input }));
  await add("Ship the beta", { performerId: worker.userId, observerIds: [watcher.userId], due: "2030-03-10" });
  await add("Help with the docs", { performerId: owner.userId, coPerformerIds: [worker.userId], due: "2030-03-20" });
  await add("In April", { performerId: worker.userId, due: "2030-04-02" });
  await add("No deadline", { performerId: worker.userId });
  const done = await add("Already done", { performerId: worker.userId, due: "2030-03-05" });
  await updateTask(owner.actor, done._id, z.parse(updateTaskBodySchema, { finished: true, revision: done.revision }));
});

describe("task deadlines in the calendar", () => {
  it("shows the unfinished deadlines in the range of the tasks one performs or co-performs, opening the task", async () => {
    expect(await deadlinesOf(worker)).toEqual(["Ship the beta 2030-03-10", "Help with the docs 2030-03-20"]);
    const [first] = (await listMine(worker.actor, worker.tenantId, worker.userId, march)).dated;
    expect(first).toMatchObject({ source: "taskTracker", kind: "deadline", endDay: "2030-03-10", overdue: false });
    expect(first!.path).toBe(`/desk/${deskId}?task=${first!.id}`);
  });

  it("not to an observer, nor without the task tracker's right, nor while the module is switched off", async () => {
    expect(await deadlinesOf(watcher)).toEqual([]);
    expect(await deadlinesOf(worker, { ...worker.actor, rights: ["calendar"] })).toEqual([]);
    expect(await deadlinesOf(worker, { ...worker.actor, modulesOff: ["taskTracker"] })).toEqual([]);
  });

  it("a finished board's tasks leave the calendar and come back when it is restored", async () => {
    await finishDesk(owner.actor, deskId);
    expect(await deadlinesOf(worker)).toEqual([]);
    await restoreDesk(owner.actor, deskId);
    expect(await deadlinesOf(worker)).toHaveLength(2);
  });

  it("the private feed carries them as all-day events linking to the task", async () => {
    const feed = await renewFeed(worker.actor);
    const text = await icalFeed(feed.url!.split("/").pop()!, new Date("2030-02-20T00:00:00Z"));
    expect(text).toContain("SUMMARY:Ship the beta");
    expect(text).toMatch(/DTSTART;VALUE=DATE:20300310\r\nDTEND;VALUE=DATE:20300311/);
    expect(text).toContain(`/desk/${deskId}?task=`);
    expect(text).toContain("SUMMARY:In April"); // the feed covers a year ahead
    expect(text).not.toContain("Already done");
    expect(text).not.toContain("No deadline");
  });
});
