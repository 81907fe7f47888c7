import { describe, expect, it } from "vitest";
import { authenticate } from "../auth";
import { countDynamoCalls } from "../testing/dynamo-calls";
import { refusal } from "../testing/capture";
import { superadminIn } from "../testing/actors";
import { db } from "./entities";
import { member, tenantWithAdmin } from "./test-support";
import { openSession } from "./sessions";
import {
  endEmployeeSession,
  endOtherSessions,
  endOwnSession,
  listEmployeeSessions,
  listOwnSessions,
} from "./sessions-list";
import { getCompanyNetworks, putCompanyNetworks } from "./company-networks";
import { LAST_SEEN_INTERVAL_MS, noteSessionSeen } from "./session-seen";
import { changeRole } from "./roles";
import { journalQuery } from "../journal";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const bearer = (token: string) => `Bearer ${token}`;

describe("a person's sessions", () => {
  it("lists them with device, place (named networks, private, masked), this one first; ends one or all others", async () => {
    const { tenantId, admin } = await tenantWithAdmin();
    const ann = await member(tenantId);
    await putCompanyNetworks(admin.actor, tenantId, { networks: [{ name: "Moscow office", cidr: "203.0.113.0/24" }] });
    const office = await openSession(
      { clientId: tenantId, userId: ann.userId },
      { sourceIp: "203.0.113.9", userAgent: chrome },
    );
    const home = await openSession({ clientId: tenantId, userId: ann.userId }, { sourceIp: "198.51.100.23" });

    const { sessions } = await listOwnSessions(ann.actor);
    expect(sessions.map((session) => session.id)).toEqual([ann.sessionId, expect.any(String), expect.any(String)]);
    expect(sessions[0]!.current).toBe(true);
    const byId = new Map(sessions.map((session) => [session.id, session]));
    expect(byId.get(office.sessionId)).toMatchObject({
      current: false,
      device: { browser: "Chrome 131", os: "Windows", mobile: false },
      place: { kind: "network", name: "Moscow office" },
    });
    expect(byId.get(home.sessionId)!.place).toEqual({ kind: "address", address: "198.51.100.*" });

    // Another person's session id is not found, and stays open.
    const bob = await member(tenantId);
    expect(await refusal(() => endOwnSession(bob.actor, office.sessionId))).toBe("sessions.not_found");
    await endOwnSession(ann.actor, office.sessionId);
    expect(await refusal(() => authenticate(bearer(office.token), undefined))).toBe("common.token_invalid");
    expect(await refusal(() => endOwnSession(ann.actor, office.sessionId))).toBe("sessions.not_found");

    expect(await endOtherSessions(ann.actor)).toEqual({ ended: 1 });
    expect(await refusal(() => authenticate(bearer(home.token), undefined))).toBe("common.token_invalid");
    expect((await listOwnSessions(ann.actor)).sessions.map((session) => session.id)).toEqual([ann.sessionId]);
    expect((await authenticate(bearer(ann.token), undefined)).userId).toBe(ann.userId);
  });

  it("lets the company's admin see and end an employee's sessions, never another company's", async () => {
    const { tenantId, admin } = await tenantWithAdmin();
    const ann = await member(tenantId);
    const other = await tenantWithAdmin();
    expect((await listEmployeeSessions(admin.actor, ann.userId)).sessions.map((session) => session.id)).toEqual([
      ann.sessionId,
    ]);
    expect(await refusal(() => listEmployeeSessions(other.admin.actor, ann.userId))).toBe("employees.not_found");
    expect(await refusal(() => endEmployeeSession(other.admin.actor, ann.userId, ann.sessionId))).toBe(
      "employees.not_found",
    );
    const colleague = await member(tenantId);
    expect(await refusal(() => listEmployeeSessions(colleague.actor, ann.userId))).toBe("common.no_access");
    await endEmployeeSession(superadminIn(tenantId), ann.userId, ann.sessionId);
    expect(await refusal(() => authenticate(bearer(ann.token), undefined))).toBe("common.token_invalid");
  });

  it("ends every session of a person whose roles change", async () => {
    const { tenantId, admin } = await tenantWithAdmin();
    const ann = await member(tenantId);
    const second = await openSession({ clientId: tenantId, userId: ann.userId });
    await changeRole(admin.actor, ann.userId, "admin", true);
    for (const token of [ann.token, second.token])
      expect(await refusal(() => authenticate(bearer(token), undefined))).toBe("common.token_invalid");
    // The admin who changed them keeps theirs.
    expect((await authenticate(bearer(admin.token), undefined)).userId).toBe(admin.userId);
  });
});

describe("last seen", () => {
  it("costs the request nothing within the interval, and one conditional write past it", async () => {
    const ann = await member((await tenantWithAdmin()).tenantId);
    const calls = countDynamoCalls();
    try {
      await authenticate(bearer(ann.token), undefined);
      await authenticate(bearer(ann.token), undefined);
      expect(calls.counts).toEqual({ TransactGetItemsCommand: 2 });

      const key = { clientId: ann.tenantId, userId: ann.userId, sessionId: ann.sessionId };
      const longAgo = new Date(Date.now() - LAST_SEEN_INTERVAL_MS - 1000).toISOString();
      await db().entities.session.patch(key).set({ lastSeenAt: longAgo }).go();
      calls.reset();
      await authenticate(bearer(ann.token), undefined);
      expect(calls.counts).toEqual({ TransactGetItemsCommand: 1, UpdateItemCommand: 1 });
      const { data } = await db().entities.session.get(key).go();
      expect(Date.parse(data!.lastSeenAt!)).toBeGreaterThan(Date.now() - 10_000);
      calls.reset();
      await authenticate(bearer(ann.token), undefined);
      expect(calls.counts).toEqual({ TransactGetItemsCommand: 1 });

      // A request that read the stale value after another refreshed it: the condition refuses, quietly.
      const fresh = data!.lastSeenAt!;
      await noteSessionSeen({ ...key, createdAt: data!.createdAt, lastSeenAt: longAgo });
      expect((await db().entities.session.get(key).go()).data!.lastSeenAt).toBe(fresh);
    } finally {
      calls.stop();
    }
  });
});

describe("the company's named networks", () => {
  it("are checked, journaled, and only for that company's admin", async () => {
    const { tenantId, admin } = await tenantWithAdmin();
    expect(await getCompanyNetworks(admin.actor, tenantId)).toEqual({ client_id: tenantId, networks: [] });
    expect(
      await refusal(() =>
        putCompanyNetworks(admin.actor, tenantId, { networks: [{ name: "Office", cidr: "203.0.113.0/33" }] }),
      ),
    ).toBe("sessions.network_invalid");
    expect(
      await refusal(() =>
        putCompanyNetworks(admin.actor, tenantId, {
          networks: [
            { name: "A", cidr: "10.0.0.0/8" },
            { name: "B", cidr: "10.0.0.0/8" },
          ],
        }),
      ),
    ).toBe("sessions.network_repeated");
    expect((await getCompanyNetworks(admin.actor, tenantId)).networks).toEqual([]);

    const saved = await putCompanyNetworks(admin.actor, tenantId, {
      networks: [
        { name: "Moscow office", cidr: "203.0.113.0/24" },
        { name: "Kyiv VPN", cidr: "2001:DB8:42::/48" },
      ],
    });
    expect(saved.networks).toEqual([
      { name: "Moscow office", cidr: "203.0.113.0/24" },
      { name: "Kyiv VPN", cidr: "2001:db8:42::/48" },
    ]);
    const { data: entries } = await journalQuery(tenantId, { section: "company" }).go();
    expect(entries.filter((entry) => entry.action === "company.networks")).toHaveLength(1);

    const employee = await member(tenantId);
    expect(await refusal(() => getCompanyNetworks(employee.actor, tenantId))).toBe("common.no_access");
    const other = await tenantWithAdmin();
    expect(await refusal(() => getCompanyNetworks(other.admin.actor, tenantId))).toBe("common.no_access");
    expect((await getCompanyNetworks(superadminIn(tenantId), tenantId)).networks).toHaveLength(2);
  });
});
