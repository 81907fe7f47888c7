import { describe, expect, it } from "vitest";
import { reportsOfMonth } from "@intranet/core/analytics";
import { notify } from "@intranet/core/notifications";
import { newId } from "@intranet/core/platform";
import { member } from "@intranet/core/users/test-support";
import { useTestApi, type CallOptions, type CallResult } from "../testing/api";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

/**
 * A platform superadmin inside a tenant (the company header, not a user of it): the calls the SPA
 * makes on every page answer cleanly, and a look at a post is not counted as a member's view.
 */
const api = useTestApi();

function expectError(response: CallResult, status: number, code: string) {
  expect([response.status, response.body?.error?.code], response.text).toEqual([status, code]);
}

describe("a superadmin who entered a tenant", () => {
  it("has an honest empty notification center there: count 0, no items, nothing to mark", async () => {
    const tenantId = await ensureTestTenant();
    const root = await tokenFor({ role: "superadmin" });
    const call = (method: string, path: string, options: CallOptions = {}) =>
      api.call(method, path, { token: root.token, clientId: tenantId, ...options });

    const unread = await call("GET", `/api/notification/unread/${tenantId}/${root.userId}`);
    expect([unread.status, unread.body], unread.text).toEqual([200, { count: 0 }]);
    const page = await call("GET", `/api/notification/${tenantId}/all/${root.userId}/now`);
    expect([page.status, page.body], page.text).toEqual([200, { items: [], next: null }]);
    const section = await call("GET", `/api/notification/${tenantId}/posts/${root.userId}/now?read=false`);
    expect([section.status, section.body], section.text).toEqual([200, { items: [], next: null }]);
    const mine = await call("GET", `/api/notification/${tenantId}/all`);
    expect([mine.status, mine.body], mine.text).toEqual([200, { items: [], next: null }]);
    const markAll = await call("PUT", `/api/notification/${tenantId}/all/read`);
    expect([markAll.status, markAll.body], markAll.text).toEqual([200, { marked: 0, unread: 0, pending: false }]);

    // Still no reach into another tenant through the path, nor without entering one.
    expectError(
      await call("GET", `/api/notification/unread/${await ensureTestTenant()}/${root.userId}`),
      403,
      "common.no_access",
    );
    expectError(
      await api.call("GET", `/api/notification/unread/${tenantId}/${root.userId}`, { token: root.token }),
      403,
      "common.wrong_client",
    );
  });

  it("gets clean answers from the center's single-item and settings routes", async () => {
    const tenantId = await ensureTestTenant();
    const grace = (await member(tenantId, { profile: { firstName: "Grace", lastName: "Hill" } }))!;
    const { stored } = await notify(tenantId, [grace.userId], {
      section: "other",
      kind: "test",
      title: "Hello",
      body: "Body",
    });
    const graceItem = stored[grace.userId]!;
    const root = await tokenFor({ role: "superadmin" });
    const call = (method: string, path: string, options: CallOptions = {}) =>
      api.call(method, path, { token: root.token, clientId: tenantId, ...options });

    // Their own settings: what a member who never chose gets (the tenant's defaults apply).
    const settings = await call("GET", `/api/user/notifications/${root.userId}`);
    expect(settings.status, settings.text).toBe(200);
    expect(settings.body).toMatchObject({ client_id: tenantId, user_id: root.userId, channels: {}, sections: {} });
    expect(settings.body.effective.channels).toMatchObject({ system: true, center: true, email: false });
    const members = await api.call("GET", `/api/user/notifications/${grace.userId}`, {
      token: grace.token,
      clientId: tenantId,
    });
    expect(settings.body.effective).toEqual(members.body.effective);
    // Saving makes no sense (never notified there): a clear refusal, nothing stored.
    const body = { channels: { email: true }, sections: {} };
    expectError(await call("PUT", `/api/user/notifications/${root.userId}`, { body }), 403, "common.no_access");
    expect((await call("GET", `/api/user/notifications/${root.userId}`)).body.channels).toEqual({});

    // A notification id is never theirs: the same 404 as an employee's missing id, read or marked.
    for (const id of [graceItem, newId()]) {
      expectError(await call("GET", `/api/notification/${id}`), 404, "notifications.not_found");
      expectError(await call("GET", `/api/notification/${id}?user_id=${root.userId}`), 404, "notifications.not_found");
      expectError(await call("PUT", `/api/notification/${id}/read`), 404, "notifications.not_found");
    }
    // As the admin they are, they still read an employee's notification by naming them, unchanged.
    const asAdmin = await call("GET", `/api/notification/${graceItem}?user_id=${grace.userId}`);
    expect([asAdmin.status, asAdmin.body._id, asAdmin.body.read], asAdmin.text).toEqual([200, graceItem, false]);
    const own = await api.call("GET", `/api/notification/${graceItem}`, { token: grace.token, clientId: tenantId });
    expect([own.status, own.body._id], own.text).toEqual([200, graceItem]);
  });

  it("looks at a post without it counting as a view: 204, nothing recorded; a missing post is 404", async () => {
    const tenantId = await ensureTestTenant();
    const author = (await member(tenantId, { rights: ["wall"], profile: { firstName: "Ann", lastName: "Archer" } }))!;
    const reader = (await member(tenantId, { rights: ["wall"], profile: { firstName: "Bob", lastName: "Baker" } }))!;
    const created = await api.call("POST", "/api/post", {
      token: author.token,
      clientId: tenantId,
      body: { message: "<p>Hello, wall</p>" },
    });
    expect(created.status, created.text).toBe(201);
    const postId: string = created.body._id;
    const root = await tokenFor({ role: "superadmin" });

    const visit = await api.call("PUT", `/api/post/${postId}/view`, { token: root.token, clientId: tenantId });
    expect([visit.status, visit.text], visit.text).toEqual([204, ""]);
    const seen = await api.call("GET", `/api/post/${postId}`, { token: root.token, clientId: tenantId });
    expect(seen.body.viewsCount).toBe(0);
    expectError(
      await api.call("PUT", `/api/post/${newId()}/view`, { token: root.token, clientId: tenantId }),
      404,
      "posts.not_found",
    );

    // Their own event feed and mentions in the tenant are empty, not "employee not found".
    for (const feed of ["user_feed", "mentions"]) {
      const own = await api.call("GET", `/api/post/${feed}/${root.userId}/0`, {
        token: root.token,
        clientId: tenantId,
      });
      expect([own.status, own.body], own.text).toEqual([200, { items: [], cursor: null, seenUpTo: null }]);
    }

    // A member's view still counts once.
    const view = await api.call("PUT", `/api/post/${postId}/view`, { token: reader.token, clientId: tenantId });
    expect([view.status, view.body.viewsCount], view.text).toEqual([200, 1]);
  });

  it("reads and saves their own record from inside a tenant and outside; their own follow lists are empty", async () => {
    const tenantId = await ensureTestTenant();
    const root = await tokenFor({ role: "superadmin" });
    const inside = (method: string, path: string, options: CallOptions = {}) =>
      api.call(method, path, { token: root.token, clientId: tenantId, ...options });

    // The language switch and the own profile's editor: PUT /api/user/{self} saves their platform record.
    const saved = await inside("PUT", `/api/user/${root.userId}`, { body: { lang: "ru", position: "Platform" } });
    expect([saved.status, saved.body._id, saved.body.lang, saved.body.position], saved.text).toEqual([
      200,
      root.userId,
      "ru",
      "Platform",
    ]);
    expect(saved.body.client_id).toBe("$platform");
    const outside = await api.call("PUT", `/api/user/${root.userId}`, { token: root.token, body: { lang: "ua" } });
    expect([outside.status, outside.body.lang], outside.text).toEqual([200, "ua"]);
    const read = await inside("GET", `/api/user/${root.userId}`);
    expect([read.status, read.body.lang, read.body.position], read.text).toEqual([200, "ua", "Platform"]);
    // Anyone else's id is still looked up in the tenant only.
    expectError(await inside("GET", `/api/user/${newId()}`), 404, "employees.not_found");
    expectError(await api.call("GET", `/api/user/${newId()}`, { token: root.token }), 403, "common.wrong_client");

    for (const list of ["followers", "following"]) {
      const own = await inside("GET", `/api/user/${root.userId}/${list}`);
      expect([own.status, own.body], own.text).toEqual([200, { items: [], cursor: null }]);
    }
  });

  it("sends usage reports that are accepted and not counted as the tenant's usage", async () => {
    const tenantId = await ensureTestTenant();
    const root = await tokenFor({ role: "superadmin" });
    const at = Date.now() - 60_000; // reports must be recent (analytics.report_time)
    const month = new Date(at).toISOString().slice(0, 7);
    const options = { token: root.token, clientId: tenantId };
    const session = await api.call("POST", "/api/analytics/visitors", {
      ...options,
      body: { sessionStart: at - 60_000, currentTime: at, userId: root.userId, clientId: tenantId },
    });
    expect([session.status, session.text]).toEqual([204, ""]);
    const visit = await api.call("POST", "/api/analytics/modules", {
      ...options,
      body: { module: "wall", timestamp: at, user_id: root.userId, client_id: tenantId },
    });
    expect([visit.status, visit.text]).toEqual([204, ""]);
    const recorded = [
      ...(await reportsOfMonth(tenantId, "session", month)),
      ...(await reportsOfMonth(tenantId, "module", month)),
    ];
    expect(recorded.filter((report) => report.userId === root.userId)).toEqual([]);
    // Still only about themselves.
    const other = await api.call("POST", "/api/analytics/modules", {
      ...options,
      body: { module: "wall", timestamp: at, user_id: newId(), client_id: tenantId },
    });
    expectError(other, 403, "common.no_access");
  });
});
