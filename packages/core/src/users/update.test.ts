import { beforeAll, describe, expect, it } from "vitest";
import { db } from "./entities";
import { newId } from "../platform";
import { createUser } from "./create";
import { usersPage } from "./list";
import { findUser } from "./store";
import { member, refusal, tenantWithAdmin, type Member } from "./test-support";
import { registerPlacementRules } from "./placement";
import { updateUser } from "./update";

// The company's structure, as the structure module would answer (placement.ts): users alone have none.
const departments = ["Legal", "Research"];
registerPlacementRules({ departmentExists: async (_clientId, name) => departments.includes(name) });

const guardOwner = async (scope: "email" | "login", value: string) =>
  (await db().entities.unique.get({ scope, value }).go()).data?.ownerId;

async function registered(tenantId: string, options: { login?: string } = {}) {
  const id = newId().toLowerCase();
  const { user } = await createUser({
    clientId: tenantId,
    firstName: "Ann",
    lastName: `Lee${id.slice(-6)}`,
    email: `ann.${id}@example.test`,
    roles: ["employee"],
    rights: [],
    ...options,
  });
  return user;
}

describe("changing a profile", () => {
  let tenantId: string;
  let admin: Member;

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
  });

  it("lets an employee edit only their own profile, and only with profile_edit", async () => {
    const without = await member(tenantId);
    const withRight = await member(tenantId, { rights: ["profile_edit"] });
    expect(await refusal(() => updateUser(without.actor, without.userId, { position: "Boss" }))).toBe(
      "common.no_access",
    );
    expect(await refusal(() => updateUser(withRight.actor, without.userId, { position: "Boss" }))).toBe(
      "common.no_access",
    );
    // The language switch is everyone's: alone, `lang` needs no right; with profile data it does.
    expect(await updateUser(without.actor, without.userId, { lang: "ru" })).toMatchObject({ lang: "ru" });
    expect(await refusal(() => updateUser(without.actor, without.userId, { lang: "ua", city: "Kyiv" }))).toBe(
      "common.no_access",
    );
    expect(await refusal(() => updateUser(without.actor, withRight.userId, { lang: "ru" }))).toBe("common.no_access");
    const view = await updateUser(withRight.actor, withRight.userId, { middleName: "Maria", city: "Riga" });
    expect(view).toMatchObject({ middleName: "Maria", city: "Riga" });
    expect((await findUser(tenantId, withRight.userId))?.searchText).toContain("maria");
    // Department and position are placed by an administrator (issue 31 item 13), not typed by the person.
    expect(await refusal(() => updateUser(withRight.actor, withRight.userId, { position: "Designer" }))).toBe(
      "employees.placement_admin_only",
    );
    expect(await updateUser(admin.actor, withRight.userId, { position: "Designer" })).toMatchObject({
      position: "Designer",
    });
    expect((await findUser(tenantId, withRight.userId))?.searchText).toContain("designer");

    // Email, login and vacation days are the administrator's, unless sent back unchanged.
    for (const body of [{ email: "x.y@example.test" }, { login: "newlogin" }, { vacationDaysLeft: 30 }])
      expect(await refusal(() => updateUser(withRight.actor, withRight.userId, body))).toBe("common.no_access");
    expect(await updateUser(withRight.actor, withRight.userId, { email: withRight.email, city: "Oslo" })).toMatchObject(
      {
        city: "Oslo",
        email: withRight.email,
      },
    );
  });

  it("answers not found for an id of another tenant", async () => {
    const other = await tenantWithAdmin();
    expect(await refusal(() => updateUser(admin.actor, other.admin.userId, { city: "Rome" }))).toBe(
      "employees.not_found",
    );
    expect(await findUser(other.tenantId, other.admin.userId)).not.toHaveProperty("city");
  });

  it("swaps the email guard in one transaction, and the login that was the email follows it", async () => {
    const user = await registered(tenantId);
    const oldEmail = user.email;
    const newEmail = `new.${newId().toLowerCase()}@example.test`;
    const view = await updateUser(admin.actor, user.userId, { email: newEmail.toUpperCase() });
    expect(view).toMatchObject({ email: newEmail, login: newEmail });
    expect(await guardOwner("email", oldEmail)).toBeUndefined();
    expect(await guardOwner("login", oldEmail)).toBeUndefined();
    expect(await guardOwner("email", newEmail)).toBe(user.userId);
    expect(await guardOwner("login", newEmail)).toBe(user.userId);
    // The old address is free again: someone else registers with it.
    const successor = await createUser({
      clientId: tenantId,
      firstName: "Bo",
      lastName: "Ng",
      email: oldEmail,
      roles: ["employee"],
      rights: [],
    });
    expect(await guardOwner("email", oldEmail)).toBe(successor.user.userId);
  });

  it("refuses a taken email or login and changes nothing", async () => {
    const user = await registered(tenantId, { login: `keep${newId().toLowerCase()}` });
    const other = await registered(tenantId, { login: `other${newId().toLowerCase()}` });
    expect(await refusal(() => updateUser(admin.actor, user.userId, { email: other.email, city: "Kyiv" }))).toBe(
      "employees.email_exists",
    );
    expect(await refusal(() => updateUser(admin.actor, user.userId, { login: other.login }))).toBe(
      "employees.login_taken",
    );
    expect(await refusal(() => updateUser(admin.actor, user.userId, { login: other.email }))).toBe(
      "login.illegal_characters",
    );
    const stored = await findUser(tenantId, user.userId);
    expect(stored).toMatchObject({ email: user.email, login: user.login });
    expect(stored).not.toHaveProperty("city");
    expect(await guardOwner("email", user.email)).toBe(user.userId);
    expect(await guardOwner("login", user.login)).toBe(user.userId);

    const login = `renamed${newId().toLowerCase()}`;
    expect(await updateUser(admin.actor, user.userId, { login })).toMatchObject({ login, email: user.email });
    expect(await guardOwner("login", user.login)).toBeUndefined();
    expect(await guardOwner("login", login)).toBe(user.userId);
  });

  it("keeps the search line and the name order in step, and clears fields sent empty", async () => {
    const user = await registered(tenantId);
    await updateUser(admin.actor, user.userId, { phone: "+371 2000 0000", department: "Legal" });
    const renamed = await updateUser(admin.actor, user.userId, { lastName: "Aaberg", phone: "" });
    expect(renamed).not.toHaveProperty("phone");
    const stored = await findUser(tenantId, user.userId);
    expect(stored?.searchText).toContain("aaberg");
    expect(stored?.searchText).not.toContain(user.lastName.toLowerCase());
    const first = await usersPage(tenantId, { status: "active", limit: 1 });
    expect(first.items[0]?._id).toBe(user.userId);
    const found = await usersPage(tenantId, { status: "active", search: "aaberg", limit: 5 });
    expect(found.items.map((item) => item._id)).toEqual([user.userId]);
  });

  it("keeps both of two concurrent changes (each re-reads when the other landed first)", async () => {
    const user = await registered(tenantId);
    await Promise.all([
      updateUser(admin.actor, user.userId, { position: "Analyst" }),
      updateUser(admin.actor, user.userId, { department: "Research" }),
      updateUser(admin.actor, user.userId, { city: "Tallinn" }),
    ]);
    const stored = await findUser(tenantId, user.userId);
    expect(stored).toMatchObject({ position: "Analyst", department: "Research", city: "Tallinn", revision: 3 });
    expect(stored?.searchText).toContain("analyst");
    expect(stored?.searchText).toContain("research");
  });
});
