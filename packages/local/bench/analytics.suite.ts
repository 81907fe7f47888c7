import type { Actor } from "@intranet/contracts";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import {
  adaptationReport,
  demographyReport,
  departmentsReport,
  modulesReport,
  positionsReport,
  turnoverReport,
  visitorsReport,
} from "@intranet/core/analytics";
import { createDepartment } from "@intranet/core/structure";
import { ensureTestTenant, syntheticAnalyticsHistory, testMember as member } from "@intranet/core/testing";
import { httpAs } from "./http";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { readsBySize } from "./measure";
import { benchActor } from "./people";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const sizes = [50, Number(process.env.BENCH_ANALYTICS_PEOPLE ?? 50_000)];
const departments = Number(process.env.BENCH_ANALYTICS_DEPARTMENTS ?? 12);
const reads = Number(process.env.BENCH_ANALYTICS_READS ?? 30);
const warmUp = 5;

const reports = ["turnover", "demography", "positions", "departments", "visitors", "modules", "adaptations"] as const;
const readers = {
  turnover: turnoverReport,
  demography: demographyReport,
  positions: positionsReport,
  departments: departmentsReport,
  visitors: visitorsReport,
  modules: modulesReport,
  adaptations: adaptationReport,
};

/**
 * Issue 38: every report over a year (compared with the year before) for a company of 50 and of
 * 50,000 employees with two years of history, written as the events would have left the tallies:
 * the same DynamoDB calls whatever the size, and the p95 through the local gateway.
 */
export const analyticsSuite: Suite = {
  id: "analytics",
  order: 159,
  title: "Analytics: every report over a year for 50 and 50,000 employees with two years of history",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const today = new Date().toISOString().slice(0, 10);
    const year = { dateFrom: new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10), dateTo: today };
    const results = readsBySize("employees", reads);
    const pages: string[][] = [];
    for (const size of sizes) {
      const tenantId = await ensureTestTenant();
      const admin: Actor = benchActor(tenantId, "bench-admin", [], true);
      const root = await createDepartment(admin, createDepartmentBodySchema.parse({ name: "Company" }));
      const ids: string[] = [];
      for (let at = 0; at < departments; at++)
        ids.push(
          (
            await createDepartment(
              admin,
              createDepartmentBodySchema.parse({ name: `Department ${at + 1}`, parent: root._id }),
            )
          )._id,
        );
      context.log(`analytics: ${departments} departments for ${size} employees`);
      const written = await syntheticAnalyticsHistory(tenantId, size, ids, today);
      context.log(`analytics: ${size} employees, ${written} tally items`);
      const reader = await member(tenantId, { role: "admin" });
      await results.measure(
        size,
        reports.map((report) => [report, () => readers[report](reader.actor, tenantId, year)] as const),
      );
      context.log(`analytics: ${size} employees measured in the core`);
      const get = httpAs(runtime, reader);
      for (const report of reports) {
        const samples: number[] = [];
        for (let round = -warmUp; round < reads; round++) {
          const started = performance.now();
          await get("GET", `/api/analytics/${report}/${tenantId}?dateFrom=${year.dateFrom}&dateTo=${year.dateTo}`);
          if (round >= 0) samples.push(performance.now() - started);
        }
        const time = summarize(samples);
        pages.push([
          `GET /api/analytics/${report}, ${size.toLocaleString("en")} employees`,
          ms(time.p50),
          ms(time.mean),
          ms(time.p95),
        ]);
      }
    }
    return [
      `Core services against DynamoDB Local (${reads} reads after a warm-up; calls counted on one read), then each`,
      "report through the local gateway (HTTP, as the SPA asks). A company of the size today, with ten years of",
      `hires and two years of leavers (about a fifth a year) over ${departments} departments, and two years of daily usage;`,
      "every report over the last year, compared with the year before.",
      "",
      results.table(),
      "",
      table(["Through the gateway", "p50", "mean", "p95"], pages),
      "",
      "Reads: turnover one Query of the company's monthly movement items and one census Get; demography the",
      "census; positions the census and the per-position movement (its size follows the positions, not the",
      "people); departments the structure's Query, the census of the departments below and one movement Query",
      "each; visitors one Query of the usage months; modules that and one per department below; adaptation the",
      "adaptation module's tracks.",
      "",
      `Target (issue 38): fixed calls, p95 ≤ 200 ms, ratio ≤ 1.2× — ${results.verdict(reports)}.`,
    ].join("\n");
  },
};
