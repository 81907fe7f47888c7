import { beforeAll, describe, expect, it } from "vitest";
import type {
  DeskSummary,
  DeskView,
  MyTaskView,
  ProjectView,
  TaskCardView,
  TaskCommentPage,
  TaskView,
} from "@intranet/contracts/taskTracker";
import type { EventRangeView } from "@intranet/contracts/calendar";
import { syncPeople } from "@intranet/core/audiences";
import { connectionsOfUser } from "@intranet/core/realtime";
import { recordingScheduler } from "@intranet/core/scheduler/test-support";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { connectSocket, until, type TestSocket } from "../testing/sockets";
import { ensureTestTenant, tokenFor } from "../testing/tokens";
import { uploadThroughApi } from "../testing/upload";

/**
 * The task tracker over HTTP and the socket: a board as its owner, an admin, a member who edits, a
 * member who views, an outsider, the superadmin inside the workspace and another tenant; cards
 * created, moved and finished reach the sockets showing the board (its viewers only).
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);
const open = (who: Member | Caller) => connectSocket(api.gateway.wsUrl, who);

let tenantId: string;
let admin: Member, owner: Member, editor: Member, viewer: Member, outsider: Member, noRight: Member;
let stranger: Member;
let superadmin: Caller;
let schedules: ReturnType<typeof recordingScheduler>["schedules"];

beforeAll(async () => {
  schedules = recordingScheduler().schedules;
  tenantId = await ensureTestTenant();
  const rights = { rights: ["task_tracker" as const] };
  [admin, owner, editor, viewer, outsider, noRight] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { rights: ["task_tracker", "desk_add"], profile: { firstName: "Olga", lastName: "Owner" } }),
    member(tenantId, { ...rights, profile: { firstName: "Ed", lastName: "Editor" } }),
    member(tenantId, { rights: ["task_tracker", "calendar"], profile: { firstName: "Vic", lastName: "Viewer" } }),
    member(tenantId, { ...rights, profile: { firstName: "Otto", lastName: "Outsider" } }),
    member(tenantId, { profile: { firstName: "No", lastName: "Right" } }),
  ]);
  stranger = await member(await ensureTestTenant(), { role: "admin", rights: ["task_tracker", "desk_add"] });
  superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId };
  await syncPeople(
    tenantId,
    [admin, owner, editor, viewer, outsider, noRight].map((person) => person.userId),
  );
});

const grants = () => [
  { audience: { kind: "users", userIds: [editor.userId] }, level: "write" },
  { audience: { kind: "users", userIds: [viewer.userId] }, level: "read" },
];
const newDesk = (body: object) =>
  ok(as(owner, "POST", `/api/task_tracker/desks/${tenantId}`, { body }), 201) as Promise<DeskView>;

describe("task tracker over HTTP", () => {
  let desk: DeskView;

  it("creates a board with desk_add only; lists it by its type to each role", async () => {
    const body = { name: "Hiring pipeline", type: "hidden", grants: grants() };
    expectError(await as(editor, "POST", `/api/task_tracker/desks/${tenantId}`, { body }), 403, "common.no_access");
    expectError(await as(noRight, "GET", `/api/task_tracker/desks/${tenantId}`), 403, "common.no_access");
    expectError(await as(stranger, "GET", `/api/task_tracker/desks/${tenantId}`), 403, "common.no_access");
    expectError(await as(superadmin, "POST", `/api/task_tracker/desks/${tenantId}`, { body }), 403, "tasks.no_access");
    const invalid = await as(owner, "POST", `/api/task_tracker/desks/${tenantId}`, {
      body: { ...body, type: "secret" },
    });
    expectError(invalid, 400, "common.validation");
    desk = await newDesk(body);
    expect(desk).toMatchObject({ role: "owner", type: "hidden", can: { view: true, edit: true, manage: true } });
    const listed = async (who: Member | Caller) =>
      ((await ok(as(who, "GET", `/api/task_tracker/desks/${tenantId}`))) as DeskSummary[]).map((one) => one._id);
    expect(await listed(viewer)).toContain(desk._id);
    expect(await listed(outsider)).not.toContain(desk._id);
    expect(await listed(admin)).not.toContain(desk._id);
    expect(await listed(superadmin)).not.toContain(desk._id);
    expectError(await as(outsider, "GET", `/api/task_tracker/desk/${desk._id}`), 404, "tasks.not_found");
    expectError(await as(stranger, "GET", `/api/task_tracker/desk/${desk._id}`), 404, "tasks.not_found");
  });

  it("takes tasks from editors, with people, checklist and files; a viewer views; a stale edit is refused", async () => {
    const lane = desk.lanes[0]!._id;
    const addPath = `/api/task_tracker/${desk._id}/${lane}/add_task`;
    expectError(await as(viewer, "PUT", addPath, { body: { name: "x" } }), 403, "tasks.no_access");
    expectError(await as(outsider, "PUT", addPath, { body: { name: "x" } }), 404, "tasks.not_found");
    const late = await as(editor, "PUT", addPath, { body: { name: "x", start: "2030-02-02", due: "2030-01-01" } });
    expectError(late, 400, "common.validation");
    const fileId = await uploadThroughApi(as, editor, {
      module: "taskTracker",
      name: "cv.pdf",
      contentType: "application/pdf",
      bytes: new TextEncoder().encode("%PDF-1.4 a candidate's CV"),
    });
    const file = { fileId };
    const task: TaskView = await ok(
      as(editor, "PUT", addPath, {
        body: {
          name: "Interview the backend candidate",
          performerId: viewer.userId,
          due: "2030-01-15",
          checklist: [{ text: "Tech interview" }, { text: "Culture fit" }],
          files: [file.fileId],
        },
      }),
      201,
    );
    expect(task.fileList).toEqual([
      expect.objectContaining({ fileId: file.fileId, name: "cv.pdf", mime: "application/pdf" }),
    ]);
    const link = await ok(as(viewer, "GET", `/api/task/${task._id}/file/${file.fileId}`));
    expect(link.url).toMatch(/^http/);
    expectError(await as(outsider, "GET", `/api/task/${task._id}/file/${file.fileId}`), 404, "tasks.task_not_found");
    expect((await ok(as(viewer, "GET", `/api/task/${task._id}`))).can).toMatchObject({ view: true, edit: true });
    const edited: TaskView = await ok(
      as(editor, "PUT", `/api/task/${task._id}`, { body: { priority: "high", revision: task.revision } }),
    );
    expectError(
      await as(editor, "PUT", `/api/task/${task._id}`, { body: { priority: "low", revision: task.revision } }),
      409,
      "tasks.already_changed",
    );
    const ticked: TaskView = await ok(
      as(viewer, "PUT", `/api/task/${task._id}/checklist/${edited.checklistItems[0]!.id}`, { body: { done: true } }),
    );
    expect(ticked.checklist).toEqual({ done: 1, total: 2 });
    const mine: MyTaskView[] = await ok(as(viewer, "GET", "/api/task?filter=assigned"));
    expect(mine.map((one) => one.taskId)).toContain(task._id);
    expectError(await as(viewer, "GET", "/api/task?filter=everything"), 400, "common.validation");
    // The performer's calendar marks the deadline (the calendar Lambda loads the tracker's leaf).
    const january = `/api/user/${tenantId}/events/access_for/${viewer.userId}?from=2030-01-01&to=2030-01-31`;
    const calendar: EventRangeView = await ok(as(viewer, "GET", january));
    expect(calendar.dated).toEqual([
      expect.objectContaining({ id: task._id, day: "2030-01-15", path: `/desk/${desk._id}?task=${task._id}` }),
    ]);
    await api.bus.drain();
    const timers = [...schedules.values()].filter((timer) => (timer.payload as { taskId: string }).taskId === task._id);
    expect(timers.map((timer) => timer.at).sort()).toEqual(["2030-01-14T09:00:00.000Z", "2030-01-16T09:00:00.000Z"]);
  });

  it("comments with mentions: a viewer may comment and is notified when mentioned", async () => {
    const task: TaskView = await ok(
      as(editor, "PUT", `/api/task_tracker/${desk._id}/${desk.lanes[0]!._id}/add_task`, {
        body: { name: "Offer letter" },
      }),
      201,
    );
    await ok(
      as(editor, "POST", `/api/task/${task._id}/comments`, {
        body: { html: `<p>Please check <span data-mention="${viewer.userId}">@Vic</span></p>` },
      }),
      201,
    );
    const comment = await ok(
      as(viewer, "POST", `/api/task/${task._id}/comments`, { body: { html: "<p>Done</p>" } }),
      201,
    );
    const page: TaskCommentPage = await ok(as(viewer, "GET", `/api/task/${task._id}/comments`));
    expect(page.items.map((item) => item.html)).toEqual([expect.stringContaining("Please check"), "<p>Done</p>"]);
    expectError(await as(editor, "DELETE", `/api/task/${task._id}/comments/${comment._id}`), 403, "tasks.no_access");
    await ok(as(owner, "DELETE", `/api/task/${task._id}/comments/${comment._id}`));
    await api.bus.drain();
    const notes = JSON.stringify(
      await ok(as(viewer, "GET", `/api/notification/${tenantId}/tasks/${viewer.userId}/now`)),
    );
    expect(notes).toContain("mentioned you in");
  });

  it("lanes: managers only; a lane with tasks asks where they go", async () => {
    const lanePath = `/api/task_tracker/${desk._id}/lane`;
    expectError(await as(editor, "POST", lanePath, { body: { name: "Offer" } }), 403, "tasks.no_access");
    const lanes = await ok(as(owner, "POST", lanePath, { body: { name: "Offer" } }), 201);
    expect(lanes.map((lane: { name: string }) => lane.name)).toEqual(["To do", "In progress", "Done", "Offer"]);
    const first = desk.lanes[0]!._id;
    expectError(await as(owner, "DELETE", `${lanePath}/${first}`), 409, "tasks.lane_not_empty");
    await ok(as(owner, "DELETE", `${lanePath}/${first}?moveTo=${lanes[3]._id}`));
    const board: DeskView = await ok(as(viewer, "GET", `/api/task_tracker/desk/${desk._id}`));
    expect(board.lanes.map((lane) => lane.name)).toEqual(["In progress", "Done", "Offer"]);
    expect(board.cards.every((card) => card.laneId === lanes[3]._id)).toBe(true);
    desk = board;
  });

  it("the superadmin inside the workspace and an admin manage a closed board as its admins would", async () => {
    const closed = await newDesk({ name: "Budget 2027", type: "closed", grants: grants() });
    expectError(await as(outsider, "GET", `/api/task_tracker/desk/${closed._id}`), 403, "tasks.no_access");
    const seen: DeskView = await ok(as(superadmin, "GET", `/api/task_tracker/desk/${closed._id}`));
    expect(seen.can.manage).toBe(true);
    await ok(as(admin, "PUT", `/api/task_tracker/${closed._id}/finish`));
    const finished: DeskView = await ok(as(viewer, "GET", `/api/task_tracker/desk/${closed._id}`));
    expect(finished.status).toBe("finished");
    expectError(
      await as(editor, "PUT", `/api/task_tracker/${closed._id}/${closed.lanes[0]!._id}/add_task`, {
        body: { name: "late" },
      }),
      409,
      "tasks.desk_finished",
    );
    await ok(as(superadmin, "PUT", `/api/task_tracker/${closed._id}/restore`));
  });

  it("projects list the boards each caller may see", async () => {
    const project: ProjectView = await ok(as(owner, "POST", "/api/project", { body: { name: "Recruiting" } }), 201);
    expectError(await as(editor, "POST", "/api/project", { body: { name: "Mine" } }), 403, "common.no_access");
    await ok(
      as(owner, "PUT", `/api/task_tracker/desk/${desk._id}`, {
        body: { name: desk.name, type: "hidden", grants: grants(), projectId: project._id, revision: desk.revision },
      }),
    );
    const seenBy = async (who: Member) =>
      ((await ok(as(who, "GET", "/api/project"))) as ProjectView[]).find((one) => one._id === project._id)?.deskIds;
    expect(await seenBy(viewer)).toEqual([desk._id]);
    expect(await seenBy(outsider)).toEqual([]);
  });
});

describe("task tracker live", () => {
  it("a card moved by one member reaches the others' open board at once; an outsider's socket hears nothing", async () => {
    const board = await newDesk({ name: "Sprint 3", type: "closed", grants: grants() });
    const [todo, doing] = board.lanes.map((lane) => lane._id);
    const task: TaskView = await ok(
      as(editor, "PUT", `/api/task_tracker/${board._id}/${todo}/add_task`, { body: { name: "Ship it" } }),
      201,
    );
    const viewerTab = await open(viewer);
    const outsiderTab = await open(outsider);
    const tabs: TestSocket[] = [viewerTab, outsiderTab];
    try {
      viewerTab.send({ action: "taskTracker.watch", deskId: board._id });
      outsiderTab.send({ action: "taskTracker.watch", deskId: board._id });
      for (let tries = 0; tries < 200; tries++) {
        const held = await connectionsOfUser(tenantId, viewer.userId, true);
        if (held.some((connection) => connection.watching)) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const moved: TaskCardView = await ok(
        as(editor, "PUT", `/api/task_tracker/${board._id}/move_task`, {
          body: { taskId: task._id, fromLaneId: todo, laneId: doing, afterId: null, beforeId: null },
        }),
      );
      const cards = () => viewerTab.received.filter((event) => event.type === "taskTracker.card");
      const heard = await until(cards, (list) => list.length >= 1);
      expect(heard).toEqual([{ type: "taskTracker.card", deskId: board._id, card: moved, by: editor.userId }]);
      expectError(
        await as(viewer, "PUT", `/api/task_tracker/${board._id}/move_task`, {
          body: { taskId: task._id, fromLaneId: doing, laneId: todo, afterId: null, beforeId: null },
        }),
        403,
        "tasks.no_access",
      );
      await ok(as(editor, "DELETE", `/api/task/${task._id}`));
      await until(
        () => viewerTab.received.filter((event) => event.type === "taskTracker.card_removed"),
        (list) => list.length >= 1,
      );
      expect(outsiderTab.received.filter((event) => event.type.startsWith("taskTracker."))).toEqual([]);
    } finally {
      await Promise.all(tabs.map((tab) => tab.close()));
    }
  });
});
