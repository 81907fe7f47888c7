import { describe, expect, it } from "vitest";
import { newId } from "../platform";
import { authenticate } from "./actor";
import { login } from "./login";
import { changePassword } from "./password-change";
import { LOGIN_FAILURES_PER_ACCOUNT } from "./rate-limit";
import { openSession } from "../users";
import { actorOf, refusal, testAccount } from "./test-support";

const source = () => ({ sourceIp: `10.${newId().slice(-6)}` });
const works = async (token: string) => (await refusal(() => authenticate(`Bearer ${token}`, undefined))) === undefined;
const canSignIn = async (login_: string, password: string) =>
  (await refusal(() => login({ login: login_, password }, source()))) === undefined;

describe("changing one's own password", () => {
  it("needs the old password, and refuses a wrong one", async () => {
    const account = await testAccount();
    const actor = await actorOf(account);
    expect(await refusal(() => changePassword(actor, { password: "brand-new-1" }))).toBe(
      "employees.old_password_needed",
    );
    expect(await refusal(() => changePassword(actor, { old_password: "wrong-one", password: "brand-new-1" }))).toBe(
      "login.wrong_password",
    );
    expect(await canSignIn(account.login, account.password)).toBe(true);
  });

  it("keeps the current session and closes the others", async () => {
    const account = await testAccount();
    const other = await openSession(account.user);
    const actor = await actorOf(account);
    await changePassword(actor, {
      user_id: account.user.userId,
      old_password: account.password,
      password: "brand-new-1",
    });
    expect(await works(other.token)).toBe(false);
    expect(await canSignIn(account.login, "brand-new-1")).toBe(true);
    expect(await canSignIn(account.login, account.password)).toBe(false);
    expect(await works(actor.token)).toBe(true); // the session that made the change
  });

  it("limits wrong old passwords like failed sign-ins", async () => {
    const account = await testAccount();
    const actor = await actorOf(account);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.max; i++)
      await refusal(() => changePassword(actor, { old_password: `wrong-${i}`, password: "brand-new-1" }));
    expect(
      await refusal(() => changePassword(actor, { old_password: account.password, password: "brand-new-1" })),
    ).toBe("common.rate_limited");
  });

  it("works for a superadmin, inside a tenant or not", async () => {
    const root = await testAccount({ role: "superadmin" });
    const tenant = (await testAccount()).tenantId;
    await changePassword(await actorOf(root, tenant), { old_password: root.password, password: "brand-new-1" });
    expect(await canSignIn(root.login, "brand-new-1")).toBe(true);
  });
});

describe("an admin setting an employee's password", () => {
  it("needs no old password and closes all of the employee's sessions", async () => {
    const admin = await testAccount({ role: "admin" });
    const employee = await testAccount({ tenantId: admin.tenantId });
    const session = await openSession(employee.user);
    await changePassword(await actorOf(admin), { user_id: employee.user.userId, password: "set-by-admin" });
    expect(await works(session.token)).toBe(false);
    expect(await canSignIn(employee.login, "set-by-admin")).toBe(true);
  });

  it("lifts the employee's sign-in lock", async () => {
    const admin = await testAccount({ role: "admin" });
    const employee = await testAccount({ tenantId: admin.tenantId });
    // The failures and the refused attempt used to come from different addresses (any source was
    // locked: the defect removed); a lock is now per account + source, so they share one.
    const from = source();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.max; i++)
      await refusal(() => login({ login: employee.login, password: `wrong-${i}` }, from));
    expect(await refusal(() => login({ login: employee.login, password: employee.password }, from))).toBe(
      "common.rate_limited",
    );
    await changePassword(await actorOf(admin), { user_id: employee.user.userId, password: "set-by-admin" });
    expect(await canSignIn(employee.login, "set-by-admin")).toBe(true);
    expect(await refusal(() => login({ login: employee.login, password: "set-by-admin" }, from))).toBeUndefined();
  });

  it("cannot reach another tenant's user", async () => {
    const admin = await testAccount({ role: "admin" });
    const stranger = await testAccount();
    expect(
      await refusal(async () =>
        changePassword(await actorOf(admin), { user_id: stranger.user.userId, password: "x-123456" }),
      ),
    ).toBe("employees.not_found");
    expect(await canSignIn(stranger.login, stranger.password)).toBe(true);
  });

  it("is refused to an employee", async () => {
    const employee = await testAccount();
    const colleague = await testAccount({ tenantId: employee.tenantId });
    expect(
      await refusal(async () =>
        changePassword(await actorOf(employee), { user_id: colleague.user.userId, password: "x-123456" }),
      ),
    ).toBe("common.no_access");
  });

  it("is open to a superadmin inside the tenant only", async () => {
    const root = await testAccount({ role: "superadmin" });
    const employee = await testAccount();
    expect(
      await refusal(async () =>
        changePassword(await actorOf(root), { user_id: employee.user.userId, password: "x-123456" }),
      ),
    ).toBe("common.wrong_client");
    await changePassword(await actorOf(root, employee.tenantId), {
      user_id: employee.user.userId,
      password: "by-root-1",
    });
    expect(await canSignIn(employee.login, "by-root-1")).toBe(true);
  });
});
