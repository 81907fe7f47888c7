import type { Actor } from "@intranet/contracts";
import { createDepartmentBodySchema, type StructureView } from "@intranet/contracts/structure";
import { addDeptUsers, chiefsOf, createDepartment, setDepartmentHead } from "@intranet/core/structure";
import { countDynamoCalls, ensureTestTenant, tokenFor } from "@intranet/core/testing";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { callsText } from "./measure";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const large = Number(process.env.BENCH_STRUCTURE_DEPARTMENTS ?? 1_000);
const small = 10;
const reads = Number(process.env.BENCH_STRUCTURE_READS ?? 30);
/** Departments per level: 1, 10, 100, then the rest at the fourth level (depth 3 below the root). */
const fanOut = 10;

/**
 * A structure type of `size` departments through the structure's services, a tidy tree of fan-out
 * 10, every department of the first two levels below the root with a head, and one employee at the
 * bottom (the chain of chiefs runs from them to the top).
 */
async function structureOf(context: BenchContext, size: number) {
  const tenantId = await ensureTestTenant();
  const admin: Actor = { userId: "bench-admin", tenantId, homeTenantId: tenantId, roles: ["admin"], rights: [] };
  const create = (name: string, parent: string | null) =>
    createDepartment(admin, createDepartmentBodySchema.parse({ name, parent }));
  const root = await create("Company", null);
  const ids = [root._id];
  for (let index = 1; index < size; index++) {
    ids.push((await create(`Department ${index}`, ids[Math.floor((index - 1) / fanOut)]!))._id);
    if (index % 250 === 0) context.log(`structure: ${index} of ${size} departments`);
  }
  const headed = ids.slice(0, Math.min(ids.length, 1 + fanOut + fanOut * fanOut));
  const heads = await Promise.all(headed.map(() => tokenFor({ tenantId, role: "employee" })));
  for (const [index, deptId] of headed.entries()) {
    await addDeptUsers(admin, { dept_id: deptId, users: [heads[index]!.userId] });
    await setDepartmentHead(admin, { dept_id: deptId, headUser: heads[index]!.userId });
  }
  const worker = await tokenFor({ tenantId, role: "employee" });
  await addDeptUsers(admin, { dept_id: ids[ids.length - 1]!, users: [worker.userId] });
  const reader = await tokenFor({ tenantId, role: "employee", rights: ["structures"] });
  return { tenantId, reader, worker, headed: headed.length };
}

/** The org chart's request through the local gateway: time, DynamoDB calls, answer size. */
async function measureTree(url: string, tenantId: string, token: string) {
  const get = () =>
    fetch(`${url}/api/structure/byClient/${tenantId}`, {
      headers: { authorization: `Bearer ${token}`, "x-client-id": tenantId },
    });
  await (await get()).arrayBuffer(); // warm
  const calls = countDynamoCalls();
  const times: number[] = [];
  let bytes = 0;
  let departments = 0;
  for (let read = 0; read < reads; read++) {
    calls.reset();
    const started = performance.now();
    const response = await get();
    const text = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`structure read answered ${response.status}: ${text.slice(0, 200)}`);
    bytes = Buffer.byteLength(text);
    departments = (JSON.parse(text) as StructureView).departments.length;
  }
  const counted = { ...calls.counts };
  calls.stop();
  return { time: summarize(times), calls: counted, bytes, departments };
}

async function measureChiefs(tenantId: string, userId: string) {
  const calls = countDynamoCalls();
  const times: number[] = [];
  let chiefs = 0;
  for (let read = 0; read < reads; read++) {
    calls.reset();
    const started = performance.now();
    chiefs = (await chiefsOf(tenantId, userId)).chiefs.length;
    times.push(performance.now() - started);
  }
  const counted = { ...calls.counts };
  calls.stop();
  return { time: summarize(times), calls: counted, chiefs };
}

/**
 * Issue 15 target: the org chart of 1,000 departments loads in one request; its DynamoDB calls are
 * counted (one Query for the tree, one BatchGet per 100 heads), and the chain of chiefs costs the
 * same at any size. Figures only, no pass/fail.
 */
export const structureSuite: Suite = {
  id: "structure",
  order: 145,
  title: "Company structure: the org chart's request at 10 and 1,000 departments, the chain of chiefs",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const url = runtime.gateway.url;
    const rows = [];
    for (const size of [small, large]) {
      context.log(`structure: building ${size} departments`);
      const built = await structureOf(context, size);
      const tree = await measureTree(url, built.tenantId, built.reader.token);
      const chiefs = await measureChiefs(built.tenantId, built.worker.userId);
      rows.push({ size, built, tree, chiefs });
    }
    return [
      `\`GET /api/structure/byClient/{client}\` through the local gateway (what the org chart and the tree view load: every`,
      "department of the type with the heads' names), and the service `chiefsOf` (the chain of chiefs of a person at the",
      `bottom of the tree), ${reads} sequential calls each after one warm-up. The tree is built through the services with`,
      `fan-out ${fanOut}; the departments of the top three levels have a head.`,
      "",
      table(
        [
          "Departments:",
          "Heads:",
          "Tree p50 ms:",
          "Tree p95 ms:",
          "Tree calls",
          "Answer KB:",
          "Chiefs p50 ms:",
          "Chiefs calls",
          "Chiefs:",
        ],
        rows.map(({ built, tree, chiefs }) => [
          tree.departments.toLocaleString("en-US"),
          built.headed,
          ms(tree.time.p50, 1),
          ms(tree.time.p95, 1),
          callsText(tree.calls),
          (tree.bytes / 1024).toFixed(1),
          ms(chiefs.time.p50, 1),
          callsText(chiefs.calls),
          chiefs.chiefs,
        ]),
      ),
      "",
      "The tree's answer is one request at every size. Besides the sign-in check every request makes (one",
      "TransactGetItems), its DynamoDB calls are one Query (one page holds up to ~2,000 departments) and one BatchGet per",
      "100 heads; the chain of chiefs is two Gets and a Query whatever the size.",
    ].join("\n");
  },
};
