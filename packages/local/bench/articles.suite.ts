import type { Actor } from "@intranet/contracts";
import { createArticleBodySchema } from "@intranet/contracts/articles";
import type { Grant } from "@intranet/contracts/audiences";
import { createArticle, getArticle, listArticles } from "@intranet/core/articles";
import { batchWrite, db } from "@intranet/core/db";
import { newId } from "@intranet/core/platform";
import { countDynamoCalls, ensureTestTenant } from "@intranet/core/testing";
import { newUserRecord } from "@intranet/core/users";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { callsText } from "./measure";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const reads = Number(process.env.BENCH_ARTICLES_READS ?? 30);
const FOLDERS = 50;

const actorOf = (tenantId: string, userId: string, admin = false): Actor => ({
  userId,
  tenantId,
  homeTenantId: tenantId,
  roles: admin ? ["admin", "employee"] : ["employee"],
  rights: ["knowl_base", "kb_files"],
});

async function person(tenantId: string, login: string, admin = false): Promise<Actor> {
  const record = newUserRecord(
    {
      clientId: tenantId,
      firstName: "Bench",
      lastName: login,
      email: `${login}@bench.test`,
      login,
      roles: admin ? ["admin", "employee"] : ["employee"],
      rights: ["knowl_base", "kb_files"],
      profile: {},
    },
    "bench-not-a-hash",
  );
  await db().entities.user.put(record).go();
  return actorOf(tenantId, record.userId, admin);
}

const users = (userIds: string[]): Grant => ({ audience: { kind: "users", userIds }, level: "read" });

/**
 * A company with `articles` articles in 50 folders (every fifth folder restricted: to the measured
 * person or to someone else), written straight to the table as the service writes them (nodes,
 * bodies, the settings' count), plus one article created through the service and measured.
 */
async function kbTenant(articles: number, prefix: string) {
  const tenantId = await ensureTestTenant();
  const [admin, me] = [await person(tenantId, `${prefix}-admin`, true), await person(tenantId, `${prefix}-me`)];
  const at = new Date().toISOString();
  const base = { clientId: tenantId, filesCount: 0, authorId: admin.userId, createdAt: at, updatedAt: at };
  const folders = Array.from({ length: FOLDERS }, (_, index) => ({
    ...base,
    nodeId: newId(),
    kind: "folder" as const,
    title: `Folder ${index}`,
    order: `a${String(index).padStart(3, "0")}`,
    grants: index % 5 ? [] : [users([index % 10 ? me.userId : admin.userId])],
    updatedBy: admin.userId,
    excerpt: "",
    revision: 0,
  }));
  const pages = Array.from({ length: articles - 1 }, (_, index) => ({
    ...base,
    nodeId: newId(),
    kind: "article" as const,
    parentId: folders[index % FOLDERS]!.nodeId,
    title: `Article ${index}`,
    order: `a${String(index).padStart(5, "0")}`,
    grants: [],
    updatedBy: admin.userId,
    excerpt: `The start of article ${index}: a few words about how things are done here.`.repeat(3),
    revision: 1,
  }));
  const nodes = [...folders, ...pages];
  await batchWrite((items) => db().entities.artNode.put(items).go(), nodes, ["clientId", "nodeId"]);
  const bodies = pages.map((page) => ({
    clientId: tenantId,
    nodeId: page.nodeId,
    html: `<p>${page.excerpt}</p>`,
    headings: [],
    revision: 1,
  }));
  await batchWrite((items) => db().entities.artBody.put(items).go(), bodies, ["clientId", "nodeId"]);
  await db().entities.artSettings.put({ clientId: tenantId, nodeCount: nodes.length, treeVersion: 1 }).go();
  const measured = await createArticle(
    admin,
    createArticleBodySchema.parse({
      kind: "article",
      parentId: folders[1]!.nodeId,
      title: "Measured article",
      content: "<h2>Why</h2><p>Opened by the bench.</p><h2>How</h2><p>Like any other.</p>",
    }),
  );
  return { tenantId, me, nodes: nodes.length + 1, articleId: measured.id };
}

/** Another Lambda's write of the tree: its version +1, as every write of what the tree holds makes it. */
const treeChanged = (tenantId: string) =>
  db().entities.artSettings.update({ clientId: tenantId }).add({ treeVersion: 1 }).go();

/** A read to measure; `before`, untimed, runs ahead of each read (and of the counted one). */
interface Read {
  work: () => Promise<unknown>;
  before?: () => Promise<unknown>;
}

/**
 * The reads measured side by side: one warm-up each, the DynamoDB calls of one read counted, then
 * `times` rounds of one timed read of each in turn, so a slow spell of DynamoDB Local (the writes'
 * background work) falls on every company alike instead of on the one measured first.
 */
async function sideBySide(list: Read[], times: number) {
  const counted: Array<Record<string, number>> = [];
  for (const { work, before } of list) {
    await before?.();
    await work(); // warm
    await before?.();
    const calls = countDynamoCalls();
    await work();
    counted.push({ ...calls.counts });
    calls.stop();
  }
  const samples: number[][] = list.map(() => []);
  for (let round = 0; round < times; round++)
    for (const [index, { work, before }] of list.entries()) {
      await before?.();
      const started = performance.now();
      await work();
      samples[index]!.push(performance.now() - started);
    }
  return list.map((_, index) => ({ calls: counted[index]!, time: summarize(samples[index]!) }));
}

/**
 * Issue 11 target: the tree for a person costs the same DynamoDB calls whatever the company holds
 * (the profile's reads, the settings' Get, the article tags' Query; the tree's ONE Query only when
 * the tree changed since this Lambda kept it) and takes ≤ 1.3 × the time with 50 articles when it
 * has 1,000. Both paths are measured: warm (nothing changed: the tree from memory) and after a
 * change (each read queries the nodes). Core services timed directly; figures only.
 */
export const articlesSuite: Suite = {
  id: "articles",
  order: 160,
  title: "Knowledge base: a person's tree and one article with 50 and 1,000 articles",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const tenants = [];
    for (const total of [50, 1_000]) {
      context.log(`articles: writing ${total} articles`);
      tenants.push(await kbTenant(total, `ka${total}`));
    }
    await runtime.bus.drain();
    const sized = tenants.map(({ tenantId, me, nodes, articleId }) => ({
      size: nodes.toLocaleString("en"),
      changed: () => treeChanged(tenantId),
      tree: () => listArticles(me, tenantId, me.userId, {}),
      article: () => getArticle(me, articleId),
    }));
    const seen = [];
    for (const { tree } of sized) seen.push((await tree()).items.length);
    const kept = (pick: (one: (typeof sized)[number]) => Read["work"]) =>
      sideBySide(
        sized.map((one) => ({ work: pick(one) })),
        reads,
      );
    const afterChange = (pick: (one: (typeof sized)[number]) => Read["work"]) =>
      sideBySide(
        sized.map((one) => ({ work: pick(one), before: one.changed })),
        reads,
      );
    const tree = await kept((one) => one.tree);
    const treeCold = await afterChange((one) => one.tree);
    const article = await kept((one) => one.article);
    const articleCold = await afterChange((one) => one.article);
    const rows: string[][] = [];
    for (const [index, { size }] of sized.entries())
      for (const [what, read] of [
        [`tree: ${size} nodes, ${seen[index]} readable (kept)`, tree[index]!],
        [`tree after a change: ${size} nodes`, treeCold[index]!],
        [`one article (${size} nodes, kept)`, article[index]!],
        [`one article after a change (${size} nodes)`, articleCold[index]!],
      ] as const)
        rows.push([what, callsText(read.calls), ms(read.time.p50), ms(read.time.mean), ms(read.time.p95)]);
    const warm = tree.map((read) => read.time.p50);
    const cold = treeCold.map((read) => read.time.p50);
    const ratio = (p50s: number[]) => `${(p50s[1]! / p50s[0]!).toFixed(2)}×`;
    return [
      `Core services against DynamoDB Local, ${reads} reads each after a warm-up, the two companies in turn; calls counted on one read.`,
      "Folders and articles written straight to the table as the service writes them; every fifth folder restricted.",
      "Kept: nothing changed since the Lambda kept the company's tree (the usual read). After a change: before",
      "each read (untimed) the tree's version moves, as any write of the tree makes it, so the read queries the nodes.",
      "",
      table(["Read", "DynamoDB calls", "p50", "mean", "p95"], rows),
      "",
      `Tree large/small p50, kept: ${ratio(warm)} (target ≤ 1.3×); after a change: ${ratio(cold)}.`,
      "The tree is the person's access profile (user record and departments), the settings' Get (it carries",
      "the tree's version: the tree kept in the Lambda's memory under that version is answered) and ONE Query",
      "of the article tags; the settings first, then, only when the version moved, ONE Query of the company's",
      "nodes. Access is computed in memory. An article adds its body's Get, its files' and tags' Queries and",
      "the favourite mark's Get, in the same round.",
    ].join("\n");
  },
};
