import { beforeAll, describe, expect, it } from "vitest";
import type { IdpAnalyticsView, IdpJournalPage, IdpPage, IdpSummary, IdpView } from "@intranet/contracts/idp";
import { syncPeople } from "@intranet/core/audiences";
import { idpCompany, type IdpCompany } from "@intranet/core/idp/test-support";
import { recordingScheduler } from "@intranet/core/scheduler/test-support";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { connectSocket, until } from "../testing/sockets";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

/**
 * Development plans over HTTP and the socket: a plan as its employee, creator (a chief), observer,
 * an admin, the superadmin inside the workspace, an outsider and another tenant; a task done twice
 * at once counts once; search finds a plan for exactly its people; a change reaches the others' pages.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);
const expectInvalid = (response: Awaited<ReturnType<TestApi["as"]>>, message: string) => {
  expectError(response, 400, "common.validation");
  expect(response.body.error.details.issues[0].message).toBe(message);
};

let c: IdpCompany;
let stranger: Member;
let superadmin: Caller;

beforeAll(async () => {
  recordingScheduler();
  c = await idpCompany();
  stranger = await member(await ensureTestTenant(), { role: "admin" });
  superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId: c.tenantId };
  await syncPeople(
    c.tenantId,
    [c.admin, c.chief, c.worker, c.colleague, c.observer, c.outsider].map((person) => person.userId),
  );
});

describe("development plans over HTTP", () => {
  let plan: IdpView;

  it("is made by admins and by a chief for their people, by the rules", async () => {
    const body = {
      title: "Grow into a team lead",
      employee: c.worker.userId,
      observer: c.observer.userId,
      tasks: [{ title: "Read about delegation", due: "2030-01-15" }, { title: "Run a retrospective" }],
    };
    expectInvalid(await as(c.chief, "POST", "/api/idp/plan", { body: { ...body, title: " " } }), "idp.title_required");
    expectInvalid(await as(c.chief, "POST", "/api/idp/plan", { body: { title: "x" } }), "idp.employee_required");
    expectError(await as(c.outsider, "POST", "/api/idp/plan", { body }), 403, "idp.not_your_people");
    expectError(
      await as(c.chief, "POST", "/api/idp/plan", { body: { ...body, observer: c.worker.userId } }),
      400,
      "idp.observer_is_employee",
    );
    expectError(
      await as(c.chief, "POST", "/api/idp/plan", { body: { ...body, tasks: [{ title: "Learn", courseId: "nope" }] } }),
      400,
      "idp.bad_course",
    );
    expectError(
      await as(stranger, "POST", "/api/idp/plan", { body: { ...body, observer: null } }),
      400,
      "idp.bad_person",
    );
    plan = await ok(as(c.chief, "POST", "/api/idp/plan", { body }), 201);
    expect(plan).toMatchObject({ status: "active", tasks: 2, chiefIds: [c.chief.userId], revision: 0 });
    const byAdmin: IdpView = await ok(
      as(c.admin, "POST", "/api/idp/plan", { body: { ...body, employee: c.colleague.userId, title: "Sales craft" } }),
      201,
    );
    expect(byAdmin.creatorId).toBe(c.admin.userId);
  });

  it("is read by its people and admins, and not found for anyone else", async () => {
    const path = `/api/idp/plan/${plan._id}`;
    for (const who of [c.worker, c.chief, c.observer, c.admin])
      expect((await ok(as(who, "GET", path)))._id).toBe(plan._id);
    expect(((await ok(as(superadmin, "GET", path))) as IdpView).can.edit).toBe(true);
    for (const who of [c.outsider, c.colleague]) expectError(await as(who, "GET", path), 404, "idp.not_found");
    expectError(await as(stranger, "GET", path), 404, "idp.not_found");
    expectError(await as(c.outsider, "GET", `${path}/journal`), 404, "idp.not_found");
    expectError(await as(c.outsider, "POST", `${path}/notes`, { body: { text: "Hi" } }), 404, "idp.not_found");
    expectError(
      await as(c.observer, "PUT", path, { body: { title: "Mine now", revision: plan.revision } }),
      403,
      "idp.no_access",
    );
  });

  it("lists mine, my employees' and all; a person's plans by who asks", async () => {
    const ids = (page: IdpPage | IdpSummary[]) => ("items" in page ? page.items : page).map((one) => one._id);
    expect(ids(await ok(as(c.worker, "GET", "/api/idp/plans/mine")))).toEqual([plan._id]);
    expect(ids(await ok(as(c.chief, "GET", "/api/idp/plans/team")))).toContain(plan._id);
    expect(ids(await ok(as(c.observer, "GET", "/api/idp/plans/team")))).toContain(plan._id);
    expect(ids(await ok(as(c.admin, "GET", "/api/idp/plans/all?status=active")))).toContain(plan._id);
    expect(ids(await ok(as(superadmin, "GET", "/api/idp/plans/all")))).toContain(plan._id);
    expectError(await as(c.chief, "GET", "/api/idp/plans/all"), 403, "idp.no_access");
    expectError(await as(c.admin, "GET", "/api/idp/plans/nope"), 400, "common.validation");
    expect(ids(await ok(as(stranger, "GET", "/api/idp/plans/all")))).toEqual([]);
    expect(ids(await ok(as(c.chief, "GET", `/api/idp/list/${c.worker.userId}`)))).toEqual([plan._id]);
    expect(ids(await ok(as(c.observer, "GET", `/api/idp/list/${c.worker.userId}`)))).toEqual([plan._id]);
    expect(await ok(as(c.outsider, "GET", `/api/idp/list/${c.worker.userId}`))).toEqual([]);
    expect(await ok(as(stranger, "GET", `/api/idp/list/${c.worker.userId}`))).toEqual([]);
    expect(await ok(as(c.chief, "GET", "/api/idp/access"))).toEqual({ admin: false, chief: true, create: true });
  });

  it("counts a task done from two tabs at once once, and records it in the journal; the chief's page hears it", async () => {
    const chiefTab = await connectSocket(api.gateway.wsUrl, c.chief);
    const outsiderTab = await connectSocket(api.gateway.wsUrl, c.outsider);
    try {
      const before: IdpAnalyticsView = await ok(as(c.admin, "GET", "/api/idp/analytics"));
      const body = { plan: plan._id, task: plan.taskList[0]!._id };
      const answers = await Promise.all([
        as(c.worker, "POST", "/api/idp/finish_task", { body }),
        as(c.worker, "POST", "/api/idp/finish_task", { body }),
      ]);
      for (const answer of answers) expect((answer.body as IdpView).taskList[0]!.done).toBe(true);
      const after: IdpAnalyticsView = await ok(as(c.admin, "GET", "/api/idp/analytics"));
      expect(after.tasksDone - before.tasksDone).toBe(1);
      const journal: IdpJournalPage = await ok(as(c.observer, "GET", `/api/idp/plan/${plan._id}/journal`));
      expect(journal.items.filter((entry) => entry.action === "task_done")).toHaveLength(1);
      expectError(await as(c.observer, "POST", "/api/idp/finish_task", { body }), 403, "idp.no_access");
      await api.bus.drain();
      const heard = await until(
        () => chiefTab.received.filter((event) => event.type === "idp.changed"),
        (list) => list.length >= 1,
      );
      expect(heard[0]).toEqual({ type: "idp.changed", planId: plan._id, by: c.worker.userId });
      expect(outsiderTab.received.filter((event) => event.type === "idp.changed")).toEqual([]);
      expect(((await ok(as(c.chief, "GET", "/api/idp/analytics"))) as IdpAnalyticsView).scope).toBe("team");
    } finally {
      await Promise.all([chiefTab.close(), outsiderTab.close()]);
    }
  });

  it("edits on the revision seen, notes by everyone on the plan, finishes, reopens and deletes", async () => {
    const path = `/api/idp/plan/${plan._id}`;
    const current: IdpView = await ok(as(c.chief, "GET", path));
    const edited: IdpView = await ok(
      as(c.chief, "PUT", path, {
        body: {
          title: "Lead the support team",
          description: "",
          observer: c.observer.userId,
          revision: current.revision,
        },
      }),
    );
    expectError(
      await as(c.chief, "PUT", path, { body: { title: "Stale", revision: current.revision } }),
      409,
      "idp.already_changed",
    );
    const note = await ok(as(c.observer, "POST", `${path}/notes`, { body: { text: "Good start" } }), 201);
    expectInvalid(await as(c.observer, "POST", `${path}/notes`, { body: { text: "  " } }), "idp.note_required");
    expectError(await as(c.worker, "DELETE", `${path}/notes/${note._id}`), 403, "idp.no_access");
    const finished: IdpView = await ok(
      as(c.chief, "PUT", `${path}/status`, { body: { status: "finished", revision: edited.revision } }),
    );
    expect(finished.status).toBe("finished");
    expectError(
      await as(c.chief, "POST", `${path}/task`, { body: { task: { title: "More" }, revision: finished.revision } }),
      409,
      "idp.plan_finished",
    );
    const reopened: IdpView = await ok(
      as(c.chief, "PUT", `${path}/status`, { body: { status: "active", revision: finished.revision } }),
    );
    const added: IdpView = await ok(
      as(c.chief, "POST", `${path}/task`, {
        body: { task: { title: "Mentor a newcomer" }, revision: reopened.revision },
      }),
      201,
    );
    const task = added.taskList.at(-1)!._id;
    const removed: IdpView = await ok(as(c.chief, "DELETE", `${path}/task/${task}?revision=${added.revision}`));
    expect(removed.taskList.map((one) => one._id)).not.toContain(task);
    expectError(await as(c.observer, "DELETE", path), 403, "idp.no_access");
    expectError(await as(stranger, "DELETE", path), 404, "idp.not_found");
  });

  it("is found in search by exactly its people", async () => {
    await api.bus.drain();
    const search = async (who: Member | Caller) =>
      JSON.stringify(await ok(as(who, "GET", `/api/search?q=${encodeURIComponent("support team")}`)));
    for (const reader of [c.worker, c.chief, c.observer, c.admin, superadmin])
      expect(await search(reader)).toContain(plan._id);
    for (const other of [c.outsider, c.colleague, stranger]) expect(await search(other)).not.toContain(plan._id);
    await ok(as(c.chief, "DELETE", `/api/idp/plan/${plan._id}`), 204);
    await api.bus.drain();
    expect(await search(c.worker)).not.toContain(plan._id);
  });
});
