import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  addTaskBodySchema,
  createDeskBodySchema,
  updateTaskBodySchema,
  type DeskView,
  type TaskView,
} from "@intranet/contracts/taskTracker";
import { syncPeople } from "../audiences";
import { listNotifications } from "../notifications";
import { newId } from "../platform";
import { recordingScheduler } from "../scheduler/test-support";
import { ensureTestTenant, superadminIn } from "../testing/actors";
import { capture, captureEvents } from "../testing/capture";
import { member, type Member } from "../users/test-support";
import { addComment } from "./comments";
import { deadlineName, scheduleDeadlines } from "./deadlines";
import { createDesk, finishDesk, getDesk, listDesks, restoreDesk, setFavourite, updateDesk } from "./desks";
import { viewsByIdAlone } from "./access";
import { db } from "./entities";
import { addLane, deleteLane, orderLanes, renameLane } from "./lanes";
import { moveTask } from "./moves";
import { myTasks } from "./my-tasks";
import { createProject, deleteProject, listProjects } from "./projects";
import { rankBetween } from "./ranks";
import { handleTaskEvent } from "./subscriber";
import { writeCards } from "./test-support";
import type { TaskCardRecord } from "./card.entity";
import { addTask, checkItem, deleteTask, getTask, updateTask } from "./tasks";
import { byRank } from "./views";

const events = captureEvents();
const scheduler = recordingScheduler();
const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const deskBody = (input: Record<string, unknown> = {}) =>
  z.parse(createDeskBodySchema, { name: "Sprint 14", ...input });
const taskBody = (input: Record<string, unknown> = {}) =>
  z.parse(addTaskBodySchema, { name: "Write the release notes", ...input });
const edit = (input: Record<string, unknown>) => z.parse(updateTaskBodySchema, input);
/** Delivers the events published since `from` to the subscriber, twice (the bus delivers at least once). */
const deliver = async (from: number) => {
  for (const event of events.slice(from)) {
    const detail = { ...(event.detail as object), tenantId: event.tenantId };
    await handleTaskEvent(event.type, detail);
    await handleTaskEvent(event.type, detail);
  }
};
const notes = async (who: Member) =>
  (
    await listNotifications(
      who.actor,
      { client_id: who.tenantId, section: "tasks", user_id: who.userId, time: { before: "now" as const } },
      {},
    )
  ).items;
const laneCards = (desk: DeskView, laneId: string) => desk.cards.filter((card) => card.laneId === laneId);

let tenantId: string;
let admin: Member, owner: Member, editor: Member, viewer: Member, outsider: Member;
let stranger: Member;
beforeAll(async () => {
  tenantId = await ensureTestTenant();
  const rights = { rights: ["task_tracker" as const] };
  [admin, owner, editor, viewer, outsider] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { rights: ["task_tracker", "desk_add"], profile: { firstName: "Olga", lastName: "Owner" } }),
    member(tenantId, { ...rights, profile: { firstName: "Ed", lastName: "Editor" } }),
    member(tenantId, { ...rights, profile: { firstName: "Vic", lastName: "Viewer" } }),
    member(tenantId, { ...rights, profile: { firstName: "Otto", lastName: "Outsider" } }),
  ]);
  await syncPeople(
    tenantId,
    [admin, owner, editor, viewer, outsider].map((person) => person.userId),
  );
  const otherTenant = await ensureTestTenant();
  stranger = await member(otherTenant, { role: "admin", profile: { firstName: "Sam", lastName: "Stranger" } });
});

const membersOnly = (type: "open" | "active" | "closed" | "hidden") =>
  deskBody({
    type,
    grants: [
      { audience: { kind: "users", userIds: [editor.userId] }, level: "write" },
      { audience: { kind: "users", userIds: [viewer.userId] }, level: "read" },
    ],
  });

describe("who sees a board (product-spec §3 types)", () => {
  it("hidden: its members only, in the list and by id; closed: listed to all, opened by members", async () => {
    const hidden = await createDesk(owner.actor, tenantId, { ...membersOnly("hidden"), name: "Hiring" });
    const closed = await createDesk(owner.actor, tenantId, { ...membersOnly("closed"), name: "Budget" });
    const ids = async (who: Member) => (await listDesks(who.actor, tenantId)).map((desk) => desk._id);

    expect(await ids(outsider)).not.toContain(hidden._id);
    expect(await code(() => getDesk(outsider.actor, hidden._id))).toBe("tasks.not_found");
    expect(await ids(outsider)).toContain(closed._id);
    expect((await listDesks(outsider.actor, tenantId)).find((desk) => desk._id === closed._id)?.role).toBe("outsider");
    expect(await code(() => getDesk(outsider.actor, closed._id))).toBe("tasks.no_access");
    // A company admin manages every board but a hidden one.
    expect((await getDesk(admin.actor, closed._id)).can).toEqual({ view: true, edit: true, manage: true });
    expect(await code(() => getDesk(admin.actor, hidden._id))).toBe("tasks.not_found");
    expect(await code(() => getDesk(superadminIn(tenantId), hidden._id))).toBe("tasks.not_found");

    const seen = await getDesk(viewer.actor, hidden._id);
    expect(seen.can).toEqual({ view: true, edit: false, manage: false });
    expect(seen.member).toBe(true);
    expect((await getDesk(editor.actor, hidden._id)).can).toEqual({ view: true, edit: true, manage: false });
    expect(await code(() => getDesk(stranger.actor, hidden._id))).toBe("tasks.not_found");
    expect(await code(() => listDesks(stranger.actor, tenantId))).toBeDefined();
  });

  it("open: everyone views and comments, members edit; active: everyone edits", async () => {
    const open = await createDesk(owner.actor, tenantId, deskBody({ type: "open" }));
    const active = await createDesk(owner.actor, tenantId, deskBody({ type: "active" }));
    expect((await getDesk(outsider.actor, open._id)).can).toEqual({ view: true, edit: false, manage: false });
    expect(await code(() => addTask(outsider.actor, open._id, open.lanes[0]!._id, taskBody()))).toBe("tasks.no_access");
    const task = await addTask(outsider.actor, active._id, active.lanes[0]!._id, taskBody());
    expect(task.authorId).toBe(outsider.userId);
  });

  it("creating a board needs a person of the company; people and projects named must be the company's", async () => {
    expect(await code(() => createDesk(superadminIn(tenantId), tenantId, deskBody()))).toBe("tasks.no_access");
    expect(await code(() => createDesk(owner.actor, tenantId, deskBody({ admins: [stranger.userId] })))).toBe(
      "common.validation",
    );
    expect(await code(() => createDesk(owner.actor, tenantId, deskBody({ projectId: newId() })))).toBe(
      "tasks.project_not_found",
    );
    const desk = await createDesk(owner.actor, tenantId, deskBody());
    expect(desk.lanes.map((lane) => lane.name)).toEqual(["To do", "In progress", "Done"]);
  });

  it("settings change on the revision seen; an editor may not change them; favourites are the caller's", async () => {
    const desk = await createDesk(owner.actor, tenantId, membersOnly("open"));
    const body = { ...membersOnly("open"), name: "Sprint 15", revision: desk.revision };
    expect(await code(() => updateDesk(editor.actor, desk._id, body))).toBe("tasks.no_access");
    const changed = await updateDesk(owner.actor, desk._id, body);
    expect(changed.name).toBe("Sprint 15");
    expect(await code(() => updateDesk(owner.actor, desk._id, body))).toBe("tasks.already_changed");
    await setFavourite(viewer.actor, desk._id, true);
    const listed = await listDesks(viewer.actor, tenantId);
    expect(listed.find((one) => one._id === desk._id)?.favourite).toBe(true);
    expect((await listDesks(editor.actor, tenantId)).find((one) => one._id === desk._id)?.favourite).toBe(false);
  });
});

describe("a push's check by id (live.ts)", () => {
  it("answers by id only what the board says by id; audiences and exclusions need the person's profile", () => {
    const board = (type: "open" | "closed", grants: object[]) =>
      ({ ownerId: "o", admins: ["a"], type, grants }) as Parameters<typeof viewsByIdAlone>[0];
    const named = { audience: { kind: "users", userIds: ["m"] }, level: "read" };
    expect(viewsByIdAlone(board("closed", [named]), "o")).toBe(true);
    expect(viewsByIdAlone(board("closed", [named]), "a")).toBe(true);
    expect(viewsByIdAlone(board("closed", [named]), "m")).toBe(true);
    expect(viewsByIdAlone(board("closed", [named]), "x")).toBeUndefined();
    expect(viewsByIdAlone(board("open", []), "x")).toBe(true);
    expect(viewsByIdAlone(board("open", [{ ...named, level: "none" }]), "m")).toBe(false);
    const byDepartment = { audience: { kind: "department", deptId: "d", subdepartments: true }, level: "none" };
    expect(viewsByIdAlone(board("open", [named, byDepartment]), "m")).toBeUndefined();
  });
});

describe("lanes", () => {
  it("are added, renamed, reordered; a lane with tasks asks where they go; a board keeps one", async () => {
    const desk = await createDesk(owner.actor, tenantId, deskBody({ lanes: ["A", "B"] }));
    const [a, b] = desk.lanes;
    const lanes = await addLane(owner.actor, desk._id, "C");
    const c = lanes[2]!;
    expect(await code(() => addLane(editor.actor, desk._id, "D"))).toBe("tasks.no_access");
    await renameLane(owner.actor, desk._id, c._id, "Review");
    expect(await code(() => orderLanes(owner.actor, desk._id, [c._id, a!._id]))).toBe("tasks.bad_lane_order");
    expect((await orderLanes(owner.actor, desk._id, [c._id, a!._id, b!._id])).map((lane) => lane.name)).toEqual([
      "Review",
      "A",
      "B",
    ]);
    const one = await addTask(owner.actor, desk._id, a!._id, taskBody({ name: "one" }));
    const two = await addTask(owner.actor, desk._id, a!._id, taskBody({ name: "two" }));
    await addTask(owner.actor, desk._id, b!._id, taskBody({ name: "three" }));
    expect(await code(() => deleteLane(owner.actor, desk._id, a!._id, undefined))).toBe("tasks.lane_not_empty");
    expect((await getDesk(owner.actor, desk._id)).lanes).toHaveLength(3);
    await deleteLane(owner.actor, desk._id, a!._id, b!._id);
    const after = await getDesk(owner.actor, desk._id);
    expect(after.lanes.map((lane) => lane.name)).toEqual(["Review", "B"]);
    // Moved to the end of B, in their order (two was on top of one).
    expect(laneCards(after, b!._id).map((card) => card._id)).toEqual([expect.any(String), two._id, one._id]);
    await deleteLane(owner.actor, desk._id, c._id, undefined);
    expect(await code(() => deleteLane(owner.actor, desk._id, b!._id, undefined))).toBe("tasks.last_lane");
  });
});

describe("tasks", () => {
  let desk: DeskView;
  beforeAll(async () => {
    desk = await createDesk(owner.actor, tenantId, membersOnly("closed"));
  });

  it("a new task goes on top of its lane, with its body, people and a tick count; its people see it in My tasks", async () => {
    const lane = desk.lanes[0]!._id;
    const first = await addTask(editor.actor, desk._id, lane, taskBody({ name: "First" }));
    const from = events.length;
    const second = await addTask(
      editor.actor,
      desk._id,
      lane,
      taskBody({
        name: "Second",
        description: `<p>Do it <script>alert(1)</script><b>now</b></p>`,
        performerId: viewer.userId,
        observerIds: [owner.userId],
        due: "2030-01-10",
        checklist: [{ text: "draft" }, { text: "review", done: true }],
      }),
    );
    expect(second.description).toBe("<p>Do it <b>now</b></p>");
    expect(second.checklist).toEqual({ done: 1, total: 2 });
    expect(second.checklistItems.map((item) => item.text)).toEqual(["draft", "review"]);
    const board = await getDesk(owner.actor, desk._id);
    expect(laneCards(board, lane).map((card) => card.name)).toEqual(["Second", "First"]);
    expect(first.rank > second.rank).toBe(true);

    expect((await myTasks(viewer.actor, { filter: "assigned" })).map((task) => task.name)).toContain("Second");
    expect((await myTasks(owner.actor, { filter: "observing" })).map((task) => task.name)).toContain("Second");
    expect((await myTasks(editor.actor, { filter: "authored" })).map((task) => task.name)).toEqual(
      expect.arrayContaining(["First", "Second"]),
    );
    await deliver(from);
    expect((await notes(viewer)).map((note) => note.title)).toContain("A task for you: “Second”");
    expect(scheduler.schedules.get(deadlineName(tenantId, second._id, "due_soon"))?.at).toBe(
      "2030-01-09T09:00:00.000Z",
    );
    expect(scheduler.schedules.get(deadlineName(tenantId, second._id, "overdue"))?.at).toBe("2030-01-11T09:00:00.000Z");
  });

  it("an edit goes on the revision seen; a stale one is refused and changes nothing; people outside the company are refused", async () => {
    const task = await addTask(editor.actor, desk._id, desk.lanes[0]!._id, taskBody({ name: "Edit me" }));
    const changed = await updateTask(
      editor.actor,
      task._id,
      edit({ name: "Edited", priority: "high", revision: task.revision }),
    );
    expect(changed).toMatchObject({ name: "Edited", priority: "high", revision: task.revision + 1 });
    expect(await code(() => updateTask(editor.actor, task._id, edit({ name: "Lost", revision: task.revision })))).toBe(
      "tasks.already_changed",
    );
    expect(
      await code(() =>
        updateTask(editor.actor, task._id, edit({ performerId: stranger.userId, revision: changed.revision })),
      ),
    ).toBe("tasks.bad_person");
    expect(
      await code(() => updateTask(viewer.actor, task._id, edit({ name: "Viewer", revision: changed.revision }))),
    ).toBe("tasks.no_access");
    expect(await code(() => getTask(outsider.actor, task._id))).toBe("tasks.task_not_found");
    expect(await code(() => getTask(stranger.actor, task._id))).toBe("tasks.task_not_found");
    expect((await getTask(viewer.actor, task._id)).name).toBe("Edited");
  });

  it("its performer works on it even as a viewer of the board, and finishing tells its people", async () => {
    const task = await addTask(
      editor.actor,
      desk._id,
      desk.lanes[0]!._id,
      taskBody({ name: "Mine", performerId: viewer.userId, observerIds: [owner.userId] }),
    );
    const from = events.length;
    const done = await updateTask(viewer.actor, task._id, edit({ finished: true, revision: task.revision }));
    expect(done.finished).toBe(true);
    expect(done.finishedAt).not.toBeNull();
    await deliver(from);
    expect((await notes(owner)).map((note) => note.title)).toContain("Finished: “Mine”");
    expect((await myTasks(viewer.actor, { filter: "finished" })).map((one) => one.name)).toContain("Mine");
    expect((await myTasks(viewer.actor, { filter: "assigned" })).map((one) => one.name)).not.toContain("Mine");
  });

  it("ticks of different items at once all stay; a tick never conflicts with another", async () => {
    const items = Array.from({ length: 8 }, (_, index) => ({ text: `step ${index}` }));
    const task = await addTask(
      editor.actor,
      desk._id,
      desk.lanes[0]!._id,
      taskBody({ name: "Ticks", checklist: items }),
    );
    await Promise.all(task.checklistItems.map((item) => checkItem(editor.actor, task._id, item.id, true)));
    const read = await getTask(editor.actor, task._id);
    expect(read.checklistItems.every((item) => item.done)).toBe(true);
    expect(read.checklist).toEqual({ done: 8, total: 8 });
    expect(read.revision).toBe(task.revision + 8);
    expect(await code(() => checkItem(editor.actor, task._id, newId(), true))).toBe("tasks.item_not_found");
  });

  it("a comment's mention notifies a viewer of the board, not an outsider; the task's people hear of it", async () => {
    const task = await addTask(
      editor.actor,
      desk._id,
      desk.lanes[0]!._id,
      taskBody({ name: "Talk", performerId: editor.userId }),
    );
    const from = events.length;
    const mention = (who: Member) => `<span data-mention="${who.userId}">@${who.userId}</span>`;
    const comment = await addComment(owner.actor, task._id, `<p>Look ${mention(viewer)} ${mention(outsider)}</p>`);
    expect(comment.canDelete).toBe(true);
    expect(await code(() => addComment(outsider.actor, task._id, "<p>hi</p>"))).toBe("tasks.task_not_found");
    expect(await code(() => addComment(viewer.actor, task._id, "<p> </p>"))).toBe("tasks.text_required");
    await deliver(from);
    expect((await notes(viewer)).map((note) => note.title)).toContain("Olga Owner mentioned you in “Talk”");
    expect((await notes(outsider)).map((note) => note.title)).not.toContain("Olga Owner mentioned you in “Talk”");
    expect((await notes(editor)).map((note) => note.title)).toContain("A comment on “Talk”");
    expect((await getTask(editor.actor, task._id)).comments).toBe(1);
  });

  it("a deleted task leaves no card, row or comment; its deadline timers go", async () => {
    const task = await addTask(
      editor.actor,
      desk._id,
      desk.lanes[0]!._id,
      taskBody({ name: "Doomed", performerId: viewer.userId, due: "2031-05-05" }),
    );
    await addComment(viewer.actor, task._id, "<p>soon gone</p>");
    const from = events.length;
    expect(await code(() => deleteTask(viewer.actor, task._id))).toBe("tasks.no_access");
    await deleteTask(editor.actor, task._id);
    await deliver(from);
    expect(await code(() => getTask(editor.actor, task._id))).toBe("tasks.task_not_found");
    expect((await myTasks(viewer.actor, { filter: "assigned" })).map((one) => one.taskId)).not.toContain(task._id);
    const { data } = await db().entities.taskComment.query.byTask({ clientId: tenantId, taskId: task._id }).go();
    expect(data).toEqual([]);
    expect(scheduler.schedules.has(deadlineName(tenantId, task._id, "overdue"))).toBe(false);
  });
});

describe("moves (fractional index)", () => {
  it("20 moves in one lane at once all succeed and end in one total order with nothing lost", async () => {
    const desk = await createDesk(owner.actor, tenantId, deskBody({ type: "active" }));
    const lane = desk.lanes[0]!._id;
    const created: TaskView[] = [];
    for (let index = 0; index < 20; index++)
      created.push(await addTask(editor.actor, desk._id, lane, taskBody({ name: `card ${index}` })));
    const before = laneCards(await getDesk(editor.actor, desk._id), lane);
    // Everyone drags a card between the same two cards at once (the worst case for ties).
    const [top, next] = before;
    const movers = before.slice(2);
    await Promise.all(
      movers.map((card) =>
        moveTask(editor.actor, desk._id, {
          taskId: card._id,
          fromLaneId: lane,
          laneId: lane,
          afterId: top!._id,
          beforeId: next!._id,
        }),
      ),
    );
    const after = laneCards(await getDesk(outsider.actor, desk._id), lane);
    expect(after).toHaveLength(20);
    expect(new Set(after.map((card) => card._id))).toEqual(new Set(created.map((card) => card._id)));
    expect(after[0]!._id).toBe(top!._id);
    expect(after.at(-1)!._id).toBe(next!._id);
    // Every reader gets the same order, and it is the (rank, id) order.
    const again = laneCards(await getDesk(editor.actor, desk._id), lane);
    expect(again.map((card) => card._id)).toEqual(after.map((card) => card._id));
    const sorted = [...after].map((card) => ({ rank: card.rank, taskId: card._id })).sort(byRank);
    expect(sorted.map((card) => card.taskId)).toEqual(after.map((card) => card._id));
  });

  it("a move to another lane is one conditional write: a card moved meanwhile is refused", async () => {
    const desk = await createDesk(owner.actor, tenantId, deskBody({ type: "active" }));
    const [todo, doing, done] = desk.lanes.map((lane) => lane._id);
    const task = await addTask(editor.actor, desk._id, todo!, taskBody());
    const moved = await moveTask(editor.actor, desk._id, {
      taskId: task._id,
      fromLaneId: todo!,
      laneId: doing!,
      afterId: null,
      beforeId: null,
    });
    expect(moved.laneId).toBe(doing);
    expect(
      await code(() =>
        moveTask(outsider.actor, desk._id, {
          taskId: task._id,
          fromLaneId: todo!,
          laneId: done!,
          afterId: null,
          beforeId: null,
        }),
      ),
    ).toBe("tasks.task_moved");
    expect(
      await code(() =>
        moveTask(editor.actor, desk._id, {
          taskId: task._id,
          fromLaneId: doing!,
          laneId: newId(),
          afterId: null,
          beforeId: null,
        }),
      ),
    ).toBe("tasks.lane_not_found");
    // A move does not change the task's revision: an open editor's save still goes through.
    const saved = await updateTask(editor.actor, task._id, edit({ name: "Renamed", revision: task.revision }));
    expect(saved.laneId).toBe(doing);
  });

  it("a rank between equal neighbours still sorts after them", () => {
    const rank = rankBetween("a0", "a0");
    expect(rank > "a0").toBe(true);
  });
});

describe("finishing a board (product-spec §4)", () => {
  it("finishes its 5,000 tasks at once; restoring reopens those the finish finished, not those finished before", async () => {
    const desk = await createDesk(owner.actor, tenantId, deskBody({ type: "open" }));
    const lane = desk.lanes[0]!._id;
    const early = await addTask(owner.actor, desk._id, lane, taskBody({ name: "Done early" }));
    await updateTask(owner.actor, early._id, edit({ finished: true, revision: early.revision }));
    await writeCards({ clientId: tenantId, deskId: desk._id, laneIds: [lane] }, owner.userId, 4_999);

    expect(await code(() => finishDesk(editor.actor, desk._id))).toBe("tasks.no_access");
    const finished = await finishDesk(owner.actor, desk._id);
    expect(finished.desk.status).toBe("finished");
    const board = await getDesk(owner.actor, desk._id);
    expect(board.cards).toHaveLength(5_000);
    expect(board.cards.every((card) => card.finished && card.finishedAt)).toBe(true);
    expect(await code(() => finishDesk(owner.actor, desk._id))).toBe("tasks.already_finished");
    expect(await code(() => addTask(owner.actor, desk._id, lane, taskBody()))).toBe("tasks.desk_finished");
    expect(await code(() => updateTask(owner.actor, board.cards[1]!._id, edit({ name: "x", revision: 0 })))).toBe(
      "tasks.desk_finished",
    );

    await restoreDesk(owner.actor, desk._id);
    const restored = await getDesk(owner.actor, desk._id);
    expect(restored.cards.filter((card) => card.finished).map((card) => card._id)).toEqual([early._id]);
    expect(await code(() => restoreDesk(owner.actor, desk._id))).toBe("tasks.not_finished");
  }, 120_000);
});

describe("projects", () => {
  it("list their boards the caller may see; deleting one leaves its boards without it", async () => {
    const project = await createProject(owner.actor, { name: "Website", description: "" });
    const open = await createDesk(owner.actor, tenantId, deskBody({ projectId: project._id }));
    const hidden = await createDesk(owner.actor, tenantId, { ...membersOnly("hidden"), projectId: project._id });
    const seenBy = async (who: Member) =>
      (await listProjects(who.actor)).find((one) => one._id === project._id)?.deskIds;
    expect(await seenBy(viewer)).toEqual(expect.arrayContaining([open._id, hidden._id]));
    expect(await seenBy(outsider)).toEqual([open._id]);
    expect(await code(() => deleteProject(editor.actor, project._id))).toBe("tasks.no_access");
    await deleteProject(owner.actor, project._id);
    expect((await getDesk(owner.actor, open._id)).projectId).toBeNull();
  });
});

describe("deadline timers", () => {
  it("none for a finished task or one without a deadline; a past moment is not scheduled", async () => {
    const card = { due: "2030-03-03", finished: false } as TaskCardRecord;
    await scheduleDeadlines(tenantId, "t1", card, Date.parse("2030-03-02T12:00:00Z"));
    expect(scheduler.schedules.has(deadlineName(tenantId, "t1", "due_soon"))).toBe(false);
    expect(scheduler.schedules.get(deadlineName(tenantId, "t1", "overdue"))?.payload).toMatchObject({
      kind: "overdue",
    });
    await scheduleDeadlines(tenantId, "t1", { ...card, finished: true }, Date.parse("2030-03-02T12:00:00Z"));
    expect(scheduler.schedules.has(deadlineName(tenantId, "t1", "overdue"))).toBe(false);
  });
});
