import { beforeAll, describe, expect, it } from "vitest";
import type { UserView } from "@intranet/contracts";
import { db } from "@intranet/core/db";
import { newId } from "@intranet/core/platform";
import { createUser } from "@intranet/core/users";
import { member, signedInAgain, tenantWithAdmin, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type CallOptions, type CallResult } from "../testing/api";
import { tokenFor } from "../testing/tokens";

const api = useTestApi();

const as = (actor: Member, method: string, path: string, options: CallOptions = {}) =>
  api.call(method, path, { token: actor.token, clientId: actor.tenantId, ...options });

function expectError(response: CallResult, status: number, code: string) {
  expect([response.status, response.body?.error?.code]).toEqual([status, code]);
}

const ids = (users: UserView[]) => users.map((user) => user._id);

/** Follows `cursor` until the last page, checking each page's size. */
async function everyPage(read: (cursor: string | undefined) => Promise<CallResult>, size: number) {
  const pages: UserView[][] = [];
  let cursor: string | undefined;
  do {
    const response = await read(cursor);
    expect(response.status).toBe(200);
    expect(response.body.items.length).toBeLessThanOrEqual(size);
    pages.push(response.body.items);
    cursor = response.body.cursor ?? undefined;
  } while (cursor && pages.length < 20);
  return pages;
}

describe("reading users", () => {
  let tenantId: string;
  let workspace: string;
  let admin: Member;
  let people: Member[];
  let other: Awaited<ReturnType<typeof tenantWithAdmin>>;

  beforeAll(async () => {
    ({ tenantId, workspace, admin } = await tenantWithAdmin());
    other = await tenantWithAdmin();
    // 25 people, names and departments spread so that name order differs from creation order.
    people = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        member(tenantId, {
          profile: {
            firstName: `First${index}`,
            lastName: `${String.fromCharCode(90 - index)}person`,
            department: index % 2 ? "Sales" : "Support",
            position: index % 5 ? "Agent" : "Lead",
          },
        }),
      ),
    );
  });

  it("GET /api/user/{id}: a user of the caller's tenant, never secrets; another tenant's id is not found", async () => {
    const response = await as(people[0]!, "GET", `/api/user/${people[1]!.userId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      _id: people[1]!.userId,
      client_id: tenantId,
      lastName: "Yperson",
      department: "Sales",
      status: "active",
      followersCount: 0,
    });
    expect(response.text).not.toMatch(/passwordHash|searchText|pinRank|revision/);
    expectError(await as(people[0]!, "GET", `/api/user/${other.admin.userId}`), 404, "employees.not_found");

    const root = await tokenFor({ role: "superadmin" });
    const entered = await api.call("GET", `/api/user/${people[1]!.userId}`, { token: root.token, clientId: tenantId });
    expect(entered.body._id).toBe(people[1]!.userId);
    expectError(
      await api.call("GET", `/api/user/${people[1]!.userId}`, { token: root.token }),
      403,
      "common.wrong_client",
    );
  });

  it("GET /api/user/for_client/{client}: pages of 10, by name, none repeated or skipped", async () => {
    const pages = await everyPage(
      (cursor) =>
        as(people[3]!, "GET", `/api/user/for_client/${tenantId}?limit=10${cursor ? `&cursor=${cursor}` : ""}`),
      10,
    );
    const listed = pages.flat();
    expect(pages.slice(0, 3).map((page) => page.length)).toEqual([10, 10, 6]);
    expect(listed).toHaveLength(26);
    expect(new Set(ids(listed)).size).toBe(26);
    const names = listed.map((user) => user.lastName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(listed[0]!.lastName).toBe("admin");

    expectError(await as(people[3]!, "GET", `/api/user/for_client/${other.tenantId}`), 403, "common.no_access");
    expectError(await as(people[3]!, "GET", `/api/user/for_client/${tenantId}?status=gone`), 400, "common.validation");
    expectError(
      await as(people[3]!, "GET", `/api/user/for_client/${tenantId}?cursor=bm90LWEtY3Vyc29y`),
      400,
      "common.validation",
    );
  });

  it("POST /api/user/filter/{workspace}: search, department and state, paged without gaps", async () => {
    const sales = people.filter((_person, index) => index % 2).map((person) => person.userId);
    const pages = await everyPage(
      (cursor) =>
        as(people[0]!, "POST", `/api/user/filter/${workspace}`, {
          body: { department: "Sales", limit: 5, cursor },
        }),
      5,
    );
    expect(
      pages
        .flat()
        .map((user) => user._id)
        .sort(),
    ).toEqual([...sales].sort());
    expect(new Set(ids(pages.flat())).size).toBe(sales.length);

    const search = await as(people[0]!, "POST", `/api/user/filter/${workspace}`, { body: { search: "first1" } });
    // First1 and First10…First19.
    expect(search.body.items).toHaveLength(11);
    const leads = await as(people[0]!, "POST", `/api/user/filter/${workspace}`, {
      body: { position: "Lead", department: "Support", status: "all" },
    });
    expect(leads.body.items.map((user: UserView) => user.firstName).sort()).toEqual(["First0", "First10", "First20"]);

    // State: a fired salesman leaves the default (active) results and is found among the fired.
    expect((await as(admin, "PUT", `/api/user/delete/${people[1]!.userId}`, { body: { mode: "fire" } })).status).toBe(
      200,
    );
    const activeSales = await as(people[0]!, "POST", `/api/user/filter/${workspace}`, {
      body: { department: "Sales" },
    });
    expect(activeSales.body.items).toHaveLength(sales.length - 1);
    expect(ids(activeSales.body.items)).not.toContain(people[1]!.userId);
    const firedSales = await as(people[0]!, "POST", `/api/user/filter/${workspace}`, {
      body: { department: "Sales", status: "fired" },
    });
    expect(ids(firedSales.body.items)).toEqual([people[1]!.userId]);

    expectError(
      await as(people[0]!, "POST", `/api/user/filter/${other.workspace}`, { body: {} }),
      403,
      "common.no_access",
    );
    expectError(
      await as(people[0]!, "POST", `/api/user/filter/nosuch${newId().toLowerCase()}`, { body: {} }),
      404,
      "clients.not_found",
    );
  });
});

describe("changing users", () => {
  let tenantId: string;
  let admin: Member;
  let other: Awaited<ReturnType<typeof tenantWithAdmin>>;

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
    other = await tenantWithAdmin();
  });

  it("PUT /api/user/{id}: own profile needs profile_edit, given by an admin and effective on the next request", async () => {
    const employee = await member(tenantId);
    // A field of their own (a department or position is placed by an administrator: usersPlacement.test.ts).
    expectError(
      await as(employee, "PUT", `/api/user/${employee.userId}`, { body: { city: "Riga" } }),
      403,
      "common.no_access",
    );
    const granted = await as(admin, "PUT", `/api/user/${employee.userId}/rights`, {
      body: { rights: ["profile_edit"] },
    });
    expect(granted.body.rights).toEqual(["profile_edit"]);
    const edited = await as(employee, "PUT", `/api/user/${employee.userId}`, { body: { city: "Riga" } });
    expect([edited.status, edited.body.city]).toEqual([200, "Riga"]);
    const colleague = await member(tenantId);
    expectError(
      await as(employee, "PUT", `/api/user/${colleague.userId}`, { body: { city: "Riga" } }),
      403,
      "common.no_access",
    );
    expectError(
      await as(admin, "PUT", `/api/user/${other.admin.userId}`, { body: { city: "Rome" } }),
      404,
      "employees.not_found",
    );
    expectError(
      await as(admin, "PUT", `/api/user/${employee.userId}`, { body: { email: "nope" } }),
      400,
      "common.validation",
    );
  });

  it("a bad e-mail or phone is refused naming each field with its own code, and nothing changes", async () => {
    const employee = await member(tenantId);
    const refused = await as(admin, "PUT", `/api/user/${employee.userId}`, {
      body: { email: "anna@", phone: "call me", position: "Chief" },
    });
    expectError(refused, 400, "common.validation");
    expect(refused.body.error.details.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: "body", path: "email", message: "common.invalid_email" }),
        expect.objectContaining({ in: "body", path: "phone", message: "common.invalid_phone" }),
      ]),
    );
    const registered = await as(admin, "POST", "/api/register", {
      body: { firstName: "Bad", lastName: "Mail", email: "bad@mail" },
    });
    expectError(registered, 400, "common.validation");
    expect(registered.body.error.details.issues).toEqual([
      expect.objectContaining({ in: "body", path: "email", message: "common.invalid_email" }),
    ]);
    const stored = await db().entities.user.get({ clientId: tenantId, userId: employee.userId }).go();
    expect(stored.data?.position).not.toBe("Chief");
  });

  it("PUT /api/user/{id}: an email change frees the old address and refuses a taken one (409)", async () => {
    const id = newId().toLowerCase();
    const { user } = await createUser({
      clientId: tenantId,
      firstName: "Eve",
      lastName: "Mail",
      email: `eve.${id}@example.test`,
      roles: ["employee"],
      rights: [],
    });
    const newEmail = `eve.new.${id}@example.test`;
    const changed = await as(admin, "PUT", `/api/user/${user.userId}`, { body: { email: newEmail } });
    expect(changed.body).toMatchObject({ email: newEmail, login: newEmail });
    const reuse = await createUser({
      clientId: tenantId,
      firstName: "Zed",
      lastName: "Reuse",
      email: user.email,
      roles: ["employee"],
      rights: [],
    });
    expect(reuse.user.email).toBe(user.email);

    expectError(
      await as(admin, "PUT", `/api/user/${user.userId}`, { body: { email: reuse.user.email } }),
      409,
      "employees.email_exists",
    );
    expectError(
      await as(admin, "PUT", `/api/user/${reuse.user.userId}`, { body: { email: newEmail } }),
      409,
      "employees.email_exists",
    );
    const loginTaken = await createUser({
      clientId: tenantId,
      firstName: "Lo",
      lastName: "Gin",
      email: `lo.${id}@example.test`,
      login: `lo${id}`,
      roles: ["employee"],
      rights: [],
    });
    expectError(
      await as(admin, "PUT", `/api/user/${user.userId}`, { body: { login: loginTaken.user.login } }),
      409,
      "employees.login_taken",
    );
    const stored = await db().entities.user.get({ clientId: tenantId, userId: user.userId }).go();
    expect(stored.data).toMatchObject({ email: newEmail, login: newEmail });
  });

  it("PUT /api/user/delete/{id}: refuses self and admins; fires, and the token stops working at once", async () => {
    expectError(await as(admin, "PUT", `/api/user/delete/${admin.userId}`), 403, "employees.cannot_delete_self");
    const otherAdmin = await member(tenantId, { role: "admin" });
    expectError(
      await as(admin, "PUT", `/api/user/delete/${otherAdmin.userId}`, { body: { mode: "fire" } }),
      403,
      "employees.admin_cannot_be_deleted",
    );
    expectError(await as(admin, "PUT", `/api/user/delete/${other.admin.userId}`), 404, "employees.not_found");

    const employee = await member(tenantId);
    expect((await as(employee, "GET", `/api/user/${employee.userId}`)).status).toBe(200);
    const fired = await as(admin, "PUT", `/api/user/delete/${employee.userId}`, { body: { mode: "fire" } });
    expect(fired.body).toMatchObject({ status: "fired", deletion_mark: false, firedAt: expect.any(String) });
    const refused = await as(employee, "GET", `/api/user/${employee.userId}`);
    // The status is checked before the (closed) session, so the person hears why.
    expect([refused.status, refused.body.error.code]).toEqual([403, "login.user_deleted"]);
    const sessions = await db().entities.session.query.byUser({ clientId: tenantId, userId: employee.userId }).go();
    expect(sessions.data).toEqual([]);

    const deleted = await as(admin, "PUT", `/api/user/delete/${employee.userId}`);
    expect(deleted.body).toMatchObject({ status: "deleted", deletion_mark: true });
    const restored = await as(admin, "PUT", `/api/user/undelete/${employee.userId}`);
    expect(restored.body).toMatchObject({ status: "active", deletion_mark: false });
    expect(restored.body).not.toHaveProperty("firedAt");
    expectError(await as(admin, "PUT", `/api/user/undelete/${other.admin.userId}`), 404, "employees.not_found");
  });

  it("PUT and DELETE /api/user/{id}/role/{role}: admin given and taken; never one's own; employee kept", async () => {
    let employee = await member(tenantId);
    const promoted = await as(admin, "PUT", `/api/user/${employee.userId}/role/admin`);
    expect(promoted.body.roles).toEqual(["admin", "employee"]);
    // A role change ends the person's sessions; signed in again, the new admin is an admin.
    expectError(await as(employee, "PUT", `/api/user/undelete/${admin.userId}`), 401, "common.token_invalid");
    employee = await signedInAgain(employee);
    expect((await as(employee, "PUT", `/api/user/undelete/${admin.userId}`)).status).toBe(200);
    expectError(
      await as(employee, "DELETE", `/api/user/${employee.userId}/role/admin`),
      403,
      "employees.cannot_change_own_role",
    );
    expectError(
      await as(admin, "DELETE", `/api/user/${employee.userId}/role/employee`),
      400,
      "employees.role_delete_error",
    );
    expectError(await as(admin, "PUT", `/api/user/${employee.userId}/role/superadmin`), 400, "common.validation");
    const demoted = await as(admin, "DELETE", `/api/user/${employee.userId}/role/admin`);
    expect(demoted.body.roles).toEqual(["employee"]);
    expectError(await as(employee, "PUT", `/api/user/undelete/${admin.userId}`), 401, "common.token_invalid");
    employee = await signedInAgain(employee);
    expectError(await as(employee, "PUT", `/api/user/undelete/${admin.userId}`), 403, "common.no_access");
    expectError(await as(admin, "PUT", `/api/user/${other.admin.userId}/role/admin`), 404, "employees.not_found");
  });

  it("PUT and DELETE /api/clients/{client}/role/{role}: several users, one result each, the caller skipped", async () => {
    const [one, two] = [await member(tenantId), await member(tenantId)];
    const granted = await as(admin, "PUT", `/api/clients/${tenantId}/role/admin`, {
      body: { userIds: [one.userId, two.userId, admin.userId] },
    });
    expect(granted.status).toBe(200);
    expect(granted.body.results).toEqual([
      { userId: one.userId, ok: true, roles: ["admin", "employee"] },
      { userId: two.userId, ok: true, roles: ["admin", "employee"] },
      {
        userId: admin.userId,
        ok: false,
        code: "employees.cannot_change_own_role",
        message: "You cannot change your own role",
      },
    ]);
    const revoked = await as(admin, "DELETE", `/api/clients/${tenantId}/role/admin`, {
      body: { userIds: [one.userId, two.userId] },
    });
    expect(revoked.body.results.map((row: { roles: string[] }) => row.roles)).toEqual([["employee"], ["employee"]]);
    expectError(
      await as(admin, "PUT", `/api/clients/${other.tenantId}/role/admin`, { body: { userIds: [other.admin.userId] } }),
      403,
      "common.no_access",
    );
    expectError(
      await as(admin, "PUT", `/api/clients/${tenantId}/role/admin`, { body: { userIds: [] } }),
      400,
      "common.validation",
    );
  });

  it("feature rights by person, by role, and the defaults for new employees", async () => {
    const { tenantId: tenant, admin: boss } = await tenantWithAdmin();
    const staff = await Promise.all([member(tenant), member(tenant), member(tenant)]);
    const byRole = await as(boss, "PUT", `/api/clients/${tenant}/rights/role/employee`, {
      body: { rights: ["shop", "chat"] },
    });
    expect(byRole.body).toEqual({ role: "employee", rights: ["chat", "shop"], updated: 4 });
    for (const person of staff)
      expect((await as(person, "GET", `/api/user/${person.userId}`)).body.rights).toEqual(["chat", "shop"]);

    const byPerson = await as(boss, "PUT", `/api/user/${staff[0]!.userId}/rights`, { body: { rights: ["lms"] } });
    expect(byPerson.body.rights).toEqual(["lms"]);
    expectError(
      await as(boss, "PUT", `/api/user/${staff[0]!.userId}/rights`, { body: { rights: ["flying"] } }),
      400,
      "common.validation",
    );

    const defaults = await as(boss, "PUT", `/api/clients/${tenant}/rights/defaults`, { body: { rights: ["wall"] } });
    expect(defaults.body).toEqual({ defaultRights: ["wall"] });
    expect((await db().entities.client.get({ clientId: tenant }).go()).data?.defaultRights).toEqual(["wall"]);
    expectError(
      await as(boss, "PUT", `/api/clients/${tenantId}/rights/defaults`, { body: { rights: [] } }),
      403,
      "common.no_access",
    );
    expectError(
      await as(boss, "PUT", `/api/clients/${tenantId}/rights/role/admin`, { body: { rights: [] } }),
      403,
      "common.no_access",
    );
  });

  it("PUT /api/user/pin/{id} and /api/user/pin_move: pinned first, renumbered on moves", async () => {
    const { tenantId: tenant, admin: boss } = await tenantWithAdmin();
    const [x, y] = [
      await member(tenant, { profile: { lastName: "Xu" } }),
      await member(tenant, { profile: { lastName: "Yates" } }),
    ];
    expect((await as(boss, "PUT", `/api/user/pin/${y.userId}`)).body.pinned_num).toBe(1);
    expect((await as(boss, "PUT", `/api/user/pin/${x.userId}`)).body.pinned_num).toBe(2);
    const moved = await as(boss, "PUT", "/api/user/pin_move", { body: { id: x.userId, to: 1 } });
    expect(moved.body.items.map((user: UserView) => [user.lastName, user.pinned_num])).toEqual([
      ["Xu", 1],
      ["Yates", 2],
    ]);
    const book = await as(y, "GET", `/api/user/for_client/${tenant}`);
    expect(book.body.items.map((user: UserView) => user.lastName)).toEqual(["Xu", "Yates", "admin"]);
    expect((await as(boss, "PUT", `/api/user/pin/${x.userId}`)).body).not.toHaveProperty("pinned_num");
    expect((await as(y, "GET", `/api/user/${y.userId}`)).body.pinned_num).toBe(1);
    expectError(
      await as(boss, "PUT", "/api/user/pin_move", { body: { id: x.userId, to: 1 } }),
      409,
      "employees.not_pinned",
    );
    expectError(await as(boss, "PUT", `/api/user/pin/${other.admin.userId}`), 404, "employees.not_found");
    expectError(
      await as(boss, "PUT", "/api/user/pin_move", { body: { id: x.userId, to: 0 } }),
      400,
      "common.validation",
    );
  });
});

describe("following", () => {
  let tenantId: string;
  let other: Awaited<ReturnType<typeof tenantWithAdmin>>;

  beforeAll(async () => {
    ({ tenantId } = await tenantWithAdmin());
    other = await tenantWithAdmin();
  });

  it("20 parallel follows of one user by 20 users count exactly 20; the followers list shows them", async () => {
    const star = await member(tenantId);
    const fans = await Promise.all(Array.from({ length: 20 }, () => member(tenantId)));
    const responses = await Promise.all(
      fans.map((fan) => as(fan, "POST", "/api/follow", { body: { user_id: star.userId } })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect((await as(star, "GET", `/api/user/${star.userId}`)).body.followersCount).toBe(20);
    const list = await as(star, "GET", `/api/user/${star.userId}/followers?limit=100`);
    expect(ids(list.body.items).sort()).toEqual(fans.map((fan) => fan.userId).sort());
    const pages = await everyPage(
      (cursor) => as(star, "GET", `/api/user/${star.userId}/followers?limit=6${cursor ? `&cursor=${cursor}` : ""}`),
      6,
    );
    expect(ids(pages.flat())).toEqual(ids(list.body.items));
    const following = await as(star, "GET", `/api/user/${fans[0]!.userId}/following`);
    expect(ids(following.body.items)).toEqual([star.userId]);
  });

  it("the same user following twice in parallel counts once; unfollow takes it back", async () => {
    const star = await member(tenantId);
    const fan = await member(tenantId);
    const twice = await Promise.all([
      as(fan, "POST", "/api/follow", { body: { user_id: star.userId } }),
      as(fan, "POST", "/api/follow", { body: { user_id: star.userId } }),
    ]);
    expect(twice.map((response) => [response.status, response.body.followersCount])).toEqual([
      [200, 1],
      [200, 1],
    ]);
    // The profile says whether the caller follows them (not on one's own profile).
    expect((await as(fan, "GET", `/api/user/${star.userId}`)).body.following).toBe(true);
    expect((await as(star, "GET", `/api/user/${fan.userId}`)).body.following).toBe(false);
    expect((await as(star, "GET", `/api/user/${star.userId}`)).body).not.toHaveProperty("following");
    const unfollowed = await as(fan, "POST", "/api/unfollow", { body: { user_id: star.userId } });
    expect(unfollowed.body).toEqual({ user_id: star.userId, following: false, followersCount: 0 });
    const again = await as(fan, "POST", "/api/unfollow", { body: { user_id: star.userId } });
    expect(again.body.followersCount).toBe(0);
  });

  it("refuses following oneself and users of another tenant", async () => {
    const fan = await member(tenantId);
    expectError(
      await as(fan, "POST", "/api/follow", { body: { user_id: fan.userId } }),
      400,
      "employees.cannot_follow_self",
    );
    expectError(
      await as(fan, "POST", "/api/follow", { body: { user_id: other.admin.userId } }),
      404,
      "employees.not_found",
    );
    expectError(await as(fan, "GET", `/api/user/${other.admin.userId}/followers`), 404, "employees.not_found");
    expect(
      (await db().entities.user.get({ clientId: other.tenantId, userId: other.admin.userId }).go()).data,
    ).toMatchObject({ followersCount: 0 });
  });
});
