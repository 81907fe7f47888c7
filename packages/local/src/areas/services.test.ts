import { beforeAll, describe, expect, it } from "vitest";
import type {
  CatalogueView,
  InboxPage,
  RequestPage,
  RequestView,
  ServiceGroupView,
  ServiceView,
} from "@intranet/contracts/services";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import { syncPeople } from "@intranet/core/audiences";
import { addDeptUsers, createDepartment, setDepartmentHead } from "@intranet/core/structure";
import { recordingScheduler } from "@intranet/core/scheduler/test-support";
import { member, type Member } from "@intranet/core/users/test-support";
import * as z from "zod/mini";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";
import { sheetRows } from "../testing/xlsx";

/**
 * Services over HTTP with the real bus: an admin builds a two-step service (the chief, then one of
 * two accountants); an employee orders it; the chief approves; the two accountants answer at once
 * (one wins); the initiator sees the history; who sees what for the initiator, a performer, an
 * outsider, an admin, a superadmin in the workspace and another tenant.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

let tenantId: string;
let admin: Member, chief: Member, seller: Member, accountant: Member, cashier: Member, outsider: Member;
let stranger: Member, noRight: Member;
let superadmin: Caller;
let salesId: string;
let schedules: ReturnType<typeof recordingScheduler>["schedules"];

beforeAll(async () => {
  schedules = recordingScheduler().schedules;
  tenantId = await ensureTestTenant();
  const services = { rights: ["services" as const] };
  [admin, chief, seller, accountant, cashier, outsider, noRight] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { ...services, profile: { firstName: "Carl", lastName: "Chief" } }),
    member(tenantId, { ...services, profile: { firstName: "Sam", lastName: "Seller" } }),
    member(tenantId, { ...services, profile: { firstName: "Anna", lastName: "Accountant" } }),
    member(tenantId, { ...services, profile: { firstName: "Cash", lastName: "Ier" } }),
    member(tenantId, { ...services, profile: { firstName: "Otto", lastName: "Outsider" } }),
    member(tenantId, { profile: { firstName: "No", lastName: "Right" } }),
  ]);
  stranger = await member(await ensureTestTenant(), { role: "admin" });
  superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId };
  const sales = await createDepartment(admin.actor, z.parse(createDepartmentBodySchema, { name: "Sales" }));
  salesId = sales._id;
  await addDeptUsers(admin.actor, { dept_id: sales._id, users: [chief.userId, seller.userId] });
  await setDepartmentHead(admin.actor, { dept_id: sales._id, headUser: chief.userId });
  await syncPeople(
    tenantId,
    [admin, chief, seller, accountant, cashier, outsider].map((person) => person.userId),
  );
});

const issue = (response: Awaited<ReturnType<TestApi["as"]>>) =>
  (response.body as { error: { details: { issues: Array<{ message: string }> } } }).error.details.issues[0]?.message;
const notes = async (who: Member) =>
  JSON.stringify(await ok(as(who, "GET", `/api/notification/${tenantId}/services/${who.userId}/now`)));

describe("services over HTTP", () => {
  let group: ServiceGroupView;
  let service: ServiceView;
  let request: RequestView;

  const body = (input: object = {}) => ({
    name: "Business trip",
    groupId: group._id,
    description: "<p>Your chief approves, then finance pays.</p>",
    type: "multi",
    departmentId: salesId,
    fields: [
      { id: "city", name: "Destination", type: "string", required: true },
      { id: "dates", name: "Dates", type: "period", required: true },
      { id: "budget", name: "Budget", type: "number" },
    ],
    steps: [
      { name: "Chief approves", performer: { kind: "chief" }, dayLimit: 2 },
      {
        name: "Finance pays",
        performer: { kind: "users", userIds: [accountant.userId, cashier.userId] },
        fields: [{ id: "advance", name: "Advance", type: "number", required: true }],
      },
    ],
    ...input,
  });

  it("builds groups and services by the spec's rules (admins only)", async () => {
    expectError(await as(seller, "POST", "/api/service_group", { body: { name: "Travel" } }), 403, "common.no_access");
    group = await ok(as(admin, "POST", "/api/service_group", { body: { name: "Travel" } }), 201);

    const refused = async (input: object, expected: string) => {
      const response = await as(admin, "POST", "/api/bp", { body: body(input) });
      expectError(response, 400, "common.validation");
      expect(issue(response)).toBe(expected);
    };
    await refused({ name: "" }, "services.name_required");
    await refused({ fields: [] }, "services.no_fields");
    await refused({ description: "" }, "services.description_required");
    await refused({ forAll: false, audiences: [] }, "services.no_receivers");
    const step = { name: "Step", performer: { kind: "initiator" } };
    await refused({ steps: Array.from({ length: 6 }, () => step) }, "services.too_many_steps");
    await refused(
      { fields: Array.from({ length: 11 }, (_, index) => ({ id: `f${index}`, name: `F${index}`, type: "text" })) },
      "services.too_many_fields",
    );
    const six = Array.from({ length: 6 }, () => chief.userId);
    await refused(
      { steps: [{ name: "Many", performer: { kind: "users", userIds: six } }] },
      "services.too_many_performers",
    );
    expectError(
      await as(admin, "POST", "/api/bp", { body: body({ groupId: "nope" }) }),
      404,
      "services.group_not_found",
    );

    service = await ok(as(admin, "POST", "/api/bp", { body: body() }), 201);
    expect(service).toMatchObject({ name: "Business trip", type: "multi", stepsCount: 2 });
    expect(service.steps.map((each) => each.id)).toEqual(["s1", "s2"]);
    expectError(await as(admin, "DELETE", `/api/service_group/${group._id}`), 409, "services.group_not_empty");
  });

  it("shows the catalogue to those who may order, not to another tenant", async () => {
    const mine: CatalogueView = await ok(as(seller, "GET", `/api/bp/byClient/${tenantId}`));
    expect(mine.services.map((each) => each._id)).toContain(service._id);
    expect((await ok(as(seller, "GET", `/api/bp/${service._id}`))).can).toMatchObject({ order: true, manage: false });
    const inside: ServiceView = await ok(as(superadmin, "GET", `/api/bp/${service._id}`));
    expect(inside.can).toMatchObject({ order: false, manage: true });
    expectError(await as(stranger, "GET", `/api/bp/${service._id}`), 404, "services.not_found");
    expectError(await as(noRight, "GET", `/api/bp/byClient/${tenantId}`), 403, "common.no_access");
  });

  it("starts a request at the initiator's chief and notifies them", async () => {
    const start = (values: object) => as(seller, "POST", "/api/bp/start", { body: { serviceId: service._id, values } });
    expectError(await start({ dates: { from: "2026-12-01", to: "2026-12-03" } }), 400, "services.value_required");
    expectError(
      await start({ city: "x".repeat(50), dates: { from: "2026-12-01", to: "2026-12-03" } }),
      400,
      "services.string_too_long",
    );
    // Nobody heads a department above the outsider: the chief step has no one.
    expectError(
      await as(outsider, "POST", "/api/bp/start", {
        body: { serviceId: service._id, values: { city: "Rome", dates: { from: "2026-12-01", to: "2026-12-02" } } },
      }),
      409,
      "services.chief_not_found",
    );
    expectError(
      await as(seller, "POST", "/api/user/send_service_req", { body: { serviceId: service._id, values: {} } }),
      409,
      "services.invalid_action",
    );
    request = await ok(start({ city: "Berlin", dates: { from: "2026-12-01", to: "2026-12-03" }, budget: 900 }), 201);
    expect(request).toMatchObject({ status: "in_progress", initiatorId: seller.userId });
    expect(request.currentStep?.performers).toEqual([chief.userId]);
    await api.bus.drain();
    expect(await notes(chief)).toContain("Business trip");
    const box: InboxPage = await ok(as(chief, "GET", `/api/bp/inbox/${chief.userId}`));
    expect(box.items.map((item) => item._id)).toEqual([request._id]);
    expect(await ok(as(chief, "GET", `/api/bp/inbox/${chief.userId}/count`))).toEqual({ count: 1 });
    // The chief's step is due in 2 working days: the request's one timer waits for the day before.
    const timer = schedules.get(`service-${tenantId}-${request._id}`);
    expect(timer).toMatchObject({ job: "service-request-timer", payload: { requestId: request._id } });
    expect(Date.parse(timer!.at!)).toBe(Date.parse(request.currentStep!.dueAt!) - 86_400_000);
  });

  it("lets only readers see the request", async () => {
    expect((await ok(as(chief, "GET", `/api/bp/request/${request._id}`)))._id).toBe(request._id);
    expect((await ok(as(admin, "GET", `/api/bp/request/${request._id}`)))._id).toBe(request._id);
    expect((await ok(as(superadmin, "GET", `/api/bp/request/${request._id}`)))._id).toBe(request._id);
    expectError(await as(outsider, "GET", `/api/bp/request/${request._id}`), 404, "services.request_not_found");
    expectError(await as(stranger, "GET", `/api/bp/request/${request._id}`), 404, "services.request_not_found");
    expectError(
      await as(outsider, "POST", `/api/bp/${request._id}/pass_step`, { body: { action: "approve", revision: 0 } }),
      404,
      "services.request_not_found",
    );
  });

  it("walks the steps: the chief approves, two accountants answer at once and one wins", async () => {
    const pass = (who: Member, input: object) => as(who, "POST", `/api/bp/${request._id}/pass_step`, { body: input });
    expectError(await pass(seller, { action: "approve", revision: 0 }), 403, "services.no_access");
    expectError(await pass(chief, { action: "decline", revision: 0 }), 400, "services.decline_reason_missing");
    request = await ok(pass(chief, { action: "approve", revision: 0 }));
    expect(request.currentStep?.performers.sort()).toEqual([accountant.userId, cashier.userId].sort());
    expectError(await pass(chief, { action: "approve", revision: 0 }), 409, "services.already_answered");

    const answers = await Promise.all([
      pass(accountant, { action: "approve", revision: request.revision, values: { advance: 300 } }),
      pass(cashier, { action: "decline", revision: request.revision, reason: "No budget left this month" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.status === 409)!;
    expect(lost.body.error.code).toBe("services.already_answered");
    await api.bus.drain();
    const final: RequestView = await ok(as(seller, "GET", `/api/bp/request/${request._id}`));
    expect(["done", "rejected"]).toContain(final.status);
    expect(final.history.map((entry) => entry.action)).toEqual([
      "started",
      "approve",
      final.status === "done" ? "approve" : "decline",
    ]);
    expect(await ok(as(accountant, "GET", `/api/bp/inbox/${accountant.userId}/count`))).toEqual({ count: 0 });
    expect(await ok(as(cashier, "GET", `/api/bp/inbox/${cashier.userId}/count`))).toEqual({ count: 0 });
    expect(await notes(seller)).toContain("Business trip");
  });

  it("lists the initiator's orders and the service's orders for its department and admins", async () => {
    const mine: RequestPage = await ok(as(seller, "GET", `/api/bp/runned/${seller.userId}?finished=true`));
    expect(mine.items.map((item) => item._id)).toEqual([request._id]);
    expectError(await as(outsider, "GET", `/api/bp/runned/${seller.userId}`), 403, "services.no_access");
    const orders: RequestPage = await ok(as(chief, "GET", `/api/bp/orders/${service._id}`));
    expect(orders.items.map((item) => item._id)).toContain(request._id);
    expectError(await as(outsider, "GET", `/api/bp/orders/${service._id}`), 404, "services.not_found");
    expectError(await as(stranger, "GET", `/api/bp/orders/${service._id}`), 404, "services.not_found");
  });

  it("exports a service's orders to Excel for its department and admins, with the form's values", async () => {
    const path = `/api/bp/orders/${service._id}/excel`;
    expectError(await as(outsider, "GET", path), 404, "services.not_found");
    const started = await ok(as(chief, "GET", `${path}?finished=true`), 202);
    expect(started).toMatchObject({ status: "running", kind: "serviceOrders" });
    await api.bus.drain();
    const done = await ok(as(chief, "GET", `/api/export/${started._id}`));
    expect(done).toMatchObject({ status: "done", rows: 1 });
    const rows = await sheetRows(done.url);
    expect(rows[0]).toEqual([
      "Number",
      "Ordered at",
      "Initiator",
      "Status",
      "Current step",
      "Destination",
      "Dates",
      "Budget",
    ]);
    expect(rows[1]).toEqual([
      1,
      expect.any(String),
      "Sam Seller",
      expect.stringMatching(/^(Done|Declined)$/),
      null,
      "Berlin",
      "2026-12-01 – 2026-12-03",
      900,
    ]);
  });

  it("finds services by name for those who may order them, requests for their people", async () => {
    await api.bus.drain();
    const search = async (who: Member | Caller, words: string) =>
      JSON.stringify(await ok(as(who, "GET", `/api/search?q=${encodeURIComponent(words)}`)));
    expect(await search(seller, "Business trip")).toContain(service._id);
    expect(await search(stranger, "Business trip")).not.toContain(service._id);
    // A request by what its form says: its people and admins, nobody else.
    expect(await search(seller, "Berlin")).toContain(request._id);
    expect(await search(chief, "Berlin")).toContain(request._id);
    expect(await search(admin, "Berlin")).toContain(request._id);
    expect(await search(outsider, "Berlin")).not.toContain(request._id);
    expect(await search(stranger, "Berlin")).not.toContain(request._id);
  });

  it("converts, edits steps, and deletes a group only when empty", async () => {
    const simple: ServiceView = await ok(
      as(admin, "POST", `/api/bp/convert/${service._id}`, { body: { type: "simple" } }),
    );
    expect(simple).toMatchObject({ type: "simple", stepsCount: 1 });
    expect(simple.fields).toHaveLength(3);
    expectError(
      await as(admin, "POST", `/api/bp/${service._id}/step`, {
        body: { name: "More", performer: { kind: "initiator" } },
      }),
      400,
      "services.simple_one_step",
    );
    await ok(as(admin, "POST", `/api/bp/convert/${service._id}`, { body: { type: "multi" } }));
    const added: ServiceView = await ok(
      as(admin, "POST", `/api/bp/${service._id}/step`, { body: { name: "More", performer: { kind: "initiator" } } }),
      201,
    );
    expect(added.steps.map((each) => each.id)).toEqual(["s1", "s3"]);
    expect((await ok(as(admin, "DELETE", `/api/bp/${service._id}/step/s3`))).stepsCount).toBe(1);
    // The finished request kept its own route.
    expect((await ok(as(seller, "GET", `/api/bp/request/${request._id}`))).steps).toHaveLength(2);
    expect((await as(admin, "DELETE", `/api/bp/${service._id}`)).status).toBe(204);
    expect((await as(admin, "DELETE", `/api/service_group/${group._id}`)).status).toBe(204);
  });
});
