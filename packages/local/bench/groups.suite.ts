import type { Actor } from "@intranet/contracts";
import { createPostBodySchema } from "@intranet/contracts";
import { createGroupBodySchema } from "@intranet/contracts/groups";
import { batchWrite, db } from "@intranet/core/db";
import { createGroup, grantUser, groupFeed, groupsOfUser } from "@intranet/core/groups";
import { mapLimited } from "@intranet/core/platform";
import { createPost } from "@intranet/core/posts";
import { ensureTestTenant, tokenFor } from "@intranet/core/testing";
import { authenticate } from "@intranet/core/auth";
import type { LocalRuntime } from "../src/runtime";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { callsText, timedReads } from "./measure";
import type { Summary } from "./stats";
import type { BenchContext, Suite } from "./suite";

const bigGroup = Number(process.env.BENCH_GROUP_MEMBERS ?? 5_000);
const myGroups = Number(process.env.BENCH_MY_GROUPS ?? 200);
const reads = Number(process.env.BENCH_GROUP_READS ?? 40);
const POSTS = 45;

const actorOf = async (tenantId: string, role: "admin" | "employee" = "employee"): Promise<Actor> =>
  authenticate(`Bearer ${(await tokenFor({ tenantId, role, rights: ["groups", "wall"] })).token}`, undefined);

/** A public group with `members` members (the extra ones written straight to the table) and a wall of posts. */
async function groupOf(runtime: LocalRuntime, tenantId: string, owner: Actor, reader: Actor, members: number) {
  const group = await createGroup(
    owner,
    createGroupBodySchema.parse({ name: `Group of ${members}`, description: "Bench", type: "public" }),
  );
  await grantUser(owner, group._id, reader.userId, "member");
  // The posts first, while the group has two members: the bench measures reading, not the
  // notification fan-out each post starts (that runs on the bus, off the request path).
  await mapLimited([...Array(POSTS).keys()], 4, (index) =>
    createPost(
      owner,
      createPostBodySchema.parse({ message: `<p>Post ${index}</p>`, parent: { type: "group", id: group._id } }),
    ),
  );
  await runtime.bus.drain();
  const since = new Date().toISOString();
  const extra = Array.from({ length: Math.max(0, members - 2) }, (_, index) => ({
    clientId: tenantId,
    groupId: group._id,
    userId: `bench-member-${index}`,
    state: "member" as const,
    role: "member" as const,
    rank: "2",
    since,
  }));
  await batchWrite((items) => db().entities.groupMembership.put(items).go(), extra, ["clientId", "groupId", "userId"]);
  await db().entities.group.patch({ clientId: tenantId, groupId: group._id }).add({ membersCount: extra.length }).go();
  return group._id;
}

const timed = <T>(work: () => Promise<T>) => timedReads(work, reads);

/**
 * Issue 17 targets: a group's feed page is 1 Query + at most 1 BatchGet whatever the group's size
 * (plus the two Gets that say whether the reader may read it), and "my groups" for a person in 200
 * groups is one request. Core services timed directly, like the wall's feed suite; figures only.
 */
export const groupsSuite: Suite = {
  id: "groups",
  order: 148,
  title: "Groups: a group's feed page against its size, and a person's 200 groups",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const tenantId = await ensureTestTenant();
    const [owner, reader] = await Promise.all([actorOf(tenantId), actorOf(tenantId)]);
    const feeds: Array<{ members: number; calls: Record<string, number>; time: Summary }> = [];
    for (const members of [10, bigGroup]) {
      context.log(`groups: a group of ${members} members with ${POSTS} posts`);
      const groupId = await groupOf(runtime, tenantId, owner, reader, members);
      feeds.push({ members, ...(await timed(() => groupFeed(reader, groupId, null))) });
    }

    context.log(`groups: a person in ${myGroups} groups`);
    const joiner = await actorOf(tenantId);
    await mapLimited([...Array(myGroups).keys()], 4, async (index) => {
      const group = await createGroup(
        owner,
        createGroupBodySchema.parse({ name: `Club ${index}`, description: "Bench", type: "closed" }),
      );
      await grantUser(owner, group._id, joiner.userId, "member");
    });
    await runtime.bus.drain();
    const mine = await timed(() => groupsOfUser(joiner, joiner.userId, { limit: myGroups }));
    const count = (await groupsOfUser(joiner, joiner.userId, { limit: myGroups })).items.length;

    return [
      `Core services against DynamoDB Local, ${reads} reads each after a warm-up; calls counted on one read.`,
      "",
      table(
        ["Read", "DynamoDB calls", "p50", "mean", "p95"],
        [
          ...feeds.map((feed) => [
            `A group's first feed page (${feed.members.toLocaleString("en")} members, ${POSTS} posts)`,
            callsText(feed.calls),
            ms(feed.time.p50),
            ms(feed.time.mean),
            ms(feed.time.p95),
          ]),
          [
            `"My groups": ${count} groups in one request`,
            callsText(mine.calls),
            ms(mine.time.p50),
            ms(mine.time.mean),
            ms(mine.time.p95),
          ],
        ],
      ),
      "",
      "The feed's 2 GetItems are the group and the reader's membership (may they read it); then the wall's",
      "one Query of the group's feed and one BatchGet of authors, likes and views, as on the company wall.",
      "A person's groups: one Query of their memberships and BatchGets of the groups, 100 keys each.",
    ].join("\n");
  },
};
