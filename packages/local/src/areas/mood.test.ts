import { beforeAll, describe, expect, it } from "vitest";
import type { DepartmentView } from "@intranet/contracts/structure";
import type { MoodStats } from "@intranet/contracts/mood";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";
import { sheetRows } from "../testing/xlsx";

/**
 * The mood meter over HTTP: the check and the rating for each role, the statistics and the Excel
 * export for the company's admins. Company ← Sales, five Sales people rate 6…10 today.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

const today = new Date().toISOString().slice(0, 10);
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const from = shift(today, -6);

let tenantId: string;
let admin: Member, ann: Member, stranger: Member, strangerAdmin: Member;
let sales: Member[];
let superadmin: Caller & { userId: string };
let root: DepartmentView, salesDept: DepartmentView;

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  const otherTenant = await ensureTestTenant();
  const [platform, ...members] = await Promise.all([
    tokenFor({ role: "superadmin" }),
    member(tenantId, { role: "admin" }),
    member(tenantId),
    member(otherTenant),
    member(otherTenant, { role: "admin" }),
    ...Array.from({ length: 5 }, () => member(tenantId)),
  ]);
  [admin, ann, stranger, strangerAdmin] = members as [Member, Member, Member, Member];
  sales = members.slice(4);
  superadmin = { token: platform.token, tenantId, userId: platform.userId };
  root = await ok(as(admin, "POST", "/api/structure", { body: { name: "Company" } }), 201);
  salesDept = await ok(as(admin, "POST", "/api/structure", { body: { name: "Sales", parent: root._id } }), 201);
  const users = sales.map((person) => person.userId);
  await ok(as(admin, "POST", "/api/dept_users", { body: { dept_id: salesDept._id, users } }));
  await Promise.all(sales.map((person, index) => ok(as(person, "POST", "/api/mood", { body: { rating: 6 + index } }))));
});

const check = (who: Caller, userId: string, query = "") => as(who, "GET", `/api/mood/check/${userId}${query}`);
const stat = (who: Caller, client = tenantId, start = from, end = today) =>
  as(who, "GET", `/api/mood/stat/${client}/${start}/${end}`);

describe("mood over HTTP", () => {
  it("asks an employee once a day, only about themselves", async () => {
    expect(await ok(check(ann, ann.userId))).toEqual({ user_id: ann.userId, day: today, needed: true });
    expect(await ok(check(ann, ann.userId, `?day=${shift(today, 1)}`))).toMatchObject({ needed: true });
    expectError(await check(ann, ann.userId, `?day=${shift(today, 3)}`), 400, "mood.bad_day");
    expectError(await check(ann, admin.userId), 403, "common.no_access");
    const bad = await as(ann, "POST", "/api/mood", { body: { rating: 11 } });
    expectError(bad, 400, "common.validation");
    expect(bad.body.error.details.issues[0].message).toBe("mood.bad_rating");
    expectError(await as(ann, "POST", "/api/mood", { body: { rating: 4, day: "2001-01-01" } }), 400, "mood.bad_day");
    expect(await ok(check(ann, ann.userId))).toMatchObject({ needed: true });
    expect(await ok(as(ann, "POST", "/api/mood", { body: { rating: 4 } }))).toEqual({ day: today, rating: 4 });
    expectError(await as(ann, "POST", "/api/mood", { body: { rating: 9 } }), 409, "mood.already_rated");
    expect(await ok(check(ann, ann.userId))).toMatchObject({ needed: false });
  });

  it("asks an admin too, never the superadmin in the workspace, and refuses another tenant", async () => {
    expect(await ok(check(admin, admin.userId))).toMatchObject({ needed: true });
    expect(await ok(check(superadmin, superadmin.userId))).toEqual({
      user_id: superadmin.userId,
      day: today,
      needed: false,
    });
    expectError(await as(superadmin, "POST", "/api/mood", { body: { rating: 5 } }), 403, "mood.not_asked");
    const intruder = { token: stranger.token, tenantId };
    expectError(await check(intruder, stranger.userId), 403, "common.wrong_client");
    expectError(await as(intruder, "POST", "/api/mood", { body: { rating: 5 } }), 403, "common.wrong_client");
    // In their own company the stranger is asked: nothing of this company reached them.
    expect(await ok(check(stranger, stranger.userId))).toMatchObject({ needed: true });
  });

  it("shows the week's statistics to the company's admins and the entered superadmin only", async () => {
    const stats: MoodStats = await ok(stat(admin));
    // Five Sales ratings today, Ann's 4 in the company only (she has no department).
    expect(stats.company).toMatchObject({ count: 6, average: 7.33 });
    expect(stats.company.days.at(-1)).toEqual({ day: today, count: 6, average: 7.33 });
    expect(stats.departments.map((dept) => [dept.name, dept.count, dept.average])).toEqual([
      ["Company", 5, 8],
      ["Sales", 5, 8],
    ]);
    expect(stats.departments[1]!.distribution).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
    expect((await ok(stat(superadmin))).company.count).toBe(6);
    expectError(await stat(ann), 403, "common.no_access");
    expectError(await stat(strangerAdmin), 403, "common.no_access");
    expectError(await stat({ token: strangerAdmin.token, tenantId }), 403, "common.wrong_client");
    expectError(await stat(admin, tenantId, shift(today, -5)), 400, "mood.bad_period");
    expectError(await stat(admin, tenantId, today, from), 400, "mood.bad_period");
  });

  it("exports the period to Excel off the request path, headers in the reader's language", async () => {
    const excel = (who: Caller, start = from, query = "?lang=ru") =>
      as(who, "GET", `/api/mood/excel/${tenantId}/${start}/${today}${query}`);
    expectError(await excel(ann), 403, "common.no_access");
    expectError(await excel(strangerAdmin), 403, "common.no_access");
    expectError(await excel(admin, shift(today, -2)), 400, "mood.bad_period");
    const started = await ok(excel(admin), 202);
    expect(started).toMatchObject({ status: "running", kind: "mood", fileName: `mood-${from}-${today}.xlsx` });
    await api.bus.drain();
    const done = await ok(as(admin, "GET", `/api/export/${started._id}`));
    expect(done).toMatchObject({ status: "done", rows: 21 });
    const rows = await sheetRows(done.url);
    expect(rows[0]).toEqual(["Дата", "Группа", "Оценок", "Среднее"]);
    expect(rows).toHaveLength(22);
    expect(rows[1]).toEqual([from, "Вся компания", 0, null]);
    expect(rows[7]).toEqual([today, "Вся компания", 6, 7.33]);
    expect(rows.filter((row) => row[1] === "Sales")).toHaveLength(7);
    expect(rows.find((row) => row[1] === "Sales" && row[0] === today)).toEqual([today, "Sales", 5, 8]);

    const english = await ok(excel(superadmin, from, ""), 202);
    await api.bus.drain();
    const done2 = await ok(as(superadmin, "GET", `/api/export/${english._id}`));
    expect((await sheetRows(done2.url))[0]).toEqual(["Date", "Group", "Ratings", "Average"]);
  });
});
