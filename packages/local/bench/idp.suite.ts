import type { Actor } from "@intranet/contracts";
import { createPlanBodySchema, type IdpView } from "@intranet/contracts/idp";
import { getPlan, idpAnalytics, listFor, listPlans } from "@intranet/core/idp";
import { idpCompany, idpPlans as writePlans } from "@intranet/core/testing";
import { createPlan } from "@intranet/core/idp";
import { httpAs } from "./http";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { readsBySize } from "./measure";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const bigCompany = Number(process.env.BENCH_IDP_PLANS ?? 10_000);
const reads = Number(process.env.BENCH_IDP_READS ?? 30);
/** Rounds not counted: DynamoDB Local's JIT and the handlers' first imports warm up. */
const warmUp = 5;

/**
 * Issue 36: a plan's page, an employee's plans, a chief's "my employees' plans", the admins' all
 * plans and analytics cost a fixed number of DynamoDB calls with 10 and with 10,000 plans in the
 * company (all led by the chief: the heaviest case for their list); the plan's page p95 through the
 * local gateway.
 */
export const idpSuite: Suite = {
  id: "idp",
  order: 159,
  title: "Development plans: a plan's page, the lists and analytics with 10 and 10,000 plans",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const c = await idpCompany();
    const mine: IdpView = await createPlan(
      c.chief.actor,
      createPlanBodySchema.parse({
        title: "Grow into a team lead",
        employee: c.worker.userId,
        observer: c.observer.userId,
        tasks: [{ title: "Read about delegation", due: "2030-01-15" }, { title: "Run a retrospective" }],
      }),
    );
    await runtime.bus.drain();
    const results = readsBySize("plans", reads);
    const pages: string[][] = [];
    let written = 1;
    for (const size of [10, bigCompany]) {
      await writePlans(c.tenantId, c.chief.userId, size - written);
      written = size;
      context.log(`idp: ${size} plans`);
      const as = (who: { actor: Actor }) => who.actor;
      await results.measure(size, [
        ["the employee's plan page", () => getPlan(as(c.worker), mine._id)],
        ["the observer's plan page (chiefs read from the structure)", () => getPlan(as(c.observer), mine._id)],
        ["my plans", () => listPlans(as(c.worker), "mine")],
        ["a chief's employees' plans", () => listPlans(as(c.chief), "team")],
        ["all plans (admins)", () => listPlans(as(c.admin), "all")],
        ["a person's plans (list/{user}, their chief)", () => listFor(as(c.chief), c.worker.userId)],
        ["analytics (admins)", () => idpAnalytics(as(c.admin))],
      ]);
      const get = httpAs(runtime, c.worker);
      const samples: number[] = [];
      for (let round = -warmUp; round < reads; round++) {
        const started = performance.now();
        await get<IdpView>("GET", `/api/idp/plan/${mine._id}`);
        if (round >= 0) samples.push(performance.now() - started);
      }
      const time = summarize(samples);
      pages.push([
        `GET /api/idp/plan/{id}, ${size.toLocaleString("en")} plans`,
        ms(time.p50),
        ms(time.mean),
        ms(time.p95),
      ]);
    }
    const big = `${bigCompany.toLocaleString("en")} plans`;
    return [
      `Core services against DynamoDB Local (${reads} reads after a warm-up; calls counted on one read), then the`,
      "plan's page through the local gateway (HTTP, as the SPA asks). The company's plans are written straight to",
      "the table, all created by one chief (the heaviest case for their list).",
      "",
      results.table(),
      "",
      table(["Through the gateway", "p50", "mean", "p95"], pages),
      "",
      "A plan's page is one GetItem for its employee, creator and chiefs it names; an observer's adds the",
      "structure's three calls (their chiefs are checked live). My plans and all plans are one Query of the plan's",
      "indexes (employee; company by status); a chief's list is one Query of their links and one BatchGetItem of 50",
      "plans. Analytics is the company's counters (GetItem), the late plans (Query) and their plans (BatchGetItem).",
      "",
      `Target (issue 36): fixed calls with 10 and with ${big} — ${results.verdict([
        "the employee's plan page",
        "my plans",
        "a chief's employees' plans",
        "all plans (admins)",
        "analytics (admins)",
      ])}.`,
    ].join("\n");
  },
};
