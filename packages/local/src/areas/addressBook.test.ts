import { beforeAll, describe, expect, it } from "vitest";
import type { AddressBookPage, DirectoryPersonView } from "@intranet/contracts/addressBook";
import type { DepartmentView } from "@intranet/contracts/structure";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";
import { sheetRows } from "../testing/xlsx";

const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

/**
 * A company of five over HTTP, every change through the API so the bus carries it to the
 * directory and the search index: Company ← Sales ← Sales East.
 */
interface Company {
  tenantId: string;
  admin: Member;
  chloe: Member;
  ivan: Member;
  maria: Member;
  noRight: Member;
  superadmin: Caller;
  sales: DepartmentView;
  east: DepartmentView;
}

async function company(): Promise<Company> {
  const tenantId = await ensureTestTenant();
  const [admin, chloe, ivan, maria, noRight, platform] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { rights: ["address_book"], profile: { firstName: "Chloe", lastName: "Davis" } }),
    member(tenantId, { rights: ["address_book"], profile: { firstName: "Иван", lastName: "Кузнецов" } }),
    member(tenantId, { rights: ["address_book"], profile: { firstName: "Maria", lastName: "Morgan" } }),
    member(tenantId, { rights: ["wall"], profile: { firstName: "Nat", lastName: "Norights" } }),
    tokenFor({ role: "superadmin" }),
  ]);
  const profile = (who: Member, body: object) => ok(as(admin, "PUT", `/api/user/${who.userId}`, { body }));
  await profile(chloe, { position: "Sales manager", city: "London", phone: "+44 20 7946 0958", office: "HQ" });
  await profile(ivan, { position: "Developer", city: "Москва", internalPhone: "2041" });
  await profile(maria, { position: "Sales manager", city: "Berlin" });
  await profile(admin, { position: "Director" });
  await profile(noRight, { position: "Intern" });
  const root: DepartmentView = await ok(as(admin, "POST", "/api/structure", { body: { name: "Company" } }), 201);
  const sales: DepartmentView = await ok(
    as(admin, "POST", "/api/structure", { body: { name: "Sales", parent: root._id } }),
    201,
  );
  const east: DepartmentView = await ok(
    as(admin, "POST", "/api/structure", { body: { name: "Sales East", parent: sales._id } }),
    201,
  );
  await ok(as(admin, "POST", "/api/dept_users", { body: { dept_id: sales._id, users: [chloe.userId] } }));
  await ok(as(admin, "POST", "/api/dept_users", { body: { dept_id: east._id, users: [maria.userId] } }));
  await ok(as(admin, "POST", "/api/dept_users", { body: { dept_id: root._id, users: [ivan.userId, admin.userId] } }));
  await api.bus.drain();
  return { tenantId, admin, chloe, ivan, maria, noRight, superadmin: { token: platform.token, tenantId }, sales, east };
}

let c: Company;
beforeAll(async () => {
  c = await company();
});

const book = async (who: Caller, query = ""): Promise<AddressBookPage> =>
  ok(as(who, "GET", `/api/address_book/${c.tenantId}${query ? `?${query}` : ""}`));
const names = (page: AddressBookPage) => page.items.map((person: DirectoryPersonView) => person.lastName);

describe("the address book over HTTP", () => {
  it("lists everyone active by last name, with their structure department and contacts", async () => {
    const page = await book(c.chloe);
    expect(names(page)).toEqual(["Admin", "Davis", "Morgan", "Norights", "Кузнецов"]);
    const chloe = page.items.find((person) => person._id === c.chloe.userId)!;
    expect(chloe).toMatchObject({
      firstName: "Chloe",
      position: "Sales manager",
      department: "Sales",
      deptId: c.sales._id,
      city: "London",
      phone: "+44 20 7946 0958",
      pinned: false,
    });
    expect(chloe).not.toHaveProperty("passwordHash");
  });

  it("finds people by a misspelt name, names in either order, a phone's digits, a position", async () => {
    expect(names(await book(c.chloe, "q=Morgna"))).toEqual(["Morgan"]);
    expect(names(await book(c.chloe, `q=${encodeURIComponent("Кузнецов Иван")}`))).toEqual(["Кузнецов"]);
    expect(names(await book(c.chloe, `q=${encodeURIComponent("Иван Кузнецов")}`))).toEqual(["Кузнецов"]);
    expect(names(await book(c.chloe, "q=2041"))).toEqual(["Кузнецов"]);
    expect(names(await book(c.chloe, "q=sales%20manag")).sort()).toEqual(["Davis", "Morgan"]);
    // The department comes from the structure (nobody wrote it in Maria's profile).
    expect(names(await book(c.chloe, "q=sales%20east"))).toEqual(["Morgan"]);
  });

  it("filters by department with or without its sub-departments, and by city, office, position", async () => {
    expect(names(await book(c.chloe, `dept=${c.sales._id}`))).toEqual(["Davis", "Morgan"]);
    expect(names(await book(c.chloe, `dept=${c.sales._id}&subdepartments=false`))).toEqual(["Davis"]);
    expect(names(await book(c.chloe, `dept=${c.sales._id}&city=berlin`))).toEqual(["Morgan"]);
    expect(names(await book(c.chloe, "position=SALES%20MANAGER&office=HQ"))).toEqual(["Davis"]);
    expect(names(await book(c.chloe, `q=sales&dept=${c.east._id}`))).toEqual(["Morgan"]);
  });

  it("pages without repeats and puts pinned people first, in searches too", async () => {
    await ok(as(c.admin, "PUT", `/api/user/pin/${c.maria.userId}`));
    await api.bus.drain();
    const first = await book(c.chloe, "limit=2");
    const second = await book(c.chloe, `limit=2&cursor=${encodeURIComponent(first.cursor!)}`);
    const third = await book(c.chloe, `limit=2&cursor=${encodeURIComponent(second.cursor!)}`);
    expect([...names(first), ...names(second), ...names(third)]).toEqual([
      "Morgan",
      "Admin",
      "Davis",
      "Norights",
      "Кузнецов",
    ]);
    expect(first.items[0]!.pinned).toBe(true);
    expect(names(await book(c.chloe, "q=sales%20manager"))).toEqual(["Morgan", "Davis"]);
    const one = await book(c.chloe, "q=sales%20manager&limit=1");
    expect(names(await book(c.chloe, `q=sales%20manager&limit=1&cursor=${encodeURIComponent(one.cursor!)}`))).toEqual([
      "Davis",
    ]);
    expectError(
      await as(c.chloe, "GET", `/api/address_book/${c.tenantId}?q=davis&cursor=${encodeURIComponent(one.cursor!)}`),
      400,
      "search.bad_cursor",
    );
    await ok(as(c.admin, "PUT", `/api/user/pin/${c.maria.userId}`));
    await api.bus.drain();
  });

  it("offers the filters' values with how many hold each, and follows changes", async () => {
    const facets = await ok(as(c.chloe, "GET", `/api/address_book/${c.tenantId}/facets`));
    expect(facets.positions).toEqual([
      { value: "Developer", count: 1 },
      { value: "Director", count: 1 },
      { value: "Intern", count: 1 },
      { value: "Sales manager", count: 2 },
    ]);
    expect(facets.cities.map((row: { value: string }) => row.value)).toEqual(["Berlin", "London", "Москва"]);
    // The department filter's tree, for readers without the structures right.
    expect(facets.departments.map((dept: { name: string }) => dept.name)).toEqual(["Company", "Sales", "Sales East"]);
  });

  it("drops a fired person at once from pages, searches and counts", async () => {
    const { admin, tenantId } = c;
    const extra = await member(tenantId, { profile: { firstName: "Fred", lastName: "Fired" } });
    await ok(as(admin, "PUT", `/api/user/${extra.userId}`, { body: { position: "Intern" } }));
    await api.bus.drain();
    expect(names(await book(c.chloe, "q=fired"))).toEqual(["Fired"]);
    await ok(as(admin, "PUT", `/api/user/delete/${extra.userId}`, { body: { mode: "fire" } }));
    await api.bus.drain();
    expect(names(await book(c.chloe, "q=fired"))).toEqual([]);
    expect(names(await book(c.chloe))).not.toContain("Fired");
    const facets = await ok(as(c.chloe, "GET", `/api/address_book/${tenantId}/facets`));
    expect(facets.positions).toContainEqual({ value: "Intern", count: 1 });
  });

  it("exports what is shown to Excel off the request path; only the requester and admins follow it", async () => {
    const started = await ok(
      as(c.chloe, "POST", `/api/user/export/${c.tenantId}`, {
        body: { dept: c.sales._id, lang: "ru" },
      }),
      202,
    );
    expect(started).toMatchObject({ status: "running", rows: 0, kind: "addressBook" });
    expect(started.fileName).toMatch(/^address-book-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await api.bus.drain();
    const done = await ok(as(c.chloe, "GET", `/api/export/${started._id}`));
    expect(done).toMatchObject({ status: "done", rows: 2 });
    const rows = await sheetRows(done.url);
    expect(rows).toEqual([
      ["ФИО", "Должность", "Подразделение", "Email", "Телефон", "Внутренний телефон", "Город", "Офис"],
      ["Davis Chloe", "Sales manager", "Sales", expect.any(String), "+44 20 7946 0958", null, "London", "HQ"],
      ["Morgan Maria", "Sales manager", "Sales East", expect.any(String), null, null, "Berlin", null],
    ]);
    expectError(await as(c.ivan, "GET", `/api/export/${started._id}`), 404, "exports.not_found");
    expect((await ok(as(c.admin, "GET", `/api/export/${started._id}`))).status).toBe("done");

    const searched = await ok(
      as(c.chloe, "POST", `/api/user/export/${c.tenantId}`, { body: { q: "morgna", lang: "en" } }),
      202,
    );
    await api.bus.drain();
    const found = await ok(as(c.chloe, "GET", `/api/export/${searched._id}`));
    expect((await sheetRows(found.url)).map((row) => row[0])).toEqual(["Name", "Maria Morgan"]);
  });

  it("exports every employee with their status for admins only", async () => {
    expectError(await as(c.chloe, "POST", `/api/user/export/all/${c.tenantId}`, { body: {} }), 403, "common.no_access");
    const started = await ok(as(c.admin, "POST", `/api/user/export/all/${c.tenantId}`, { body: { lang: "ua" } }), 202);
    await api.bus.drain();
    const done = await ok(as(c.admin, "GET", `/api/export/${started._id}`));
    const rows = await sheetRows(done.url);
    expect(rows[0]!.at(-1)).toBe("Статус");
    expect(rows.find((row) => row[0] === "Fired Fred")?.at(-1)).toBe("Звільнений");
    expect(rows.filter((row) => row.at(-1) === "Працює").length).toBe(5);
  });

  it("is for people with the address_book right, in their own company; the superadmin sees it as an admin", async () => {
    expectError(await as(c.noRight, "GET", `/api/address_book/${c.tenantId}`), 403, "common.no_access");
    const stranger = await member(await ensureTestTenant(), { rights: ["address_book"] });
    expectError(await as(stranger, "GET", `/api/address_book/${c.tenantId}`), 403, "common.no_access");
    expect(names(await book(c.superadmin))).toEqual(["Admin", "Davis", "Morgan", "Norights", "Кузнецов"]);
    expectError(await as(c.chloe, "GET", `/api/address_book/${c.tenantId}?limit=500`), 400, "common.validation");
  });
});
