import { beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { SessionView } from "@intranet/contracts/sessions";
import { openSession } from "@intranet/core/users";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

/**
 * Sessions over HTTP: one's own (list, end one, end the others), an admin's view of an employee's,
 * the company's named networks, and the socket of an ended session closing within seconds.
 */
const api = useTestApi();

const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

let tenantId: string;
let admin: Member, strangerAdmin: Member;
let superadmin: Caller;

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  const otherTenant = await ensureTestTenant();
  [admin, strangerAdmin] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(otherTenant, { role: "admin" }),
  ]);
  superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId };
});

/**
 * A second session of the person, as a sign-in from "another browser" opens it (the sign-in route
 * itself is the auth area's test).
 */
async function signInAgain(person: Member): Promise<Caller & { sessionId: string }> {
  const session = await openSession(
    { clientId: tenantId, userId: person.userId },
    { sourceIp: "127.0.0.1", userAgent: firefox },
  );
  return { token: session.token, tenantId, sessionId: session.sessionId };
}

const ids = (sessions: SessionView[]) => sessions.map((session) => session.id);

describe("one's own sessions", () => {
  it("lists them (this one first, device and place), ends one, then all others; the ended token is refused", async () => {
    const ann = await member(tenantId);
    const laptop = await signInAgain(ann);
    const phone = await signInAgain(ann);
    const { sessions } = await ok(api.as(ann, "GET", "/api/sessions"));
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ id: ann.sessionId, current: true });
    expect(sessions.find((session: SessionView) => session.id === laptop.sessionId)).toMatchObject({
      current: false,
      device: { browser: "Firefox 133", os: "Linux" },
      place: { kind: "private" }, // a loopback address
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });

    await ok(api.as(ann, "DELETE", `/api/sessions/${laptop.sessionId}`), 204);
    expectError(await api.as(laptop, "GET", "/api/sessions"), 401, "common.token_invalid");
    expectError(await api.as(ann, "DELETE", `/api/sessions/${laptop.sessionId}`), 404, "sessions.not_found");

    // Someone else's session is not found, and stays open.
    const bob = await member(tenantId);
    expectError(await api.as(bob, "DELETE", `/api/sessions/${phone.sessionId}`), 404, "sessions.not_found");
    expect(ids((await ok(api.as(phone, "GET", "/api/sessions"))).sessions)).toContain(phone.sessionId);

    expect(await ok(api.as(ann, "POST", "/api/sessions/end_others"))).toEqual({ ended: 1 });
    expectError(await api.as(phone, "GET", "/api/sessions"), 401, "common.token_invalid");
    expect(ids((await ok(api.as(ann, "GET", "/api/sessions"))).sessions)).toEqual([ann.sessionId]);
  });

  it("closes the socket of an ended session within seconds, and leaves the others open", async () => {
    const ann = await member(tenantId);
    const other = await signInAgain(ann);
    const ended = await openSocket(other);
    const kept = await openSocket(ann);
    const started = Date.now();
    await ok(api.as(ann, "DELETE", `/api/sessions/${other.sessionId}`), 204);
    await ended.closed;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(kept.socket.readyState).toBe(WebSocket.OPEN);
    kept.socket.close();
  });
});

describe("an employee's sessions, for their company's admin", () => {
  it("are listed and ended by the admin or a superadmin inside, not by an employee or another company", async () => {
    const ann = await member(tenantId);
    const laptop = await signInAgain(ann);
    const socket = await openSocket(laptop);
    const path = `/api/user/${ann.userId}/sessions`;
    expect(ids((await ok(api.as(admin, "GET", path))).sessions).sort()).toEqual(
      [ann.sessionId, laptop.sessionId].sort(),
    );
    expectError(await api.as(ann, "GET", path), 403, "common.no_access");
    expectError(await api.as(strangerAdmin, "GET", path), 404, "employees.not_found");
    expectError(await api.as(strangerAdmin, "DELETE", `${path}/${laptop.sessionId}`), 404, "employees.not_found");
    expectError(await api.as(admin, "DELETE", `${path}/no-such-session`), 404, "sessions.not_found");

    await ok(api.as(admin, "DELETE", `${path}/${laptop.sessionId}`), 204);
    await socket.closed;
    expectError(await api.as(laptop, "GET", "/api/sessions"), 401, "common.token_invalid");
    await ok(api.as(superadmin, "DELETE", `${path}/${ann.sessionId}`), 204);
    expectError(await api.as(ann, "GET", "/api/sessions"), 401, "common.token_invalid");
  });

  it("all end, sockets too, when an admin changes the person's roles", async () => {
    const ann = await member(tenantId);
    const socket = await openSocket(ann);
    await ok(api.as(admin, "PUT", `/api/user/${ann.userId}/role/admin`));
    await socket.closed;
    expectError(await api.as(ann, "GET", "/api/sessions"), 401, "common.token_invalid");
  });

  it("close their sockets when the person is fired", async () => {
    const ann = await member(tenantId);
    const socket = await openSocket(ann);
    await ok(api.as(admin, "PUT", `/api/user/delete/${ann.userId}`, { body: { mode: "fire" } }));
    await socket.closed;
  });
});

describe("the company's named networks", () => {
  const path = () => `/api/clients/${tenantId}/settings/networks`;

  it("are set by its admin, checked, and name the place of sessions from them", async () => {
    expectError(
      await api.as(admin, "PUT", path(), { body: { networks: [{ name: "Office", cidr: "300.1.1.0/24" }] } }),
      400,
      "sessions.network_invalid",
    );
    const unnamed = await api.as(admin, "PUT", path(), { body: { networks: [{ name: " ", cidr: "10.0.0.0/8" }] } });
    expectError(unnamed, 400, "common.validation");
    expect(unnamed.body.error.details.issues[0]).toMatchObject({
      path: "networks.0.name",
      message: "sessions.network_name_required",
    });
    const saved = await ok(
      api.as(admin, "PUT", path(), { body: { networks: [{ name: "Test bench", cidr: "127.0.0.0/8" }] } }),
    );
    expect(saved).toMatchObject({ client_id: tenantId, networks: [{ name: "Test bench", cidr: "127.0.0.0/8" }] });
    expect((await ok(api.as(superadmin, "GET", path()))).networks).toHaveLength(1);

    const ann = await member(tenantId);
    await signInAgain(ann);
    const { sessions } = await ok(api.as(ann, "GET", "/api/sessions"));
    expect(sessions.find((session: SessionView) => !session.current).place).toEqual({
      kind: "network",
      name: "Test bench",
    });
  });

  it("are refused to employees and to another company's admin", async () => {
    const ann = await member(tenantId);
    expectError(await api.as(ann, "GET", path()), 403, "common.no_access");
    expectError(await api.as(strangerAdmin, "GET", path()), 403, "common.no_access");
    expectError(await api.as(strangerAdmin, "PUT", path(), { body: { networks: [] } }), 403, "common.no_access");
  });
});

/** A socket of the caller's session; `closed` settles when the server closes it. */
async function openSocket(who: Caller) {
  const socket = new WebSocket(
    `${api.gateway.wsUrl}?token=${encodeURIComponent(who.token)}&client_id=${encodeURIComponent(who.tenantId)}`,
  );
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const closed = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the socket stayed open")), 5000);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  closed.catch(() => undefined);
  return { socket, closed };
}
