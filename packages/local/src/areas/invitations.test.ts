import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@intranet/core/platform";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

/** Invitations over HTTP: an admin invites, the link says whom it is for, sets a password once; resend. */
const api = useTestApi();

let tenantId: string;
let admin: Member, employee: Member, strangerAdmin: Member;
let superadmin: Caller;

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  const otherTenant = await ensureTestTenant();
  [admin, employee, strangerAdmin] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId),
    member(otherTenant, { role: "admin" }),
  ]);
  superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId };
});

const tokenIn = (email: string) => /\/register\/([A-Za-z0-9_-]+)/.exec(api.outbox.lastTo(email)?.text ?? "")?.[1];

async function invite(by: Caller = admin) {
  const email = `grace.${newId().toLowerCase()}@example.test`;
  const user = await ok(
    api.as(by, "POST", "/api/register", { body: { firstName: "Grace", lastName: "Hopper", email } }),
    201,
  );
  return { email, user, token: tokenIn(email)! };
}

describe("an invitation link", () => {
  it("says whom it is for without a session, sets the password once, then is refused", async () => {
    const { email, token } = await invite();
    expect(await ok(api.call("GET", `/api/invitations/${token}`))).toMatchObject({ firstName: "Grace", email });
    await ok(
      api.call("POST", `/api/reset_password/${token}`, { body: { password: "chosen-pw-1", confirm: "chosen-pw-1" } }),
      204,
    );
    expectError(await api.call("GET", `/api/invitations/${token}`), 404, "invitations.link_invalid");
    expectError(
      await api.call("POST", `/api/reset_password/${token}`, {
        body: { password: "again-pw-2", confirm: "again-pw-2" },
      }),
      400,
      "login.reset_token_invalid",
    );
    expect((await api.call("POST", "/api/login", { body: { login: email, password: "chosen-pw-1" } })).status).toBe(
      200,
    );
  });

  it("accepted twice at once sets one password", async () => {
    const { token } = await invite();
    const answers = await Promise.all(
      ["first-pw-1", "second-pw-2"].map((password) =>
        api.call("POST", `/api/reset_password/${token}`, { body: { password, confirm: password } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 400]);
  });

  it("an unknown token is refused", async () => {
    expectError(await api.call("GET", "/api/invitations/not-a-real-token"), 404, "invitations.link_invalid");
  });
});

describe("POST /api/user/{id}/invite", () => {
  it("sends a new link (the old one stops working) for the admin or a superadmin inside; not once accepted", async () => {
    const { email, user, token } = await invite();
    await ok(api.as(admin, "POST", `/api/user/${user._id}/invite`), 204);
    const fresh = tokenIn(email)!;
    expect(fresh).not.toBe(token);
    expectError(await api.call("GET", `/api/invitations/${token}`), 404, "invitations.link_invalid");
    await ok(api.as(superadmin, "POST", `/api/user/${user._id}/invite`), 204);
    const newest = tokenIn(email)!;
    await ok(
      api.call("POST", `/api/reset_password/${newest}`, { body: { password: "chosen-pw-1", confirm: "chosen-pw-1" } }),
      204,
    );
    expectError(await api.as(admin, "POST", `/api/user/${user._id}/invite`), 409, "invitations.already_accepted");
  });

  it("is refused to employees and to another company's admin", async () => {
    const { user } = await invite();
    expectError(await api.as(employee, "POST", `/api/user/${user._id}/invite`), 403, "common.no_access");
    expectError(await api.as(strangerAdmin, "POST", `/api/user/${user._id}/invite`), 404, "employees.not_found");
  });
});
