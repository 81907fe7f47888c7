import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@intranet/contracts";
import { passStepBodySchema, type PassStepBody, type RequestView } from "@intranet/contracts/services";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import * as z from "zod/mini";
import { syncPeople } from "../audiences";
import { listNotifications } from "../notifications";
import { recordingScheduler } from "../scheduler/test-support";
import { addDeptUsers, createDepartment, setDepartmentHead } from "../structure";
import { capture } from "../testing/capture";
import { removeEmployee } from "../users";
import { member, type Member } from "../users/test-support";
import { db } from "./entities";
import { getRequest } from "./get";
import { inboxCount, runnedRequests } from "./lists";
import { passStep } from "./pass-step";
import { startRequest } from "./start";
import { handleServiceEvent } from "./subscriber";
import { newService, servicesFixture, type ServicesFixture } from "./test-support";
import { runRequestTimer } from "./timers";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const body = (input: Partial<PassStepBody> & { revision: number; action: PassStepBody["action"] }) =>
  passStepBodySchema.parse(input);
const requestsOf = async (clientId: string, initiatorId: string) =>
  (await db().entities.serviceRequest.query.byInitiator({ clientId, initiatorId }).go({ pages: "all" })).data.length;
const notes = async (c: ServicesFixture, who: Member) =>
  JSON.stringify(
    await listNotifications(
      c.admin.actor,
      { client_id: c.tenantId, section: "services", user_id: who.userId, time: { before: "now" as const } },
      {},
    ),
  );

let c: ServicesFixture;
/** Heads Desk, a department under Support: their chief is Support's head. */
let deskHead: Member;
beforeAll(async () => {
  recordingScheduler();
  c = await servicesFixture();
  deskHead = await member(c.tenantId, { profile: { firstName: "Dan", lastName: "Desk" } });
  const desk = await createDepartment(
    c.admin.actor,
    z.parse(createDepartmentBodySchema, { name: "Desk", parent: c.support._id }),
  );
  await addDeptUsers(c.admin.actor, { dept_id: desk._id, users: [deskHead.userId] });
  await setDepartmentHead(c.admin.actor, { dept_id: desk._id, headUser: deskHead.userId });
  await syncPeople(c.tenantId, [deskHead.userId]);
});

const chiefThenAgent = () =>
  newService(c, {
    type: "multi",
    fields: [
      { id: "what", name: "What", type: "string", required: true },
      { id: "agree", name: "I agree", type: "checkbox", required: true },
    ],
    steps: [
      { name: "Chief", performer: { kind: "chief" }, review: true, dayLimit: 2 },
      { name: "Support", performer: { kind: "users", userIds: [c.head.userId, c.agent.userId] } },
    ],
  });

describe("services: starting a request", () => {
  it("refuses bad values and a missing chief with their codes and writes nothing", async () => {
    const service = await chiefThenAgent();
    const start = (actor: Actor, values: Record<string, unknown>) =>
      startRequest(actor, { serviceId: service._id, values });
    const before = await requestsOf(c.tenantId, c.agent.userId);
    expect(await code(() => start(c.agent.actor, { agree: true }))).toBe("services.value_required");
    expect(await code(() => start(c.agent.actor, { what: "x", agree: false }))).toBe("services.value_required");
    expect(await code(() => start(c.agent.actor, { what: "x".repeat(50), agree: true }))).toBe(
      "services.string_too_long",
    );
    expect(await code(() => start(c.agent.actor, { what: "x", agree: true, extra: 1 }))).toBe("services.bad_value");
    expect(await requestsOf(c.tenantId, c.agent.userId)).toBe(before);
    // Eve is in no department: nobody is her chief.
    expect(await code(() => start(c.employee.actor, { what: "x", agree: true }))).toBe("services.chief_not_found");
    expect(await requestsOf(c.tenantId, c.employee.userId)).toBe(0);
  });

  it("needs the route complete: a multi-stage service 2 steps (rules spec §5), a simple one its step", async () => {
    const oneStep = await newService(c, {
      type: "multi",
      steps: [{ name: "Only", performer: { kind: "initiator" } }],
    });
    const noStep = await newService(c, { steps: [] });
    const before = await requestsOf(c.tenantId, c.agent.userId);
    expect(await code(() => startRequest(c.agent.actor, { serviceId: oneStep._id, values: { f1: "A" } }))).toBe(
      "services.two_steps_required",
    );
    expect(await code(() => startRequest(c.agent.actor, { serviceId: noStep._id, values: { f1: "A" } }))).toBe(
      "services.no_steps",
    );
    expect(await requestsOf(c.tenantId, c.agent.userId)).toBe(before);
    expect(oneStep.can.order).toBe(false);
  });

  it("routes to the direct chief: a member's is their head, a head's is the head above", async () => {
    const service = await chiefThenAgent();
    const values = { what: "Laptop", agree: true };
    const byAgent = await startRequest(c.agent.actor, { serviceId: service._id, values });
    expect(byAgent.steps[0]!.performers).toEqual([c.head.userId]);
    const byHead = await startRequest(deskHead.actor, { serviceId: service._id, values });
    expect(byHead.steps[0]!.performers).toEqual([c.head.userId]);
    expect(byHead.steps[1]!.performers.sort()).toEqual([c.head.userId, c.agent.userId].sort());
  });

  it("refuses a named performer who left the company; while waiting, an admin answers for them", async () => {
    const leaver = await member(c.tenantId, { profile: { firstName: "Lea", lastName: "Ver" } });
    const service = await newService(c, {
      steps: [{ name: "Lea checks", performer: { kind: "user", userId: leaver.userId } }],
    });
    const request = await startRequest(c.employee.actor, { serviceId: service._id, values: { f1: "A" } });
    await removeEmployee(c.admin.actor, leaver.userId, "fire");
    expect(await code(() => startRequest(c.employee.actor, { serviceId: service._id, values: { f1: "B" } }))).toBe(
      "services.performer_left",
    );
    const done = await passStep(c.admin.actor, request._id, body({ action: "approve", revision: request.revision }));
    expect(done.status).toBe("done");
    expect(done.steps[0]!.answeredBy).toBe(c.admin.userId);
  });
});

describe("services: transitions", () => {
  let request: RequestView;

  it("returns for changes on a review step, resubmits, and keeps the history", async () => {
    const service = await chiefThenAgent();
    const waiting = (await inboxCount(c.head.actor, c.head.userId)).count;
    request = await startRequest(c.agent.actor, { serviceId: service._id, values: { what: "Desk", agree: true } });
    expect((await inboxCount(c.head.actor, c.head.userId)).count).toBe(waiting + 1);
    expect(
      await code(() => passStep(c.head.actor, request._id, body({ action: "return", revision: request.revision }))),
    ).toBe("services.decline_reason_missing");
    expect(
      await code(() => passStep(c.other.actor, request._id, body({ action: "approve", revision: request.revision }))),
    ).toBe("services.request_not_found");
    request = await passStep(
      c.head.actor,
      request._id,
      body({ action: "return", revision: request.revision, reason: "Which desk?" }),
    );
    expect(request).toMatchObject({ status: "review", can: { answer: false } });
    expect((await inboxCount(c.head.actor, c.head.userId)).count).toBe(waiting);
    expect(
      await code(() => passStep(c.head.actor, request._id, body({ action: "approve", revision: request.revision }))),
    ).toBe("services.invalid_action");
    request = await passStep(
      c.agent.actor,
      request._id,
      body({ action: "resubmit", revision: request.revision, values: { what: "Standing desk", agree: true } }),
    );
    expect(request).toMatchObject({ status: "in_progress", values: { what: "Standing desk" } });
    expect((await inboxCount(c.head.actor, c.head.userId)).count).toBe(waiting + 1);
    expect(request.history.map((entry) => entry.action)).toEqual(["started", "return", "resubmit"]);
  });

  it("a comment adds to the history without changing the revision", async () => {
    const revision = request.revision;
    const commented = await passStep(
      c.agent.actor,
      request._id,
      body({ action: "comment", revision, reason: "Thanks!" }),
    );
    expect(commented.revision).toBe(revision);
    expect(commented.history.at(-1)).toMatchObject({ action: "comment", reason: "Thanks!", actorId: c.agent.userId });
  });

  it("two performers answering at once: exactly one wins, the other is told it was answered", async () => {
    const [headWaiting, agentWaiting] = [
      (await inboxCount(c.head.actor, c.head.userId)).count - 1,
      (await inboxCount(c.agent.actor, c.agent.userId)).count,
    ];
    request = await passStep(c.head.actor, request._id, body({ action: "approve", revision: request.revision }));
    const answers = await Promise.all([
      capture(() => passStep(c.head.actor, request._id, body({ action: "approve", revision: request.revision }))),
      capture(() =>
        passStep(c.agent.actor, request._id, body({ action: "decline", revision: request.revision, reason: "No" })),
      ),
    ]);
    expect(answers.filter((answer) => answer.code === undefined)).toHaveLength(1);
    expect(answers.map((answer) => answer.code).filter(Boolean)).toEqual(["services.already_answered"]);
    const final = await getRequest(c.admin.actor, request._id);
    expect(["done", "rejected"]).toContain(final.status);
    expect((await inboxCount(c.head.actor, c.head.userId)).count).toBe(headWaiting);
    expect((await inboxCount(c.agent.actor, c.agent.userId)).count).toBe(agentWaiting);
  });

  it("the initiator withdraws an open request; its performers' inbox empties", async () => {
    const service = await chiefThenAgent();
    const open = await startRequest(c.agent.actor, { serviceId: service._id, values: { what: "Pen", agree: true } });
    const gone = await passStep(c.agent.actor, open._id, body({ action: "withdraw", revision: open.revision }));
    expect(gone.status).toBe("withdrawn");
    expect(gone.steps.map((step) => step.state)).toEqual(["skipped", "skipped"]);
    expect(
      await code(() => passStep(c.agent.actor, open._id, body({ action: "withdraw", revision: gone.revision }))),
    ).toBe("services.request_finished");
    const mine = await runnedRequests(c.agent.actor, c.agent.userId, { finished: "false", limit: 50 });
    expect(mine.items.map((item) => item._id)).not.toContain(open._id);
  });
});

describe("services: who reads a request", () => {
  it("its initiator, performers, the department's members and admins; nobody else", async () => {
    const service = await newService(c, {
      departmentId: c.support._id,
      steps: [{ name: "Admin checks", performer: { kind: "user", userId: c.admin.userId } }],
    });
    const request = await startRequest(c.employee.actor, { serviceId: service._id, values: { f1: "A" } });
    for (const reader of [c.employee, c.admin, c.agent, c.head])
      expect((await getRequest(reader.actor, request._id))._id).toBe(request._id);
    expect(await code(() => getRequest(c.other.actor, request._id))).toBe("services.request_not_found");
    const stranger = await member((await servicesFixture()).tenantId, { role: "admin" });
    expect(await code(() => getRequest(stranger.actor, request._id))).toBe("services.request_not_found");
  });
});

describe("services: the timer", () => {
  it("reminds the performers the day before the due date once, and the initiator when overdue once", async () => {
    const service = await chiefThenAgent();
    const request = await startRequest(c.agent.actor, {
      serviceId: service._id,
      values: { what: "Chair", agree: true },
    });
    await handleServiceEvent("service.request_moved", {
      tenantId: c.tenantId,
      requestId: request._id,
      action: "started",
      actorId: c.agent.userId,
      revision: 0,
    });
    const due = Date.parse(request.currentStep!.dueAt!);
    const payload = { tenantId: c.tenantId, requestId: request._id, revision: request.revision };
    const dayBefore = new Date(due - 3_600_000);
    expect(await runRequestTimer(payload, dayBefore)).toBe("reminder sent");
    expect(await runRequestTimer(payload, dayBefore)).toBe("reminder already sent");
    const late = new Date(due + 60_000);
    expect(await runRequestTimer(payload, late)).toBe("overdue sent");
    expect(await runRequestTimer(payload, late)).toBe("overdue already sent");
    expect((await notes(c, c.head)).match(/service\.step_due/g)?.length).toBe(1);
    expect((await notes(c, c.agent)).match(/service\.step_overdue/g)?.length).toBe(1);
  });
});
