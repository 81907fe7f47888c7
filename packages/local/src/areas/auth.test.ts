import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { isErrorCode } from "@intranet/contracts";
import { db } from "@intranet/core/db";
import { newId } from "@intranet/core/platform";
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_SOURCE } from "@intranet/core/auth";
import { actorOf, testAccount, type TestAccount } from "@intranet/core/auth/test-support";
import { authRoutes } from "@intranet/contracts/auth";
import { useTestApi, type CallOptions, type CallResult } from "../testing/api";
import { ensureTestTenant } from "../testing/tokens";

const api = useTestApi();

/**
 * Calls the gateway from a chosen loopback address (127.x.y.z all reach 127.0.0.1 on Linux), so
 * each test has its own source for the per-source limits, as distinct clients would.
 */
function callFrom(sourceIp: string, method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const url = new URL(path, api.gateway.url);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { "user-agent": "auth-test", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, path: url.pathname, method, headers, localAddress: sourceIp },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: response.statusCode ?? 0,
            headers: new Headers(response.headers as Record<string, string>),
            body: text ? JSON.parse(text) : undefined,
            text,
          });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

let nextSource = 0;
type Source = ((method: string, path: string, options?: CallOptions) => Promise<CallResult>) & { ip: string };

/** A fresh loopback source address for one test. */
function newSource(): Source {
  nextSource += 1;
  const ip = `127.${(process.pid >> 8) & 255}.${process.pid & 255}.${nextSource}`;
  const send = (method: string, path: string, options?: CallOptions) => callFrom(ip, method, path, options);
  return Object.assign(send, { ip });
}

const signIn = (from: Source, account: TestAccount, password = account.password) =>
  from("POST", "/api/login", { body: { login: account.login, password } });

function expectError(response: CallResult, status: number, code: string) {
  expect([response.status, response.body?.error?.code]).toEqual([status, code]);
}

describe("POST /api/login and /api/logout", () => {
  it("signs in by login and by email; the token works until logout", async () => {
    const account = await testAccount();
    const from = newSource();
    for (const identifier of [account.login, account.email.toUpperCase()]) {
      const response = await from("POST", "/api/login", { body: { login: identifier, password: account.password } });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        token: expect.any(String),
        expiresAt: expect.any(String),
        user: { _id: account.user.userId, client_id: account.tenantId, login: account.login, email: account.email },
      });
      expect(response.body.user).not.toHaveProperty("passwordHash");
    }
    const { token } = (await signIn(from, account)).body;

    // The session records where it came from.
    const sessions = await db()
      .entities.session.query.byUser({ clientId: account.tenantId, userId: account.user.userId })
      .go({ pages: "all" });
    expect(sessions.data.map((session) => [session.sourceIp, session.userAgent])).toContainEqual([
      from.ip,
      "auth-test",
    ]);

    const change = { old_password: account.password, password: account.password, confirm: account.password };
    expect((await from("POST", "/api/reset_password_hard", { token, body: change })).status).toBe(204);
    expect((await from("POST", "/api/logout", { token, body: { user: account.user.userId } })).status).toBe(204);
    expectError(await from("POST", "/api/logout", { token }), 401, "common.token_invalid");
    expectError(await from("POST", "/api/reset_password_hard", { token, body: change }), 401, "common.token_invalid");
  });

  it("answers every refusal with its catalogue code", async () => {
    const from = newSource();
    const account = await testAccount();
    // No account probing: an unknown login and a wrong password get the very same answer.
    const unknown = await from("POST", "/api/login", { body: { login: `nobody${newId()}`, password: "x" } });
    const wrong = await signIn(from, account, "wrong-password");
    expectError(wrong, 401, "login.wrong_credentials");
    // The same but for the request's own id.
    const answer = (response: typeof wrong) => ({ ...response.body.error, requestId: undefined });
    expect([unknown.status, answer(unknown)]).toEqual([wrong.status, answer(wrong)]);
    expectError(await signIn(from, await testAccount({ status: "deleted" })), 403, "login.user_deleted");
    expectError(await signIn(from, await testAccount({ status: "fired" })), 403, "login.user_deleted");
    const blocked = await testAccount({ tenantId: await ensureTestTenant(newId(), { status: "blocked" }) });
    expectError(await signIn(from, blocked), 403, "login.company_blocked");

    const empty = await from("POST", "/api/login", { body: { login: " ", password: "" } });
    expectError(empty, 400, "common.validation");
    expect(empty.body.error.details.issues.map((issue: { message: string }) => issue.message).sort()).toEqual([
      "login.no_credentials",
      "login.no_login",
    ]);
  });

  it("asks a superadmin without two-factor to enrol instead of answering a session", async () => {
    const root = await testAccount({ role: "superadmin" });
    const response = await signIn(newSource(), root);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ twoFactor: "enrol", challenge: expect.any(String) });
  });

  it("POST /api/loginPage accepts only the workspace's own members", async () => {
    const from = newSource();
    const account = await testAccount();
    const other = await testAccount();
    const body = { login: account.login, password: account.password };
    const ok = await from("POST", "/api/loginPage", { body: { ...body, workspace: account.workspace.toUpperCase() } });
    expect([ok.status, ok.body.user?._id]).toEqual([200, account.user.userId]);
    expectError(
      await from("POST", "/api/loginPage", { body: { ...body, workspace: other.workspace } }),
      401,
      "login.wrong_credentials",
    );
    expectError(
      await from("POST", "/api/loginPage", { body: { ...body, workspace: "nosuchplace" } }),
      401,
      "login.wrong_credentials",
    );
    expectError(
      await from("POST", "/api/loginPage", { body: { ...body, workspace: "not valid!" } }),
      400,
      "common.validation",
    );
  });
});

describe("rate limiting of failed sign-ins", () => {
  it("locks an account after its failures, refusing even the right password (429)", async () => {
    const account = await testAccount();
    const from = newSource();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.max; i++)
      expectError(await signIn(from, account, `wrong-${i}`), 401, "login.wrong_credentials");
    const locked = await signIn(from, account);
    expectError(locked, 429, "common.rate_limited");
    expect(locked.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(locked.body).not.toHaveProperty("token");
    // Was 429 "per account, from anywhere": the lock-out anyone could cause (the defect removed).
    // Failures now count per account + source, so the owner elsewhere still signs in.
    expect((await signIn(newSource(), account)).status).toBe(200);
    expect((await signIn(from, await testAccount())).status).toBe(200); // other accounts are fine
  });

  // Was: the right password from that source was refused too (429), so a stranger's spray kept an
  // office behind one address out (issue 30). Now only failures from it are slowed, all alike.
  it("slows a source after its failures across accounts, and only that source; a right password still gets in", async () => {
    const account = await testAccount();
    const from = newSource();
    for (let i = 0; i < LOGIN_FAILURES_PER_SOURCE.max; i++)
      expectError(
        await from("POST", "/api/login", { body: { login: `nobody${newId()}`, password: "x" } }),
        401,
        "login.wrong_credentials",
      );
    const [unknown, mistyped] = await Promise.all([
      from("POST", "/api/login", { body: { login: `nobody${newId()}`, password: "x" } }),
      signIn(from, account, "wrong-password"),
    ]);
    expectError(unknown, 429, "common.rate_limited");
    expectError(mistyped, 429, "common.rate_limited"); // the same answer: no oracle of which logins exist
    expect((await signIn(from, account)).status).toBe(200);
    expect((await signIn(newSource(), account)).status).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    const account = await testAccount();
    const from = newSource();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.max + 2; i++) expect((await signIn(from, account)).status).toBe(200);
  });
});

describe("forgot and reset password", () => {
  it("mails a link that sets the password once and closes the old sessions", async () => {
    const account = await testAccount();
    const from = newSource();
    const oldToken = (await signIn(from, account)).body.token;

    expect((await from("POST", "/api/forgot_password", { body: { email: account.email.toUpperCase() } })).status).toBe(
      204,
    );
    const mail = api.outbox.lastTo(account.email);
    const link = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
    expect(link).not.toBeNull();
    const path = `/api/reset_password/${link![1]}`;

    const mismatch = await from("POST", path, { body: { password: "brand-new-1", confirm: "brand-new-2" } });
    expectError(mismatch, 400, "common.validation");
    expect(mismatch.body.error.details.issues).toContainEqual(
      expect.objectContaining({ path: "confirm", message: "login.passwords_must_match" }),
    );
    const short = await from("POST", path, { body: { password: "abc", confirm: "abc" } });
    expect(short.body.error.details.issues).toContainEqual(
      expect.objectContaining({ message: "login.password_too_short" }),
    );

    expect((await from("POST", path, { body: { password: "brand-new-1", confirm: "brand-new-1" } })).status).toBe(204);
    expectError(
      await from("POST", path, { body: { password: "brand-new-2", confirm: "brand-new-2" } }),
      400,
      "login.reset_token_invalid",
    );

    expectError(await from("POST", "/api/logout", { token: oldToken }), 401, "common.token_invalid");
    expectError(await signIn(from, account), 401, "login.wrong_credentials");
    expect((await signIn(from, account, "brand-new-1")).status).toBe(200);
  });

  it("answers unknown and deleted emails like known ones (no probing), and refuses unknown links", async () => {
    const from = newSource();
    const deleted = await testAccount({ status: "deleted" });
    for (const email of [`nobody.${newId()}@example.test`, deleted.email])
      expect((await from("POST", "/api/forgot_password", { body: { email } })).status).toBe(204);
    expect(api.outbox.lastTo(deleted.email)).toBeUndefined();
    expectError(
      await from("POST", "/api/reset_password/no-such-token", {
        body: { password: "brand-new-1", confirm: "brand-new-1" },
      }),
      400,
      "login.reset_token_invalid",
    );
  });

  it("limits forgot-password requests per source", async () => {
    const account = await testAccount();
    const from = newSource();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await from("POST", "/api/forgot_password", { body: { email: account.email } })).status);
    expect(statuses).toEqual([...Array(10).fill(204), 429]);
  });
});

describe("POST /api/reset_password_hard", () => {
  it("changes one's own password only with the right old one, keeping the current session", async () => {
    const account = await testAccount();
    const from = newSource();
    const current = (await signIn(from, account)).body.token;
    const other = (await signIn(from, account)).body.token;
    const body = { password: "brand-new-1", confirm: "brand-new-1" };

    expectError(
      await from("POST", "/api/reset_password_hard", { token: current, body }),
      400,
      "employees.old_password_needed",
    );
    expectError(
      await from("POST", "/api/reset_password_hard", { token: current, body: { ...body, old_password: "wrong-pw" } }),
      401,
      "login.wrong_password",
    );
    const changed = await from("POST", "/api/reset_password_hard", {
      token: current,
      body: { ...body, old_password: account.password },
    });
    expect(changed.status).toBe(204);
    expectError(await from("POST", "/api/logout", { token: other }), 401, "common.token_invalid");
    expect((await from("POST", "/api/logout", { token: current })).status).toBe(204);
    expect((await signIn(from, account, "brand-new-1")).status).toBe(200);
  });

  it("lets an admin set an employee's password in the tenant, and nowhere else", async () => {
    const from = newSource();
    const admin = await actorOf(await testAccount({ role: "admin" }));
    const employee = await testAccount({ tenantId: admin.tenantId! });
    const employeeToken = (await signIn(from, employee)).body.token;
    const body = { user_id: employee.user.userId, password: "set-by-admin", confirm: "set-by-admin" };

    expect((await from("POST", "/api/reset_password_hard", { token: admin.token, body })).status).toBe(204);
    expectError(await from("POST", "/api/logout", { token: employeeToken }), 401, "common.token_invalid");
    expect((await signIn(from, employee, "set-by-admin")).status).toBe(200);

    const stranger = await testAccount();
    expectError(
      await from("POST", "/api/reset_password_hard", {
        token: admin.token,
        body: { ...body, user_id: stranger.user.userId },
      }),
      404,
      "employees.not_found",
    );
    const colleague = await actorOf(await testAccount({ tenantId: admin.tenantId! }));
    expectError(
      await from("POST", "/api/reset_password_hard", { token: colleague.token, body }),
      403,
      "common.no_access",
    );
  });
});

describe("POST /api/register and /api/register_many", () => {
  const person = <Extra extends Record<string, unknown>>(extra: Extra = {} as Extra) => ({
    firstName: "Grace",
    lastName: "Hopper",
    email: `grace.${newId().toLowerCase()}@example.test`,
    ...extra,
  });

  it("creates an employee (201) and mails an invitation; a taken email or login is 409", async () => {
    const from = newSource();
    const admin = await actorOf(await testAccount({ role: "admin" }));
    const body = person({ login: `g${newId().toLowerCase()}`, department: "R&D" });
    // A profile's department is one of the structure's (issue 31 item 13).
    expect((await from("POST", "/api/structure", { token: admin.token, body: { name: "R&D" } })).status).toBe(201);
    const created = await from("POST", "/api/register", { token: admin.token, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      client_id: admin.tenantId,
      email: body.email,
      login: body.login,
      roles: ["employee"],
      department: "R&D",
    });
    expect(api.outbox.lastTo(body.email)?.text).toMatch(/\/register\/[A-Za-z0-9_-]+/);

    expectError(
      await from("POST", "/api/register", { token: admin.token, body: person({ email: body.email }) }),
      409,
      "employees.email_exists",
    );
    expectError(
      await from("POST", "/api/register", { token: admin.token, body: person({ login: body.login }) }),
      409,
      "employees.login_taken",
    );
  });

  it("gives exactly one 201 for 5 concurrent registrations of one email", async () => {
    const from = newSource();
    const admin = await actorOf(await testAccount({ role: "admin" }));
    const body = person();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => from("POST", "/api/register", { token: admin.token, body })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((response) => response.status === 409))
      expect(response.body.error.code).toBe("employees.email_exists");
  });

  it("register_many creates exactly the good rows and reports the bad ones", async () => {
    const from = newSource();
    const adminAccount = await testAccount({ role: "admin" });
    const admin = await actorOf(adminAccount);
    const good = [person(), person({ password: "given-pw-1" })];
    const users = [
      good[0],
      { firstName: "No", lastName: "Email" },
      good[1],
      person({ email: good[0]!.email }),
      { email: "bad" },
    ];
    const response = await from("POST", "/api/register_many", { token: admin.token, body: { users } });
    expect(response.status).toBe(200);
    expect(
      response.body.created.map((entry: { row: number; user: { email: string } }) => [entry.row, entry.user.email]),
    ).toEqual([
      [0, good[0]!.email],
      [2, good[1]!.email],
    ]);
    expect(response.body.failed.map((entry: { row: number; code: string }) => [entry.row, entry.code])).toEqual([
      [1, "common.validation"],
      [3, "employees.email_exists"],
      [4, "common.validation"],
    ]);
    expect(response.body.failed[0].details.issues).toContainEqual(expect.objectContaining({ path: "email" }));
    const { data } = await db().entities.user.query.byTenant({ clientId: adminAccount.tenantId }).go({ pages: "all" });
    expect(data.map((user) => user.email).sort()).toEqual([adminAccount.email, good[0]!.email, good[1]!.email].sort());
    expect((await from("POST", "/api/login", { body: { login: good[1]!.email, password: "given-pw-1" } })).status).toBe(
      200,
    );
  });
});

describe("public routes", () => {
  it("refuse malformed bodies with 400 and a catalogue code", async () => {
    const from = newSource();
    const publicRoutes = Object.values(authRoutes).filter((route) => route.access === "public");
    expect(publicRoutes.map((route) => route.path).sort()).toEqual(
      [
        "/api/forgot_password",
        "/api/login",
        "/api/login/two_factor",
        "/api/login/two_factor/setup",
        "/api/loginPage",
        "/api/reset_password/{token}",
      ].sort(),
    );
    for (const route of publicRoutes)
      for (const body of ["not an object", [[1, 2]], {}]) {
        const response = await from(route.method, route.path.replace("{token}", "abc"), { body });
        expect([route.path, response.status]).toEqual([route.path, 400]);
        expect(isErrorCode(response.body?.error?.code)).toBe(true);
      }
  });
});
