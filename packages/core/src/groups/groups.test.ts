import { beforeAll, describe, expect, it } from "vitest";
import { createGroupBodySchema, type GroupType, type GroupView } from "@intranet/contracts/groups";
import { createPostBodySchema } from "@intranet/contracts";
import { commentsFeed, createComment, createPost, getPost, userFeed } from "../posts";
import { capture } from "../testing/capture";
import { member, type Member } from "../users/test-support";
import { canReadBy, deleteGroup, getGroup, groupsOfUser, listGroups, updateGroup } from "./groups";
import {
  acceptInvitation,
  approve,
  declineInvitation,
  invite,
  join,
  leave,
  reject,
  revokeUser,
  grantUser,
} from "./membership";
import { replaceOwner } from "./owner";
import { groupPeople } from "./people";
import { handleGroupEvent } from "./subscriber";
import { findGroup } from "./store";
import { groupFeed } from "./wall";
import { groupsTenant, newGroup, type GroupsTenant } from "./test-support";
import { ensureTestTenant } from "../testing/actors";
import * as z from "zod/mini";
import { searchQuerySchema } from "@intranet/contracts/search";
import { registerReaderLabels, registerSearchSource, reindexTenant, search, searchSources } from "../search";
import { wallSearchSource } from "../posts";
import { groupsSearchSource } from "./search-source";
import { groupReaderLabels } from "./wall";

const groupPost = (actor: Member["actor"], groupId: string, message = "<p>Hello, group</p>", mentions: string[] = []) =>
  createPost(actor, createPostBodySchema.parse({ message, mentions, parent: { type: "group", id: groupId } }));

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;

describe("groups: who finds, reads and posts", () => {
  let t: GroupsTenant;
  let groups: Record<GroupType, GroupView>;
  let member_: Member, outsider: Member, requester: Member, invitee: Member, stranger: Member;

  beforeAll(async () => {
    t = await groupsTenant(4);
    [member_, outsider, requester, invitee] = t.people as [Member, Member, Member, Member];
    stranger = await member(await ensureTestTenant(), { role: "admin" });
    groups = {
      public: await newGroup(t.owner.actor, "public"),
      closed: await newGroup(t.owner.actor, "closed"),
      private: await newGroup(t.owner.actor, "private"),
    };
    for (const type of ["public", "closed", "private"] as const) {
      const { _id } = groups[type];
      await grantUser(t.owner.actor, _id, member_.userId, "member");
      await invite(t.owner.actor, _id, [invitee.userId]);
      if (type === "closed") await join(requester.actor, _id);
    }
  });

  /** The matrix of the issue: type × person → find, read the wall, post; every cell asserted. */
  const expected: Record<GroupType, Record<string, [find: boolean, read: boolean, post: boolean]>> = {
    public: {
      member: [true, true, true],
      outsider: [true, true, false],
      invitee: [true, true, false],
      admin: [true, true, false],
    },
    closed: {
      member: [true, true, true],
      outsider: [true, false, false],
      requester: [true, false, false],
      invitee: [true, false, false],
      admin: [true, true, false],
    },
    private: {
      member: [true, true, true],
      outsider: [false, false, false],
      invitee: [true, false, false],
      admin: [true, true, false],
    },
  };

  it("answers every cell of the visibility matrix in get, can_read_by, the feed and posting", async () => {
    const who: Record<string, Member> = { member: member_, outsider, requester, invitee, admin: t.admin };
    for (const type of ["public", "closed", "private"] as const) {
      const groupId = groups[type]._id;
      const post = await groupPost(member_.actor, groupId, `<p>In the ${type} group</p>`);
      for (const [role, [find, read, canPost]] of Object.entries(expected[type])) {
        const actor = who[role]!.actor;
        const cell = `${type}/${role}`;
        expect(await code(() => getGroup(actor, groupId)), cell).toBe(find ? undefined : "groups.not_found");
        if (find) expect(await canReadBy(actor, groupId), cell).toMatchObject({ read, post: canPost });
        const feed = await capture(() => groupFeed(actor, groupId, null));
        if (read)
          expect(
            feed.value?.items.map((item) => item._id),
            cell,
          ).toContain(post._id);
        else expect(feed.code, cell).toBe(find ? "common.no_access" : "groups.not_found");
        expect(await code(() => getPost(actor, post._id)), cell).toBe(read ? undefined : "posts.not_found");
        expect(await code(() => groupPost(actor, groupId)), cell).toBe(
          canPost ? undefined : find ? "common.no_access" : "groups.not_found",
        );
      }
      // Another tenant's admin finds nothing, not even the post.
      expect(await code(() => getGroup(stranger.actor, groupId))).toBe("groups.not_found");
      expect(await code(() => getPost(stranger.actor, post._id))).toBe("posts.not_found");
    }
  });

  it("answers the matrix in search too: a group's posts to its members, a private group to its members", async () => {
    for (const source of [wallSearchSource, groupsSearchSource])
      if (!searchSources().includes(source)) registerSearchSource(source);
    registerReaderLabels(groupReaderLabels);
    const words: Record<GroupType, string> = { public: "Quokka", closed: "Wombat", private: "Platypus" };
    for (const type of ["public", "closed", "private"] as const)
      await groupPost(member_.actor, groups[type]._id, `<p>${words[type]} sighting</p>`);
    await reindexTenant(t.tenantId);
    const who: Record<string, Member> = { member: member_, outsider, requester, invitee, admin: t.admin };
    const found = async (person: Member, q: string, type: "group" | "post") =>
      (await search(person.actor, z.parse(searchQuerySchema, { q, types: type }))).groups.flatMap((group) =>
        group.hits.map((hit) => hit.id),
      );
    for (const type of ["public", "closed", "private"] as const)
      for (const [role, person] of Object.entries(who)) {
        const cell = `${type}/${role}`;
        // Posts: the group's members only (see docs: a group turned private leaks nothing).
        expect((await found(person, words[type], "post")).length, cell).toBe(role === "member" ? 1 : 0);
        // The group itself: everyone for public and closed ones, members for a private one.
        const groupFound = (await found(person, `${type} group`, "group")).includes(groups[type]._id);
        expect(groupFound, cell).toBe(type !== "private" || role === "member");
      }
    expect(await found(stranger, "public group", "group")).toEqual([]);
  });

  it("lists what each person may find: private groups only for their members and invitees", async () => {
    const names = async (who: Member) =>
      (await listGroups(who.actor, t.tenantId, { limit: 100 })).items.map((group) => group.name).sort();
    expect(await names(member_)).toEqual(["closed group", "private group", "public group"]);
    expect(await names(invitee)).toEqual(["closed group", "private group", "public group"]);
    expect(await names(outsider)).toEqual(["closed group", "public group"]);
    expect((await listGroups(outsider.actor, t.tenantId, { limit: 100, search: "CLO" })).items).toHaveLength(1);
    await expect(listGroups(stranger.actor, t.tenantId, { limit: 10 })).rejects.toMatchObject({ status: 403 });

    // Someone else's groups: only those the caller could find, never their requests or invitations.
    const ofInvitee = await groupsOfUser(outsider.actor, invitee.userId, { limit: 100 });
    expect(ofInvitee.items).toEqual([]);
    const own = await groupsOfUser(invitee.actor, invitee.userId, { limit: 100 });
    expect(own.items.map((group) => group.standing)).toEqual(["invited", "invited", "invited"]);
    const ofMember = await groupsOfUser(outsider.actor, member_.userId, { limit: 100 });
    expect(ofMember.items.map((group) => group.type).sort()).toEqual(["closed", "public"]);
  });

  it("keeps a closed or private group's posts out of other people's feeds and the comments feed", async () => {
    const secret = await groupPost(member_.actor, groups.private._id, "<p>Private plans</p>");
    await createComment(member_.actor, { postId: secret._id, text: "<p>Private reply</p>", mentions: [] });
    const seenBy = async (who: Member) => (await userFeed(who.actor, member_.userId, null)).items.map((p) => p._id);
    expect(await seenBy(member_)).toContain(secret._id);
    expect(await seenBy(outsider)).not.toContain(secret._id);
    const comments = await commentsFeed(outsider.actor, t.tenantId, null);
    expect(comments.items.map((comment) => comment.post._id)).not.toContain(secret._id);
    // A mention must stay inside: an outsider cannot be mentioned in a private group's post.
    expect(await code(() => groupPost(member_.actor, groups.private._id, `<p>Hi</p>`, [outsider.userId]))).toBe(
      "posts.mention_not_found",
    );
  });
});

describe("groups: the membership state machine", () => {
  it("files one request out of twenty racing, and two approving admins make one member", async () => {
    const t = await groupsTenant(3);
    const [requester, secondAdmin] = t.people as [Member, Member];
    const group = await newGroup(t.owner.actor, "closed");
    await grantUser(t.owner.actor, group._id, secondAdmin.userId, "admin");

    const results = await Promise.all(
      Array.from({ length: 20 }, () => capture(() => join(requester.actor, group._id))),
    );
    expect(results.filter((result) => result.code === undefined)).toHaveLength(1);
    expect(results.filter((result) => result.code === "groups.request_exists")).toHaveLength(19);

    const approvals = await Promise.all([
      approve(t.owner.actor, group._id, requester.userId),
      approve(secondAdmin.actor, group._id, requester.userId),
    ]);
    expect(approvals.map((result) => result.standing)).toEqual(["member", "member"]);
    expect((await findGroup(t.tenantId, group._id))?.membersCount).toBe(3);
    const members = await groupPeople(t.owner.actor, group._id, "member", { limit: 10 });
    expect(members.items.map((person) => person.role)).toEqual(["owner", "admin", "member"]);
  });

  it("gives approve racing reject exactly one outcome", async () => {
    const t = await groupsTenant(1);
    const [requester] = t.people as [Member];
    const group = await newGroup(t.owner.actor, "closed");
    await join(requester.actor, group._id);
    const [approved, rejected] = await Promise.all([
      capture(() => approve(t.owner.actor, group._id, requester.userId)),
      capture(() => reject(t.admin.actor, group._id, requester.userId)),
    ]);
    const count = (await findGroup(t.tenantId, group._id))?.membersCount;
    if (approved.code === undefined) {
      expect(rejected.code).toBe("groups.reject_error");
      expect(count).toBe(2);
    } else {
      expect(approved.code).toBe("groups.approve_error");
      expect(rejected.code).toBeUndefined();
      expect(count).toBe(1);
    }
  });

  it("takes invitations, leaving, removal and the owner's hand-over by the rules", async () => {
    const t = await groupsTenant(3);
    const [guest, other, outsider] = t.people as [Member, Member, Member];
    const group = await newGroup(t.owner.actor, "private");
    expect(await code(() => join(guest.actor, group._id))).toBe("groups.not_found");
    expect(
      (await invite(t.owner.actor, group._id, [guest.userId, other.userId, "01JNOBODY00000000000000000"])).skipped,
    ).toEqual([{ user_id: "01JNOBODY00000000000000000", code: "common.user_not_found" }]);
    expect(await code(() => invite(outsider.actor, group._id, [outsider.userId]))).toBe("groups.not_found");
    expect((await acceptInvitation(guest.actor, group._id)).standing).toBe("member");
    expect((await declineInvitation(other.actor, group._id)).standing).toBe("none");
    expect(await code(() => acceptInvitation(other.actor, group._id))).toBe("groups.not_found");

    expect(await code(() => leave(t.owner.actor, group._id))).toBe("groups.owner_cannot_leave");
    expect(await code(() => revokeUser(t.admin.actor, group._id, t.owner.userId))).toBe("groups.owner_cannot_change");
    expect(await code(() => replaceOwner(guest.actor, group._id, guest.userId))).toBe("common.no_access");
    expect(await code(() => replaceOwner(t.owner.actor, group._id, other.userId))).toBe("groups.owner_set_error");
    const handed = await replaceOwner(t.owner.actor, group._id, guest.userId);
    expect(handed.owner).toBe(guest.userId);
    expect((await getGroup(t.owner.actor, group._id)).standing).toBe("admin");
    expect((await leave(t.owner.actor, group._id)).standing).toBe("none");
    expect((await findGroup(t.tenantId, group._id))?.membersCount).toBe(1);
  });

  it("lets only the owner or a company admin demote or remove an administrator", async () => {
    const t = await groupsTenant(2);
    const [first, second] = t.people as [Member, Member];
    const group = await newGroup(t.owner.actor, "public");
    for (const person of [first, second]) await grantUser(t.owner.actor, group._id, person.userId, "admin");
    expect(await code(() => grantUser(first.actor, group._id, second.userId, "member"))).toBe("common.no_access");
    expect(await code(() => revokeUser(first.actor, group._id, second.userId))).toBe("common.no_access");
    expect((await grantUser(t.owner.actor, group._id, second.userId, "member")).standing).toBe("member");
    expect((await revokeUser(first.actor, group._id, second.userId)).standing).toBe("none");
  });

  it("validates names and descriptions by the spec's limits", () => {
    const parse = (body: object) => createGroupBodySchema.safeParse(body);
    expect(parse({ name: "x".repeat(50), description: "d", type: "public" }).success).toBe(true);
    expect(parse({ name: "x".repeat(51), description: "d", type: "public" }).error?.issues[0]?.message).toBe(
      "groups.incorrect_fields",
    );
    expect(parse({ name: "Name", description: "d".repeat(251), type: "public" }).success).toBe(false);
    expect(parse({ name: " ", description: "d", type: "public" }).error?.issues[0]?.message).toBe(
      "common.empty_fields",
    );
    expect(parse({ name: "Name", description: "d" }).success).toBe(false);
  });
});

describe("groups: changing and deleting", () => {
  it("turns a group private, and deleting it purges its memberships and posts", async () => {
    const t = await groupsTenant(2);
    const [insider, outsider] = t.people as [Member, Member];
    const group = await newGroup(t.owner.actor, "public");
    await join(insider.actor, group._id);
    const post = await groupPost(insider.actor, group._id);
    expect(await code(() => getPost(outsider.actor, post._id))).toBeUndefined();

    await updateGroup(t.owner.actor, group._id, { type: "private", name: "Board" });
    expect(await code(() => getPost(outsider.actor, post._id))).toBe("posts.not_found");
    expect(await code(() => getGroup(outsider.actor, group._id))).toBe("groups.not_found");
    expect(await code(() => updateGroup(insider.actor, group._id, { name: "Mine" }))).toBe("common.no_access");

    expect(await code(() => deleteGroup(insider.actor, group._id))).toBe("common.no_access");
    await deleteGroup(t.owner.actor, group._id);
    expect(await code(() => getGroup(t.owner.actor, group._id))).toBe("groups.not_found");
    expect(await handleGroupEvent("group.deleted", { tenantId: t.tenantId, groupId: group._id })).toBe(
      "purged 1 posts, 2 memberships",
    );
    expect(await code(() => getPost(insider.actor, post._id))).toBe("posts.not_found");
    expect((await groupsOfUser(insider.actor, insider.userId, { limit: 10 })).items).toEqual([]);
  });
});
