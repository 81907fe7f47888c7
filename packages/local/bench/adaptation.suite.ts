import {
  addUserBodySchema,
  createStepBodySchema,
  createTrackBodySchema,
  type AdaptView,
  type TrackView,
} from "@intranet/contracts/adaptation";
import {
  adaptView,
  addUser,
  asRole,
  createStage,
  createStep,
  createTrack,
  seenAdaptation,
  trackMembers,
} from "@intranet/core/adaptation";
import type { Actor } from "@intranet/contracts";
import {
  adaptations as writeAdaptations,
  ensureTestTenant,
  testMember as member,
  type TestMember as Member,
} from "@intranet/core/testing";
import { httpAs } from "./http";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { readsBySize } from "./measure";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const bigCompany = Number(process.env.BENCH_ADAPTATIONS ?? 10_000);
const reads = Number(process.env.BENCH_ADAPTATIONS_READS ?? 30);
/** Rounds not counted: DynamoDB Local's JIT and the handlers' first imports warm up. */
const warmUp = 5;

const actorOf = (who: Member, tenantId: string, role: "admin" | "employee" = "employee"): Actor => ({
  userId: who.userId,
  tenantId,
  homeTenantId: tenantId,
  roles: role === "admin" ? ["admin", "employee"] : ["employee"],
  rights: ["adaptation"],
});

/** A track of three stages and six steps, as a company would make it. */
async function benchTrack(admin: Actor, tenantId: string, hrId: string): Promise<TrackView> {
  let track = await createTrack(
    admin,
    tenantId,
    createTrackBodySchema.parse({ name: "Bench onboarding", hrIds: [hrId] }),
  );
  const scenarioId = track.scenarios[0]!._id;
  for (const [stage, days] of [
    ["First day", 0],
    ["First week", 3],
    ["First month", 20],
  ] as const) {
    track = await createStage(admin, track._id, { scenarioId, name: stage, revision: track.revision });
    const stageId = track.scenarios[0]!.stages.at(-1)!._id;
    for (const name of [`${stage}: meet the team`, `${stage}: read the handbook`])
      track = await createStep(
        admin,
        track._id,
        createStepBodySchema.parse({
          stageId,
          step: { kind: "task", name, daysBeforeRun: days },
          revision: track.revision,
        }),
      );
  }
  return track;
}

/**
 * Issue 35: a newcomer's page, a track's users tab and a mentor's "my people" cost a fixed number
 * of DynamoDB calls with 10 and with 10,000 adaptations in the company; the newcomer's page p95
 * through the local gateway.
 */
export const adaptationSuite: Suite = {
  id: "adaptation",
  order: 157,
  title: "Adaptation: a newcomer's page, a track's users tab and a mentor's people with 10 and 10,000 adaptations",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const tenantId = await ensureTestTenant();
    const [admin, hr, mentor, newcomer] = [
      await member(tenantId, { role: "admin" }),
      await member(tenantId, { rights: ["adaptation"] }),
      await member(tenantId, { rights: ["adaptation"] }),
      await member(tenantId, { rights: ["adaptation"] }),
    ];
    const track = await benchTrack(actorOf(admin!, tenantId, "admin"), tenantId, hr!.userId);
    const mine = await addUser(
      actorOf(hr!, tenantId),
      addUserBodySchema.parse({ track: track._id, user: newcomer!.userId, mentor: mentor!.userId }),
    );
    await runtime.bus.drain();
    const results = readsBySize("adaptations", reads);
    const pages: string[][] = [];
    let written = 1;
    for (const size of [10, bigCompany]) {
      await writeAdaptations(
        { clientId: tenantId, trackId: track._id, scenarioId: track.scenarios[0]!._id },
        mentor!.userId,
        size - written,
      );
      written = size;
      context.log(`adaptation: ${size} adaptations`);
      const asNewcomer = actorOf(newcomer!, tenantId);
      const asHr = actorOf(hr!, tenantId);
      const asMentor = actorOf(mentor!, tenantId);
      await results.measure(size, [
        [
          "a newcomer's page",
          async () => {
            const seen = await seenAdaptation(asNewcomer, mine._id);
            return adaptView(asNewcomer, seen.adaptation, seen.track, seen.can);
          },
        ],
        ["a track's users tab", () => trackMembers(asHr, track._id)],
        ["a mentor's people", () => asRole(asMentor, mentor!.userId, "mentor")],
      ]);
      const get = httpAs(runtime, newcomer!);
      const samples: number[] = [];
      for (let round = -warmUp; round < reads; round++) {
        const started = performance.now();
        await get<AdaptView>("GET", `/api/adaptation/on_track/${mine._id}`);
        if (round >= 0) samples.push(performance.now() - started);
      }
      const time = summarize(samples);
      pages.push([
        `GET /api/adaptation/on_track, ${size.toLocaleString("en")} adaptations`,
        ms(time.p50),
        ms(time.mean),
        ms(time.p95),
      ]);
    }
    const big = `${bigCompany.toLocaleString("en")} adaptations`;
    return [
      `Core services against DynamoDB Local (${reads} reads after a warm-up; calls counted on one read), then the`,
      "newcomer's page through the local gateway (HTTP, as the SPA asks). The company's adaptations are written",
      "straight to the table, all on one track and followed by one mentor (the heaviest case for both lists).",
      "",
      results.table(),
      "",
      table(["Through the gateway", "p50", "mean", "p95"], pages),
      "",
      "A newcomer's page is their adaptation and its track (two GetItems: the plan is computed from them). The",
      "users tab is the track (GetItem) and a page of 50 of its adaptations (one Query of the track's index). A",
      "mentor's people are a page of 100 of their links (one Query), the adaptations and their tracks (two BatchGetItems):",
      "with 10 adaptations the page holds 11 people, with 10,000 a full 100, hence its time ratio with the same calls.",
      "",
      `Target (issue 35): fixed calls with 10 and with ${big} — ${results.verdict([
        "a newcomer's page",
        "a track's users tab",
        "a mentor's people",
      ])}.`,
    ].join("\n");
  },
};
