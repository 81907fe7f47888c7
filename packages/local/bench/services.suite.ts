import { serviceBodySchema, type RequestView } from "@intranet/contracts/services";
import { batchWrite, db } from "@intranet/core/db";
import { newId } from "@intranet/core/platform";
import { createGroup, createService, getRequest, inbox, startRequest } from "@intranet/core/services";
import { ensureTestTenant } from "@intranet/core/testing";
import { benchRuntime } from "./local-stack";
import { readsBySize } from "./measure";
import { benchActor, benchPeople } from "./people";
import type { BenchContext, Suite } from "./suite";

const bigCompany = Number(process.env.BENCH_SERVICE_REQUESTS ?? 100_000);
const reads = Number(process.env.BENCH_SERVICE_READS ?? 30);
/** Requests waiting for the measured performer: the same in the small and the big company. */
const waiting = 25;

const person = (tenantId: string, userId: string, admin = false) => benchActor(tenantId, userId, ["services"], admin);

/**
 * `count` more requests of other people (copies of a real one under new ids, numbers and
 * initiators), written straight to the table: the company grows, the measured pages must not.
 */
async function moreRequests(tenantId: string, templateId: string, count: number, initiators: string[]) {
  const { data: template } = await db().entities.serviceRequest.get({ clientId: tenantId, requestId: templateId }).go();
  if (!template) throw new Error("bench request missing");
  const copies = Array.from({ length: count }, (_, index) => ({
    ...template,
    requestId: newId(),
    number: 1_000 + index,
    initiatorId: initiators[index % initiators.length]!,
  }));
  await batchWrite((items) => db().entities.serviceRequest.put(items).go(), copies, ["clientId", "requestId"]);
}

/**
 * Issue 32's target: a request's page and a performer's inbox cost a fixed number of DynamoDB
 * calls with 100 and with 100,000 requests in the company (time ratio ≤ 1.2×). Core services timed
 * directly against DynamoDB Local; figures only.
 */
export const servicesSuite: Suite = {
  id: "services",
  order: 152,
  title: "Services: a request's page and a performer's inbox with 100 and 100,000 requests in the company",
  async run(context: BenchContext): Promise<string> {
    await benchRuntime(context);
    const results = readsBySize("requests", reads);
    for (const size of [100, bigCompany]) {
      const tenantId = await ensureTestTenant();
      const [adminId, performerId, ...initiators] = await benchPeople(tenantId, 12, `bs${size}`, ["services"]);
      const admin = person(tenantId, adminId!, true);
      const performer = person(tenantId, performerId!);
      const group = await createGroup(admin, { name: "Bench" });
      const service = await createService(
        admin,
        serviceBodySchema.parse({
          name: "Certificate",
          groupId: group._id,
          description: "<p>A certificate.</p>",
          fields: [
            { id: "purpose", name: "Purpose", type: "string", required: true },
            { id: "copies", name: "Copies", type: "number" },
          ],
          steps: [{ name: "HR", performer: { kind: "user", userId: performerId }, dayLimit: 2 }],
        }),
      );
      context.log(`services: ${size.toLocaleString("en")} requests`);
      const started = performance.now();
      const own: RequestView[] = [];
      for (let index = 0; index < waiting; index++) {
        const initiator = person(tenantId, initiators[index % initiators.length]!);
        own.push(await startRequest(initiator, { serviceId: service._id, values: { purpose: "Bank", copies: 1 } }));
      }
      await moreRequests(tenantId, own[0]!._id, size - waiting, initiators);
      context.log(`services: ${size} requests written in ${Math.round(performance.now() - started)} ms`);
      await results.measure(size, [
        ["request page", () => getRequest(performer, own[0]!._id)],
        ["inbox page", () => inbox(performer, performerId!, { limit: 20 })],
      ]);
    }
    return [
      `Core services against DynamoDB Local, ${reads} reads each after a warm-up; calls counted on one read.`,
      `${waiting} real requests wait for the measured performer in both companies; the rest are copies written straight to the table.`,
      "",
      results.table(),
      "",
      "A request's page is its one item (the snapshot of the service's form and route, the answers and",
      "the history) and the reader's access profile when they are not its initiator or a performer. The",
      "inbox is one Query of the performer's own partition for the page, one for the count (keys only),",
      "and one BatchGet of the page's requests. The ratio is judged on the median: with 30 reads on this",
      "2-core machine the p95 is one or two slow reads, which move by 2× between runs of the same case.",
      "",
      `Target (issue 32): fixed calls and a time ratio ≤ 1.2× — ${results.verdict(["request page", "inbox page"])}.`,
    ].join("\n");
  },
};
