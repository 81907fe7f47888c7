import { beforeAll, describe, expect, it } from "vitest";
import type { EventRangeView } from "@intranet/contracts/calendar";
import type {
  LedgerPage,
  PersonVacationsView,
  VacationChartView,
  VacationRequestView,
  VacationSaved,
} from "@intranet/contracts/vacations";
import { recordingScheduler } from "@intranet/core/scheduler/test-support";
import { member, type Member } from "@intranet/core/users/test-support";
import { fromToday, vacationCompany, type VacationCompany } from "@intranet/core/vacations/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { connectSocket, until } from "../testing/sockets";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

/**
 * Vacations over HTTP and the socket: a person's vacation as the person, their chief, HR with
 * vacations_edit, an outsider, an admin, the superadmin inside the workspace and another tenant;
 * the chief's approval reaches the person's open page.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);
const expectInvalid = (response: Awaited<ReturnType<TestApi["as"]>>, message: string) => {
  expectError(response, 400, "common.validation");
  expect(response.body.error.details.issues[0].message).toBe(message);
};

let c: VacationCompany;
let stranger: Member, noRight: Member;
let superadmin: Caller;
const body = (start: number, length: number, extra: object = {}) => ({
  start: fromToday(start),
  end: fromToday(start + length - 1),
  ...extra,
});

beforeAll(async () => {
  recordingScheduler();
  c = await vacationCompany();
  noRight = await member(c.tenantId, { profile: { firstName: "No", lastName: "Right" } });
  stranger = await member(await ensureTestTenant(), { role: "admin", rights: ["vacations", "vacations_edit"] });
  superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId: c.tenantId };
});

describe("vacations over HTTP", () => {
  it("a person plans their own by the rules; others are refused their vacations", async () => {
    const mine: PersonVacationsView = await ok(as(c.worker, "GET", "/api/user/vacations/mine"));
    expect(mine.balance.days).toBe(28);
    expectError(await as(c.worker, "POST", "/api/user/vacation", { body: body(0, 2) }), 400, "vacations.date");
    expectInvalid(
      await as(c.worker, "POST", "/api/user/vacation", { body: { start: fromToday(5), end: fromToday(3) } }),
      "vacations.bad_range",
    );
    const saved: VacationSaved = await ok(as(c.worker, "POST", "/api/user/vacation", { body: body(20, 7) }), 201);
    expect(saved.balance.days).toBe(21);
    expectError(await as(c.worker, "POST", "/api/user/vacation", { body: body(22, 2) }), 409, "vacations.overlap");
    expectError(
      await as(c.worker, "POST", "/api/user/vacation", { body: body(40, 30) }),
      409,
      "vacations.not_enough_days",
    );
    expectError(await as(noRight, "GET", "/api/user/vacations/mine"), 403, "common.no_access");
    expectError(await as(stranger, "GET", `/api/user/vacations/person/${c.worker.userId}`), 404, "vacations.not_found");
    expectError(
      await as(stranger, "DELETE", `/api/user/vacation/${c.worker.userId}/${saved.vacation._id}`),
      404,
      "vacations.not_found",
    );
    expectError(
      await as(c.outsider, "GET", `/api/user/vacations/person/${c.worker.userId}`),
      403,
      "vacations.no_access",
    );
    expectError(
      await as(c.colleague, "PUT", "/api/user/vacation", {
        body: { ...body(21, 3), _id: saved.vacation._id, revision: 0 },
      }),
      403,
      "vacations.no_access",
    );
  });

  it("the chief and HR read the person; HR adjusts the balance with why and plans a past period after the warning", async () => {
    expect((await ok(as(c.chief, "GET", `/api/user/vacations/person/${c.worker.userId}`))).balance.days).toBe(21);
    const path = `/api/user/vacations/balance/${c.worker.userId}`;
    expectInvalid(await as(c.editor, "POST", path, { body: { delta: 2, note: " " } }), "vacations.note_required");
    expectError(await as(c.chief, "POST", path, { body: { delta: 2, note: "Overtime" } }), 403, "common.no_access");
    const ledger: LedgerPage = await ok(as(c.editor, "POST", path, { body: { delta: 2, note: "Overtime" } }));
    expect(ledger.items[0]).toMatchObject({
      kind: "adjustment",
      delta: 2,
      balance: 23,
      note: "Overtime",
      by: c.editor.userId,
    });
    const past = body(-10, 2, { userId: c.worker.userId });
    expectError(await as(c.editor, "POST", "/api/user/vacation", { body: past }), 409, "vacations.past_period");
    await ok(as(c.editor, "POST", "/api/user/vacation", { body: { ...past, confirmPast: true } }), 201);
    const admin: PersonVacationsView = await ok(as(c.admin, "GET", `/api/user/vacations/person/${c.worker.userId}`));
    expect(admin).toMatchObject({ editor: true, balance: { days: 21 } });
    const visiting: PersonVacationsView = await ok(
      as(superadmin, "GET", `/api/user/vacations/person/${c.worker.userId}`),
    );
    expect(visiting.vacations).toHaveLength(2);
    expectError(await as(superadmin, "GET", "/api/user/vacations/mine"), 400, "vacations.bad_person");
  });

  it("with approval on, the chief approves live: the person's open page hears it; the chart and the calendar show it", async () => {
    const settings = `/api/user/vacations/settings/${c.tenantId}`;
    expectError(
      await as(c.editor, "PUT", settings, { body: { dayCount: "calendar", approval: true, yearlyDays: 28 } }),
      403,
      "common.no_access",
    );
    await ok(as(c.admin, "PUT", settings, { body: { dayCount: "calendar", approval: true, yearlyDays: 28 } }));
    const asked: VacationSaved = await ok(as(c.worker, "POST", "/api/user/vacation", { body: body(50, 3) }), 201);
    expect(asked.vacation.status).toBe("pending");
    const inbox: VacationRequestView[] = await ok(as(c.chief, "GET", "/api/user/vacations/requests"));
    expect(inbox.map((request) => request._id)).toEqual([asked.vacation._id]);
    expect(await ok(as(c.colleague, "GET", "/api/user/vacations/requests"))).toEqual([]);
    const socket = await connectSocket(api.gateway.wsUrl, c.worker);
    try {
      const decision = `/api/user/vacation/${asked.vacation._id}/decision`;
      expectInvalid(await as(c.chief, "PUT", decision, { body: { approve: false } }), "vacations.reason_required");
      expectError(await as(c.worker, "PUT", decision, { body: { approve: true } }), 403, "vacations.no_access");
      await ok(as(c.chief, "PUT", decision, { body: { approve: true } }));
      await api.bus.drain();
      const heard = await until(
        () => socket.received.filter((event) => event.type === "vacations.changed"),
        (list) => list.length >= 1,
      );
      expect(heard).toContainEqual({
        type: "vacations.changed",
        userId: c.worker.userId,
        vacationId: asked.vacation._id,
      });
    } finally {
      socket.close();
    }
    const chart: VacationChartView = await ok(
      as(c.outsider, "GET", `/api/user/vacations?from=${fromToday(45)}&to=${fromToday(60)}&dept=${c.salesId}`),
    );
    expect(chart.vacations).toContainEqual(expect.objectContaining({ _id: asked.vacation._id, status: "approved" }));
    expectInvalid(
      await as(c.outsider, "GET", `/api/user/vacations?from=${fromToday(0)}&to=${fromToday(300)}`),
      "vacations.period_too_long",
    );
    const calendar: EventRangeView = await ok(
      as(
        c.colleague,
        "GET",
        `/api/user/${c.tenantId}/events/access_for/${c.colleague.userId}?from=${fromToday(45)}&to=${fromToday(60)}`,
      ),
    );
    expect(calendar.dated).toContainEqual(
      expect.objectContaining({ source: "vacations", id: asked.vacation._id, day: fromToday(50), kind: "absence" }),
    );
    await ok(as(c.admin, "PUT", settings, { body: { dayCount: "calendar", approval: false, yearlyDays: 28 } }));
  });

  it("the chart's Excel export starts for anyone with the right", async () => {
    const started = await as(
      c.colleague,
      "GET",
      `/api/user/vacations/excel?from=${fromToday(0)}&to=${fromToday(60)}&lang=ru`,
    );
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: expect.any(String) });
  });
});
