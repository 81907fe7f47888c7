import { beforeAll, describe, expect, it } from "vitest";
import type { GroupPage, GroupView, MembershipResult } from "@intranet/contracts/groups";
import type { PostPage, PostView } from "@intranet/contracts";
import type { SearchAnswer } from "@intranet/contracts/search";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant } from "../testing/tokens";
import { uploadThroughApi } from "../testing/upload";
import { gradientPng } from "@intranet/core/testing/png";

/**
 * Groups over HTTP with the real bus: a closed group's request approved, posts on its wall kept
 * to its members in feeds, notifications and search, a private group invisible outside it.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);
const rights = ["groups", "wall"] as const;

let tenantId: string;
let admin: Member, owner: Member, joiner: Member, outsider: Member, noRight: Member, stranger: Member;

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  [admin, owner, joiner, outsider, noRight] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId, { rights: [...rights], profile: { firstName: "Olga", lastName: "Owner" } }),
    member(tenantId, { rights: [...rights], profile: { firstName: "Jo", lastName: "Joiner" } }),
    member(tenantId, { rights: [...rights], profile: { firstName: "Otto", lastName: "Outsider" } }),
    member(tenantId, { rights: ["wall"] }),
  ]);
  stranger = await member(await ensureTestTenant(), { role: "admin" });
});

const create = (who: Caller, body: object) => as(who, "POST", "/api/group/", { body });
const search = async (who: Caller, q: string, type: string) =>
  ((await ok(as(who, "GET", `/api/search?q=${encodeURIComponent(q)}`))) as SearchAnswer).groups
    .find((group) => group.type === type)
    ?.hits.map((hit) => hit.id) ?? [];

describe("groups over HTTP", () => {
  it("creates by the spec's rules, and refuses without the groups right or with bad fields", async () => {
    // Refusals name the catalogue code of each field (the SPA shows it under the field).
    const issue = async (body: object) => {
      const response = await create(owner, body);
      expectError(response, 400, "common.validation");
      return (response.body as { error: { details: { issues: Array<{ message: string }> } } }).error.details.issues[0]
        ?.message;
    };
    expect(await issue({ name: "", description: "d", type: "public" })).toBe("common.empty_fields");
    expect(await issue({ name: "x".repeat(51), description: "d", type: "public" })).toBe("groups.incorrect_fields");
    expectError(await create(noRight, { name: "Chess", description: "d", type: "public" }), 403, "common.no_access");
    const chess: GroupView = await ok(create(owner, { name: "Chess", description: "Friday games", type: "public" }));
    expect(chess).toMatchObject({ name: "Chess", type: "public", membersCount: 1, standing: "owner" });
    expectError(await as(stranger, "GET", `/api/group/${chess._id}`), 404, "groups.not_found");
  });

  it("runs a closed group's request to approval, with the notification, and keeps its wall to members", async () => {
    const club: GroupView = await ok(
      create(owner, { name: "Book club", description: "Monthly reads and notes", type: "closed" }),
    );
    const path = `/api/group/${club._id}`;
    const requested: MembershipResult = await ok(as(joiner, "POST", `${path}/join`));
    expect(requested.standing).toBe("requested");
    expectError(await as(joiner, "POST", `${path}/join`), 409, "groups.request_exists");
    expectError(await as(outsider, "GET", `${path}/requests`), 403, "common.no_access");
    const requests = await ok(as(owner, "GET", `${path}/requests`));
    expect(requests.items.map((person: { userId: string }) => person.userId)).toEqual([joiner.userId]);
    await api.bus.drain();
    const ownerNotes = await ok(as(owner, "GET", `/api/notification/${tenantId}/groups/${owner.userId}/now`));
    expect(JSON.stringify(ownerNotes)).toContain("Book club");

    expect(await ok(as(owner, "POST", `${path}/requests/${joiner.userId}/approve`))).toMatchObject({
      standing: "member",
      membersCount: 2,
    });
    const post: PostView = await ok(
      as(joiner, "POST", "/api/post", {
        body: { message: "<p>Next month: Middlemarch</p>", parent: { type: "group", id: club._id } },
      }),
      201,
    );
    const feed: PostPage = await ok(as(owner, "GET", `${path}/posts/0`));
    expect(feed.items.map((item) => item._id)).toEqual([post._id]);
    expectError(await as(outsider, "GET", `${path}/posts/0`), 403, "common.no_access");
    expectError(await as(outsider, "GET", `/api/post/${post._id}`), 404, "posts.not_found");
    expectError(await as(outsider, "PUT", `/api/post/${post._id}/like`), 404, "posts.not_found");
    const wall: PostPage = await ok(as(outsider, "GET", `/api/post/news/${tenantId}/0`));
    expect(wall.items.map((item) => item._id)).not.toContain(post._id);

    await api.bus.drain();
    expect(await search(owner, "Middlemarch", "post")).toEqual([post._id]);
    expect(await search(outsider, "Middlemarch", "post")).toEqual([]);
    expect(await search(outsider, "Book club", "group")).toEqual([club._id]);
    const notes = await ok(as(owner, "GET", `/api/notification/${tenantId}/groups/${owner.userId}/now`));
    expect(JSON.stringify(notes)).toContain("Middlemarch");
    const outsiderNotes = await ok(as(outsider, "GET", `/api/notification/${tenantId}/all/${outsider.userId}/now`));
    expect(JSON.stringify(outsiderNotes)).not.toContain("Middlemarch");
  });

  it("keeps a private group invisible outside it: lists, get, search", async () => {
    const board: GroupView = await ok(
      create(owner, { name: "Board room", description: "Owners only", type: "private" }),
    );
    await api.bus.drain();
    const listed = (who: Caller) => ok(as(who, "GET", `/api/group/byClient/${tenantId}`)) as Promise<GroupPage>;
    expect((await listed(owner)).items.map((group) => group._id)).toContain(board._id);
    expect((await listed(outsider)).items.map((group) => group._id)).not.toContain(board._id);
    expectError(await as(outsider, "GET", `/api/group/${board._id}`), 404, "groups.not_found");
    expectError(await as(outsider, "GET", `/api/group/can_read_by/${board._id}`), 404, "groups.not_found");
    expect(await search(outsider, "Board room", "group")).toEqual([]);
    expect(await search(owner, "Board room", "group")).toEqual([board._id]);
    expectError(await as(stranger, "GET", `/api/group/byClient/${tenantId}`), 403, "common.no_access");

    // The owner hands over, leaves; a company admin deletes, and it is gone for everyone.
    await ok(as(owner, "POST", `/api/group/${board._id}/grants/user/${joiner.userId}`, { body: { role: "admin" } }));
    expectError(await as(owner, "POST", `/api/group/${board._id}/leave`), 409, "groups.owner_cannot_leave");
    expect(
      await ok(as(owner, "PUT", `/api/group/${board._id}/replace_owner`, { body: { user_id: joiner.userId } })),
    ).toMatchObject({ owner: joiner.userId, standing: "admin" });
    expect(await ok(as(admin, "DELETE", `/api/group/${board._id}`))).toEqual({ _id: board._id, deleted: true });
    expectError(await as(joiner, "GET", `/api/group/${board._id}`), 404, "groups.not_found");
    await api.bus.drain();
    expect(await search(joiner, "Board room", "group")).toEqual([]);
  });
});

describe("a group's pictures", () => {
  it("takes an avatar filed under the group from its managers only", async () => {
    const team: GroupView = await ok(create(owner, { name: "Design", description: "Pixels", type: "public" }));
    const upload = (who: Caller) =>
      uploadThroughApi(as, who, {
        bytes: gradientPng(200, 200),
        name: "logo.png",
        contentType: "image/png",
        module: "profile",
        owner: { type: "group", id: team._id },
      });
    const fileId = await upload(owner);
    const path = `/api/group/${team._id}/image/avatar`;
    expectError(await as(outsider, "PUT", path, { body: { fileId } }), 403, "common.no_access");
    const view: GroupView = await ok(as(owner, "PUT", path, { body: { fileId } }));
    expect((await fetch(view.avatar!)).status).toBe(200);
    const cleared: GroupView = await ok(as(owner, "DELETE", path));
    expect(cleared.avatar).toBeUndefined();
    expect((await fetch(view.avatar!)).status).toBe(404);

    // A deleted group takes its pictures with it.
    const again: GroupView = await ok(as(owner, "PUT", path, { body: { fileId: await upload(owner) } }));
    expect((await fetch(again.avatar!)).status).toBe(200);
    await ok(as(owner, "DELETE", `/api/group/${team._id}`));
    expect((await fetch(again.avatar!)).status).toBe(404);
  });
});
