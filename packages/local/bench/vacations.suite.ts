import type { Actor } from "@intranet/contracts";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import type { VacationChartView } from "@intranet/contracts/vacations";
import { syncPeople } from "@intranet/core/audiences";
import { addDeptUsers, createDepartment } from "@intranet/core/structure";
import { chartVacations, ensureTestTenant, testMember as member } from "@intranet/core/testing";
import { vacationChart } from "@intranet/core/vacations";
import { httpAs } from "./http";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { readsBySize } from "./measure";
import { benchActor, benchPeople } from "./people";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const teamSize = Number(process.env.BENCH_VACATION_PEOPLE ?? 500);
const elsewhere = Number(process.env.BENCH_VACATIONS_ELSEWHERE ?? 20_000);
const reads = Number(process.env.BENCH_VACATIONS_READS ?? 30);
const warmUp = 5;

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 37: a department chart of 500 people over a quarter costs the same DynamoDB calls with the
 * quarter's vacations alone and with 20,000 more in other months; its p95 through the local gateway.
 */
export const vacationsSuite: Suite = {
  id: "vacations",
  order: 158,
  title: "Vacations: a department chart of 500 people over a quarter, with few and many vacations elsewhere",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const tenantId = await ensureTestTenant();
    const admin: Actor = benchActor(tenantId, "bench-admin", [], true);
    const dept = await createDepartment(admin, createDepartmentBodySchema.parse({ name: "Operations" }));
    const people = await benchPeople(tenantId, teamSize, `vac-${tenantId.slice(-6).toLowerCase()}`, ["vacations"]);
    for (let start = 0; start < people.length; start += 100)
      await addDeptUsers(admin, { dept_id: dept._id, users: people.slice(start, start + 100) });
    await syncPeople(tenantId, people);
    await runtime.bus.drain();
    context.log(`vacations: ${teamSize} people placed and in the directory`);
    const reader = await member(tenantId, { rights: ["vacations"] });
    const quarter = { from: isoDay(1), to: isoDay(91), dept: dept._id };
    const results = readsBySize("vacations elsewhere", reads);
    const pages: string[][] = [];
    for (const [size, write] of [
      [0, () => chartVacations(tenantId, people, quarter.from, 7)],
      [
        elsewhere,
        () =>
          chartVacations(
            tenantId,
            Array.from({ length: elsewhere }, (_, i) => people[i % teamSize]!),
            isoDay(400),
            5,
            300,
          ),
      ],
    ] as const) {
      await write();
      context.log(`vacations: ${size} vacations in other months`);
      await results.measure(size, [["the department's chart", () => vacationChart(reader.actor, quarter)]]);
      const get = httpAs(runtime, reader);
      const path = `/api/user/vacations?from=${quarter.from}&to=${quarter.to}&dept=${dept._id}`;
      const samples: number[] = [];
      let shown = 0;
      for (let round = -warmUp; round < reads; round++) {
        const started = performance.now();
        shown = (await get<VacationChartView>("GET", path)).vacations.length;
        if (round >= 0) samples.push(performance.now() - started);
      }
      const time = summarize(samples);
      pages.push([
        `GET /api/user/vacations (a quarter, ${teamSize} people, ${shown} absences), ${size.toLocaleString("en")} elsewhere`,
        ms(time.p50),
        ms(time.mean),
        ms(time.p95),
      ]);
    }
    return [
      `Core services against DynamoDB Local (${reads} reads after a warm-up; calls counted on one read), then the`,
      "chart through the local gateway (HTTP, as the SPA asks). One department of",
      `${teamSize} people, each with a week away in the quarter; then ${elsewhere.toLocaleString("en")} vacations in the next year's months.`,
      "",
      results.table(),
      "",
      table(["Through the gateway", "p50", "mean", "p95"], pages),
      "",
      "The chart is the department's directory page (one Query of its index, its cards in BatchGets of 100) and",
      "one Query per month of the period (a quarter touches four months), in parallel.",
      "",
      `Target (issue 37): fixed calls whatever the company holds elsewhere, p95 ≤ 150 ms — ${results.verdict([
        "the department's chart",
      ])}.`,
    ].join("\n");
  },
};
