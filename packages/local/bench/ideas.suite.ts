import { sendIdeaBodySchema, type IdeaView } from "@intranet/contracts/ideas";
import { batchWrite, db, statusEntry } from "@intranet/core/db";
import { getIdea, ideaBoard, sendIdea, voteIdea, type IdeaRecord } from "@intranet/core/ideas";
import { newId } from "@intranet/core/platform";
import { ensureTestTenant } from "@intranet/core/testing";
import { benchRuntime } from "./local-stack";
import { readsBySize } from "./measure";
import { benchActor, benchPeople } from "./people";
import type { BenchContext, Suite } from "./suite";

const bigCompany = Number(process.env.BENCH_IDEAS ?? 10_000);
const reads = Number(process.env.BENCH_IDEAS_READS ?? 30);
/** New ideas waiting in the recipients' inbox: the same in the small and the big company. */
const waiting = 25;
const person = (tenantId: string, userId: string, admin = false) => benchActor(tenantId, userId, ["ideas"], admin);

/**
 * `count` older ideas already decided (copies of a real one under new ids, implemented or declined),
 * with their status entries, written straight to the table: the company grows, its pages must not.
 */
async function decidedIdeas(tenantId: string, template: IdeaView, count: number) {
  const { data } = await db().entities.idea.get({ clientId: tenantId, ideaId: template._id }).go();
  if (!data) throw new Error("bench idea missing");
  const copies: IdeaRecord[] = Array.from({ length: count }, (_, index) => ({
    ...data,
    ideaId: newId(),
    status: index % 2 ? "implemented" : "declined",
  }));
  await batchWrite((items) => db().entities.idea.put(items).go(), copies, ["clientId", "ideaId"]);
  const entries = copies.map((idea) => statusEntry(tenantId, idea.status, idea.ideaId, idea.ideaId));
  await batchWrite((items) => db().entities.ideaByStatus.put(items).go(), entries, ["clientId", "status", "order"]);
}

/**
 * Issue 33: the ideas' pages cost a fixed number of DynamoDB calls with 100 and with 10,000 ideas
 * in the company — the board, the recipients' inbox (the new ones), an idea's page. Core services
 * timed directly against DynamoDB Local; figures only.
 */
export const ideasSuite: Suite = {
  id: "ideas",
  order: 153,
  title: "Ideas: the board, the recipients' inbox and an idea's page with 100 and 10,000 ideas in the company",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const results = readsBySize("ideas", reads);
    for (const size of [100, bigCompany]) {
      const tenantId = await ensureTestTenant();
      const [adminId, authorId, ...voters] = await benchPeople(tenantId, 12, `bi${size}`, ["ideas"]);
      const admin = person(tenantId, adminId!, true);
      const author = person(tenantId, authorId!);
      context.log(`ideas: ${size.toLocaleString("en")} ideas`);
      const own: IdeaView[] = [];
      for (let index = 0; index < waiting; index++)
        own.push(
          await sendIdea(
            author,
            sendIdeaBodySchema.parse({
              title: `Idea ${index}`,
              process: "Stock taking",
              flaw: "Counted by hand twice a year",
              change: "Barcode scanners on every shelf",
              result: "Inventory any day in an hour",
            }),
          ),
        );
      for (const voter of voters) await voteIdea(person(tenantId, voter), own[0]!._id, true);
      await decidedIdeas(tenantId, own[0]!, size - waiting);
      await runtime.bus.drain(); // the search indexing and notices of what was sent, before counting
      const reader = person(tenantId, voters[0]!);
      await results.measure(size, [
        ["board page", () => ideaBoard(reader, tenantId, { limit: 20 })],
        ["inbox page (new)", () => ideaBoard(admin, tenantId, { status: "new", limit: 20 })],
        ["idea page", () => getIdea(reader, own[0]!._id)],
      ]);
    }
    return [
      `Core services against DynamoDB Local, ${reads} reads each after a warm-up; calls counted on one read.`,
      `${waiting} new ideas wait in both companies; the rest are decided copies written straight to the table.`,
      "",
      results.table(),
      "",
      "Each read first learns the reader's part (the company's setting: one GetItem; their access",
      "profile when recipients are chosen). The board is one Query of the company's ideas, newest first,",
      "and one BatchGet of the reader's votes on the page. A status page (the inbox is `new`) is one",
      "Query of that status's entries, one BatchGet of their ideas and one of the votes — never a filter",
      "over the other statuses. An idea's page is its one item and the reader's vote.",
      "",
      `Target (issue 33): fixed calls whatever the company holds — ${results.verdict(["board page", "inbox page (new)", "idea page"])}.`,
    ].join("\n");
  },
};
