import type { Actor } from "@intranet/contracts";
import { db } from "@intranet/core/db";
import { newId } from "@intranet/core/platform";
import { wallFeed } from "@intranet/core/posts";
import { countDynamoCalls, wallTenant } from "@intranet/core/testing";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { summarize, type Summary } from "./stats";
import type { BenchContext, Suite } from "./suite";

const small = Number(process.env.BENCH_FEED_SMALL ?? 1_000);
const large = Number(process.env.BENCH_FEED_LARGE ?? 100_000);
const reads = Number(process.env.BENCH_FEED_READS ?? 60);

/**
 * Issue 5 targets: a feed page is 1 Query + at most 1 BatchGet whatever the data size, and a page
 * of a tenant with 100,000 posts takes at most 1.2 × the time with 1,000 posts. The posts are
 * bulk-written straight to the table (the write path is not what is measured here).
 */
export const feedSuite: Suite = {
  id: "feed",
  order: 30,
  title: "Wall feed page: DynamoDB calls and time against tenant size",
  async run(context: BenchContext): Promise<string> {
    await benchRuntime(context);
    const results: Array<{ posts: number; calls: Record<string, number>; first: Summary; deep: Summary }> = [];
    for (const posts of [small, large]) {
      const tenant = await wallTenant(5);
      context.log(`feed: writing ${posts} posts`);
      await seedPosts(
        tenant.tenantId,
        [tenant.admin, ...tenant.people].map((member) => member.userId),
        posts,
      );
      const reader = tenant.people[0]!.actor;
      results.push({ posts, ...(await measure(reader, tenant.tenantId)) });
    }
    const [smallRun, largeRun] = results as [(typeof results)[0], (typeof results)[0]];
    const ratio = (pick: (run: (typeof results)[0]) => number) => (pick(largeRun) / pick(smallRun)).toFixed(2);
    return [
      `Each row: ${reads} reads of the first page and ${reads} of a later page (by cursor), alternating, after a warm-up; ` +
        "the reader is an employee, so each page also joins the authors and the reader's likes, views and seen mark.",
      "",
      table(
        [
          "Posts in the tenant",
          "DynamoDB calls per page",
          "First page p50",
          "mean",
          "p95",
          "Later page p50",
          "mean",
          "p95",
        ],
        results.map(({ posts, calls, first, deep }) => [
          posts.toLocaleString("en"),
          Object.entries(calls)
            .map(([command, count]) => `${count} × ${command.replace("Command", "")}`)
            .join(" + "),
          ms(first.p50),
          ms(first.mean),
          ms(first.p95),
          ms(deep.p50),
          ms(deep.mean),
          ms(deep.p95),
        ]),
      ),
      "",
      `Ratio ${large.toLocaleString("en")} / ${small.toLocaleString("en")} posts: first page p50 ${ratio((run) => run.first.p50)}×, ` +
        `mean ${ratio((run) => run.first.mean)}×; later page p50 ${ratio((run) => run.deep.p50)}×, mean ${ratio((run) => run.deep.mean)}× (target ≤ 1.2).`,
    ].join("\n");
  },
};

async function seedPosts(clientId: string, authors: string[], count: number): Promise<void> {
  const createdAt = new Date().toISOString();
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const items = Array.from({ length: Math.min(batch, count - start) }, (_, index) => ({
      clientId,
      postId: newId(),
      kind: "news" as const,
      tab: "news" as const,
      parentType: "wall" as const,
      parentId: clientId,
      authorId: authors[(start + index) % authors.length]!,
      message: `<p>Company news number ${start + index}</p>`,
      excerpt: `Company news number ${start + index}`,
      mentions: [],
      attachments: [],
      createdAt,
    }));
    await db().entities.post.put(items).go({ concurrency: 8 });
  }
}

async function measure(reader: Actor, clientId: string) {
  const first = await wallFeed(reader, clientId, null, "news");
  const later = await wallFeed(reader, clientId, first.cursor, "news");
  const counter = countDynamoCalls();
  await wallFeed(reader, clientId, later.cursor, "news");
  const calls = { ...counter.counts };
  counter.stop();
  for (let i = 0; i < 10; i++) await wallFeed(reader, clientId, null, "news");
  const firstTimes: number[] = [];
  const deepTimes: number[] = [];
  for (let i = 0; i < reads; i++) {
    for (const [cursor, samples] of [
      [null, firstTimes],
      [later.cursor, deepTimes],
    ] as const) {
      const started = performance.now();
      await wallFeed(reader, clientId, cursor, "news");
      samples.push(performance.now() - started);
    }
  }
  return { calls, first: summarize(firstTimes), deep: summarize(deepTimes) };
}
