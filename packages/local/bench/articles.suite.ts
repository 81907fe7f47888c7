import type { Actor } from "@intranet/contracts";
import { createArticleBodySchema } from "@intranet/contracts/articles";
import type { Grant } from "@intranet/contracts/audiences";
import { createArticle, getArticle, listArticles } from "@intranet/core/articles";
import { batchWrite, db } from "@intranet/core/db";
import { newId } from "@intranet/core/platform";
import { ensureTestTenant } from "@intranet/core/testing";
import { newUserRecord } from "@intranet/core/users";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { callsText, timedReads } from "./measure";
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

/**
 * Issue 11 target: the tree for a person costs the same DynamoDB calls whatever the company holds
 * (the profile's reads, the tree's ONE Query, the settings' Get, the article tags' Query) and takes
 * ≤ 1.3 × the time with 50 articles when it has 1,000. Core services timed directly; figures only.
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
    const rows: string[][] = [];
    const p50s: number[] = [];
    for (const { tenantId, me, nodes, articleId } of tenants) {
      const tree = () => listArticles(me, tenantId, me.userId, {});
      const seen = (await tree()).items.length;
      const measuredTree = await timedReads(tree, reads);
      const measuredGet = await timedReads(() => getArticle(me, articleId), reads);
      p50s.push(measuredTree.time.p50);
      for (const [what, measured] of [
        [`tree: ${nodes.toLocaleString("en")} nodes, ${seen} readable`, measuredTree],
        [`one article (${nodes.toLocaleString("en")} nodes)`, measuredGet],
      ] as const)
        rows.push([
          what,
          callsText(measured.calls),
          ms(measured.time.p50),
          ms(measured.time.mean),
          ms(measured.time.p95),
        ]);
    }
    const ratio = p50s[1]! / p50s[0]!;
    return [
      `Core services against DynamoDB Local, ${reads} reads each after a warm-up; calls counted on one read.`,
      "Folders and articles written straight to the table as the service writes them; every fifth folder restricted.",
      "",
      table(["Read", "DynamoDB calls", "p50", "mean", "p95"], rows),
      "",
      `Tree large/small p50: ${ratio.toFixed(2)}× (target ≤ 1.3×). The tree is the person's access profile`,
      "(user record and departments), ONE Query of the company's nodes, the settings' Get and ONE Query of",
      "the article tags; access is computed in memory. An article adds its body's Get, its files' and tags'",
      "Queries and the favourite mark's Get, in the same round.",
    ].join("\n");
  },
};
