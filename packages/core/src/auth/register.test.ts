import { describe, expect, it } from "vitest";
import { db } from "./entities";
import { newId } from "../platform";
import { registerEmployee, registerMany } from "./register";
import { resetPassword } from "./password-reset";
import { actorOf, captureMail, linkToken, refusal, testAccount, sessionLogin as login } from "./test-support";

const sent = captureMail();
const unique = () => newId().toLowerCase();
const person = <Extra extends Record<string, unknown>>(extra: Extra = {} as Extra) => ({
  firstName: "Grace",
  lastName: "Hopper",
  email: `grace.${unique()}@example.test`,
  ...extra,
});
const guardOf = async (scope: "email" | "login", value: string) =>
  (await db().entities.unique.get({ scope, value }).go()).data;

async function adminWithDefaults(defaultRights: string[] = ["wall", "chat"]) {
  const admin = await testAccount({ role: "admin" });
  await db().entities.client.patch({ clientId: admin.tenantId }).set({ defaultRights }).go();
  return { admin, actor: await actorOf(admin) };
}

describe("registering an employee", () => {
  it("creates an employee with the tenant's default rights and mails an invitation that sets the password", async () => {
    const { admin, actor } = await adminWithDefaults();
    const body = person({ position: "Engineer", phone: "" });
    const view = await registerEmployee(actor, body);
    expect(view).toMatchObject({
      client_id: admin.tenantId,
      email: body.email,
      login: body.email,
      roles: ["employee"],
      rights: ["wall", "chat"],
      position: "Engineer",
      status: "active",
    });
    expect(view).not.toHaveProperty("phone");
    expect(await guardOf("email", body.email)).toMatchObject({ clientId: admin.tenantId, ownerId: view._id });

    const token = linkToken(sent, body.email);
    expect(token).toBeDefined();
    await resetPassword(token!, "chosen-pw-1");
    expect((await login({ login: body.email, password: "chosen-pw-1" }, { sourceIp: unique() })).user._id).toBe(
      view._id,
    );
  });

  it("with a password, mails nothing and the password signs in; admin is given on top of employee", async () => {
    const { actor } = await adminWithDefaults();
    const body = person({ login: `g${unique()}`, password: "given-pw-1", roles: ["admin" as const] });
    const before = sent.length;
    const view = await registerEmployee(actor, body);
    expect(view.roles).toEqual(["admin", "employee"]);
    expect(sent.length).toBe(before);
    expect((await login({ login: body.login, password: "given-pw-1" }, { sourceIp: unique() })).user._id).toBe(
      view._id,
    );
  });

  it("refuses a taken email or login with their codes", async () => {
    const { actor } = await adminWithDefaults();
    const first = person({ login: `g${unique()}` });
    await registerEmployee(actor, first);
    expect(await refusal(() => registerEmployee(actor, person({ email: first.email.toUpperCase() })))).toBe(
      "employees.email_exists",
    );
    expect(await refusal(() => registerEmployee(actor, person({ login: first.login })))).toBe("employees.login_taken");
  });

  it("gives exactly one employee for 5 concurrent registrations of one email", async () => {
    const { actor } = await adminWithDefaults();
    const body = person();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => registerEmployee(actor, body)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results)
      if (result.status === "rejected") expect(result.reason.code).toBe("employees.email_exists");
  });

  it("is refused to employees and needs a tenant", async () => {
    const employee = await testAccount();
    expect(await refusal(async () => registerEmployee(await actorOf(employee), person()))).toBe("common.no_access");
    const root = await testAccount({ role: "superadmin" });
    expect(await refusal(async () => registerEmployee(await actorOf(root), person()))).toBe("common.wrong_client");
    const view = await registerEmployee(await actorOf(root, employee.tenantId), person());
    expect(view.client_id).toBe(employee.tenantId);
  });
});

describe("registering many", () => {
  it("creates exactly the good rows and reports every bad one with its index and code", async () => {
    const { admin, actor } = await adminWithDefaults(["wall"]);
    const taken = person();
    await registerEmployee(actor, taken);
    const good = [person(), person({ login: `m${unique()}` }), person(), person()];
    const repeated = good[0]!.email;
    const rows = [
      good[0], // 0
      { firstName: "No", lastName: "Email" }, // 1: validation
      good[1], // 2
      person({ email: taken.email }), // 3: exists already
      person({ email: repeated.toUpperCase() }), // 4: repeated inside the batch
      "not an object", // 5: validation
      good[2], // 6
      person({ login: good[1]!.login }), // 7: login repeated inside the batch
      person({ password: "123" }), // 8: too short
      good[3], // 9
    ];
    const result = await registerMany(actor, rows);

    expect(result.created.map((entry) => entry.row)).toEqual([0, 2, 6, 9]);
    expect(result.created.map((entry) => entry.user.email)).toEqual(good.map((row) => row!.email));
    expect(result.created.every((entry) => entry.user.client_id === admin.tenantId)).toBe(true);
    expect(result.failed.map(({ row, code }) => [row, code])).toEqual([
      [1, "common.validation"],
      [3, "employees.email_exists"],
      [4, "employees.email_exists"],
      [5, "common.validation"],
      [7, "employees.login_taken"],
      [8, "common.validation"],
    ]);
    expect(result.failed[0]).toMatchObject({
      message: "Validation error",
      details: { issues: [expect.objectContaining({ path: "email" })] },
    });
    expect(result.failed[5]!.details).toMatchObject({
      issues: [expect.objectContaining({ path: "password", message: "login.password_too_short" })],
    });

    // Each good row is whole (user and guards); no bad row left anything behind.
    for (const entry of result.created) {
      expect(await guardOf("email", entry.user.email)).toMatchObject({ ownerId: entry.user._id });
      expect(await guardOf("login", entry.user.login)).toMatchObject({ ownerId: entry.user._id });
    }
    expect(await guardOf("email", (rows[8] as { email: string }).email)).toBeNull();
    const { data: users } = await db().entities.user.query.byTenant({ clientId: admin.tenantId }).go({ pages: "all" });
    expect(users).toHaveLength(1 + 1 + 4); // the admin, the taken one, the good rows
  });
});
