import { beforeAll, describe, expect, it } from "vitest";
import { passStepBodySchema, serviceLimits, type PassStepBody } from "@intranet/contracts/services";
import { recordingScheduler } from "../scheduler/test-support";
import { confirmUpload } from "../files";
import { uploaded } from "../files/testing";
import { capture } from "../testing/capture";
import { db } from "./entities";
import { requestFileUrl } from "./get";
import { inbox, inboxCount, serviceOrders } from "./lists";
import { passStep } from "./pass-step";
import { startRequest } from "./start";
import { newService, servicesFixture, type ServicesFixture } from "./test-support";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const body = (input: Partial<PassStepBody> & { revision: number; action: PassStepBody["action"] }) =>
  passStepBodySchema.parse(input);
const requestsOf = async (clientId: string, initiatorId: string) =>
  (await db().entities.serviceRequest.query.byInitiator({ clientId, initiatorId }).go({ pages: "all" })).data.length;

let c: ServicesFixture;
beforeAll(async () => {
  recordingScheduler();
  c = await servicesFixture();
});

describe("services: what cannot be ordered", () => {
  it("refuses templates, multi services through the simple route, and unknown services; writes nothing", async () => {
    const template = await newService(c, { template: true });
    const multi = await newService(c, {
      type: "multi",
      steps: [
        { name: "One", performer: { kind: "user", userId: c.head.userId } },
        { name: "Two", performer: { kind: "user", userId: c.agent.userId } },
      ],
    });
    const values = { f1: "A" };
    expect(await code(() => startRequest(c.admin.actor, { serviceId: template._id, values }))).toBe(
      "services.template_not_orderable",
    );
    // Someone who cannot see the template is not told it exists.
    expect(await code(() => startRequest(c.employee.actor, { serviceId: template._id, values }))).toBe(
      "services.not_found",
    );
    expect(
      await code(() => startRequest(c.employee.actor, { serviceId: multi._id, values }, { simpleOnly: true })),
    ).toBe("services.invalid_action");
    expect(await code(() => startRequest(c.employee.actor, { serviceId: "nosuchservice", values }))).toBe(
      "services.not_found",
    );
    expect(await requestsOf(c.tenantId, c.employee.userId)).toBe(0);
    expect(await requestsOf(c.tenantId, c.admin.userId)).toBe(0);
  });

  it("checks select, department and person values", async () => {
    const service = await newService(c, {
      fields: [
        { id: "size", name: "Size", type: "select", options: ["S", "M"] },
        { id: "dept", name: "Department", type: "department" },
        { id: "who", name: "Who", type: "user" },
      ],
      steps: [{ name: "Head", performer: { kind: "user", userId: c.head.userId } }],
    });
    const start = (values: Record<string, unknown>) =>
      startRequest(c.employee.actor, { serviceId: service._id, values });
    expect(await code(() => start({ size: "XL" }))).toBe("services.bad_value");
    expect(await code(() => start({ dept: "nosuchdept" }))).toBe("services.unknown_department");
    expect(await code(() => start({ who: "nosuchperson" }))).toBe("services.unknown_person");
    expect(await requestsOf(c.tenantId, c.employee.userId)).toBe(0);
    const ok = await start({ size: "M", dept: c.support._id, who: c.agent.userId });
    expect(ok.values).toMatchObject({ size: "M", dept: c.support._id, who: c.agent.userId });
  });
});

describe("services: decline and rounds", () => {
  it("a decline needs a reason, rejects the request and empties the inbox", async () => {
    const service = await newService(c, {
      steps: [{ name: "Head", performer: { kind: "user", userId: c.head.userId } }],
    });
    const request = await startRequest(c.agent.actor, { serviceId: service._id, values: { f1: "A" } });
    const before = (await inboxCount(c.head.actor, c.head.userId)).count;
    expect(
      await code(() => passStep(c.head.actor, request._id, body({ action: "decline", revision: request.revision }))),
    ).toBe("services.decline_reason_missing");
    const declined = await passStep(
      c.head.actor,
      request._id,
      body({ action: "decline", revision: request.revision, reason: "Not now" }),
    );
    expect(declined).toMatchObject({ status: "rejected", revision: request.revision + 1 });
    expect(declined.steps[0]).toMatchObject({ state: "declined", answeredBy: c.head.userId, reason: "Not now" });
    expect((await inboxCount(c.head.actor, c.head.userId)).count).toBe(before - 1);
    expect(
      await code(() => passStep(c.head.actor, request._id, body({ action: "approve", revision: declined.revision }))),
    ).toBe("services.request_finished");
    expect(
      await code(() =>
        passStep(c.head.actor, request._id, body({ action: "decline", revision: request.revision, reason: "x" })),
      ),
    ).toBe("services.already_answered");
  });

  it(`a review step returns at most ${serviceLimits.roundsMax} times; then it can still be approved`, async () => {
    const service = await newService(c, {
      steps: [{ name: "Head", performer: { kind: "user", userId: c.head.userId }, review: true }],
    });
    let request = await startRequest(c.agent.actor, { serviceId: service._id, values: { f1: "A" } });
    for (let round = 0; round < serviceLimits.roundsMax; round++) {
      request = await passStep(
        c.head.actor,
        request._id,
        body({ action: "return", revision: request.revision, reason: "Again" }),
      );
      request = await passStep(
        c.agent.actor,
        request._id,
        body({ action: "resubmit", revision: request.revision, values: { f1: `A${round}` } }),
      );
    }
    const revision = request.revision;
    expect(
      await code(() => passStep(c.head.actor, request._id, body({ action: "return", revision, reason: "Again" }))),
    ).toBe("services.too_many_rounds");
    // Nothing written: the same revision is still current, and the head approves it.
    const done = await passStep(c.head.actor, request._id, body({ action: "approve", revision }));
    expect(done).toMatchObject({
      status: "done",
      revision: revision + 1,
      values: { f1: `A${serviceLimits.roundsMax - 1}` },
    });
  });
});

describe("services: lists", () => {
  it("the inbox page and a service's orders show the request", async () => {
    const service = await newService(c, {
      departmentId: c.support._id,
      steps: [{ name: "Head", performer: { kind: "user", userId: c.head.userId } }],
    });
    const request = await startRequest(c.employee.actor, { serviceId: service._id, values: { f1: "A" } });
    const page = await inbox(c.head.actor, c.head.userId, { limit: 50 });
    expect(page.items.map((item) => item._id)).toContain(request._id);
    expect(page.count).toBe((await inboxCount(c.head.actor, c.head.userId)).count);
    expect(await code(() => inbox(c.agent.actor, c.head.userId, { limit: 50 }))).toBe("services.no_access");
    const orders = await serviceOrders(c.admin.actor, service._id, { limit: 50 });
    expect(orders.items.map((item) => item._id)).toEqual([request._id]);
    expect(await code(() => serviceOrders(c.other.actor, service._id, { limit: 50 }))).toBe("services.not_found");
  });
});

describe("services: files in a request", () => {
  it("takes only the caller's confirmed uploads in module services, by name; its readers get a link", async () => {
    const upload = async (actor: typeof c.agent.actor, module: "services" | "common" = "services") => {
      const ticket = await uploaded(actor, { module, name: "scan.pdf", contentType: "application/pdf", size: 1000 });
      await confirmUpload(actor, ticket.fileId);
      return ticket.fileId;
    };
    const service = await newService(c, {
      fields: [{ id: "scan", name: "Scan", type: "file" }],
      steps: [{ name: "Head", performer: { kind: "user", userId: c.head.userId } }],
    });
    const start = (fileId: string) =>
      startRequest(c.agent.actor, { serviceId: service._id, values: { scan: [fileId] } });
    const before = await requestsOf(c.tenantId, c.agent.userId);
    expect(await code(async () => start(await upload(c.agent.actor, "common")))).toBe("services.bad_file");
    expect(await code(async () => start(await upload(c.other.actor)))).toBe("services.bad_file");
    expect(await requestsOf(c.tenantId, c.agent.userId)).toBe(before);
    const fileId = await upload(c.agent.actor);
    const request = await start(fileId);
    // The page names the file as uploaded, without reading it again.
    expect(request.files).toEqual({ [fileId]: { name: "scan.pdf", size: 1000 } });
    expect((await requestFileUrl(c.head.actor, request._id, fileId)).url).toBeTruthy();
    expect(await code(() => requestFileUrl(c.other.actor, request._id, fileId))).toBe("services.request_not_found");
    const stray = await upload(c.agent.actor);
    expect(await code(() => requestFileUrl(c.head.actor, request._id, stray))).toBe("files.not_found");
  });
});
