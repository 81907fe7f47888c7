import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "@intranet/core/platform";
import { member } from "@intranet/core/users/test-support";
import { startTestApi, type CallOptions, type CallResult, type TestApi } from "../testing/api";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

/**
 * A platform superadmin inside a tenant (the company header, not a user of it): the calls the SPA
 * makes on every page answer cleanly, and a look at a post is not counted as a member's view.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

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
});
