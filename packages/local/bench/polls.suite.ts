import type { Actor } from "@intranet/contracts";
import { createPollBodySchema } from "@intranet/contracts/polls";
import { batchWrite, db } from "@intranet/core/db";
import { mapLimited } from "@intranet/core/platform";
import { createPoll, listPolls, pollResults, submitAnswers } from "@intranet/core/polls";
import { ensureTestTenant } from "@intranet/core/testing";
import { newUserRecord } from "@intranet/core/users";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { callsText, timedReads } from "./measure";
import type { BenchContext, Suite } from "./suite";

const bigPoll = Number(process.env.BENCH_POLL_ANSWERS ?? 10_000);
const reads = Number(process.env.BENCH_POLL_READS ?? 30);
const CITIES = ["London", "Manchester", "Leeds", "Bristol", "Glasgow", "Cardiff", "Belfast", "York"];

const employee = (tenantId: string, userId: string): Actor => ({
  userId,
  tenantId,
  homeTenantId: tenantId,
  roles: ["employee"],
  rights: ["polls"],
});

/**
 * `count` active people written straight to the table (the bench measures reading results, not
 * creating accounts: a password hash each would take the bench minutes), with cities, genders,
 * birth dates and start dates spread so the filter groups fill.
 */
async function people(tenantId: string, count: number, prefix: string): Promise<string[]> {
  const records = Array.from({ length: count }, (_, index) => {
    const userId = `${prefix}-${String(index).padStart(6, "0")}`; // a unique login; the record gets its own id
    return newUserRecord(
      {
        clientId: tenantId,
        firstName: "Bench",
        lastName: `Person ${index}`,
        email: `${userId.toLowerCase()}@bench.test`,
        login: userId.toLowerCase(),
        roles: ["employee"],
        rights: ["polls"],
        profile: {
          city: CITIES[index % CITIES.length]!,
          gender: index % 2 ? "man" : "woman",
          birthDate: `${1960 + (index % 45)}-03-15`,
          workingSince: `${2010 + (index % 16)}-06-01`,
        },
      },
      "bench-not-a-hash",
    );
  });
  await batchWrite((items) => db().entities.user.put(items).go(), records, ["clientId", "userId"]);
  return records.map((record) => record.userId);
}

async function answeredPoll(tenantId: string, admin: Actor, answers: number, prefix: string) {
  const poll = await createPoll(
    admin,
    createPollBodySchema.parse({
      name: `Pulse of ${answers}`,
      type: "anonymous",
      forAll: true,
      questions: [
        { text: "How do you feel about work?", kind: "range10", mandatory: true },
        { text: "Best perk", kind: "list1", answers: ["Gym", "Lunch", "Courses", "Remote days", "Bonus"] },
        { text: "Perks you use", kind: "list_m", answers: ["Gym", "Lunch", "Courses", "Remote days", "Bonus"] },
        { text: "How likely are you to recommend us?", kind: "range100" },
        { text: "Anything else?", kind: "short" },
      ],
    }),
  );
  const ids = await people(tenantId, answers, prefix);
  await mapLimited([...ids.keys()], 8, (index) =>
    submitAnswers(employee(tenantId, ids[index]!), poll._id, {
      answers: {
        q1: 1 + (index % 10),
        q2: index % 5,
        q3: [index % 5, (index + 2) % 5],
        q4: 1 + (index % 100),
        q5: "ok",
      },
    }),
  );
  return { poll, people: ids };
}

/**
 * Issue 13 target: a poll's results with 10,000 answers compute in ≤ 1 s with a fixed number of
 * DynamoDB calls — pre-aggregated counters (the tallies), not a scan of the answers. Core services
 * timed directly, as the other module suites; figures only.
 */
export const pollsSuite: Suite = {
  id: "polls",
  order: 149,
  title: "Polls: results of a poll with 100 and 10,000 answers, unfiltered and by one filter",
  async run(context: BenchContext): Promise<string> {
    await benchRuntime(context);
    const tenantId = await ensureTestTenant();
    const admin: Actor = { ...employee(tenantId, "bench-admin"), roles: ["admin", "employee"] };
    const rows: string[][] = [];
    let reader: Actor | undefined;
    for (const answers of [100, bigPoll]) {
      context.log(`polls: ${answers.toLocaleString("en")} answers`);
      const started = performance.now();
      const { poll, people: answerers } = await answeredPoll(tenantId, admin, answers, `bp${answers}`);
      reader ??= employee(tenantId, answerers[0]!);
      const writing = performance.now() - started;
      for (const [label, query] of [
        ["everyone", {}],
        ["one city", { dimension: "city" as const, value: "Leeds" }],
      ] as const) {
        const result = await pollResults(admin, poll._id, query);
        const measured = await timedReads(() => pollResults(admin, poll._id, query), reads);
        rows.push([
          `${answers.toLocaleString("en")} answers, ${label} (total ${result.total.toLocaleString("en")})`,
          callsText(measured.calls),
          ms(measured.time.p50),
          ms(measured.time.mean),
          ms(measured.time.p95),
        ]);
      }
      context.log(`polls: ${answers} answers written in ${Math.round(writing)} ms`);
    }
    const person = reader!;
    const list = await timedReads(
      () => listPolls(person, tenantId, person.userId, { tab: "available", limit: 20 }),
      reads,
    );
    rows.push([
      "A recipient's list page (tab available, 2 polls)",
      callsText(list.calls),
      ms(list.time.p50),
      ms(list.time.mean),
      ms(list.time.p95),
    ]);
    return [
      `Core services against DynamoDB Local, ${reads} reads each after a warm-up; calls counted on one read.`,
      `Answers are real submissions (\`submitAnswers\`, 8 at a time) by people written straight to the table.`,
      "",
      table(["Read", "DynamoDB calls", "p50", "mean", "p95"], rows),
      "",
      "Results by an admin: the poll (GetItem) and ONE BatchGet of the 8 shards of the whole poll's",
      "tally and the filter group's, whatever the number of answers. A recipient's list page: their",
      "access profile, one Query per label they hold, and BatchGets of the polls, their takers and the",
      "answer counts.",
    ].join("\n");
  },
};
