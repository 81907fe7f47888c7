import { beforeAll, describe, expect, it } from "vitest";
import { syncPeople } from "../audiences";
import { dynamo } from "../db";
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { config } from "../platform";
import { capture } from "../testing/capture";
import { countDynamoCalls } from "../testing/dynamo-calls";
import { db } from "./entities";
import { updateUser } from "../users";
import type { Member } from "../users/test-support";
import { listPolls } from "./lists";
import { notPassed } from "./not-passed";
import { answersPage, textsPage } from "./pages";
import { pollResults } from "./results";
import { submitAnswers } from "./submit";
import { newPoll, peopleIn, pollsCompany, type PollsCompany } from "./test-support";

let c: PollsCompany;
let crowd: Member[];
beforeAll(async () => {
  c = await pollsCompany();
  crowd = await peopleIn(c, c.east._id, 50);
  // Ten of them in Paris, so the city filter has a group above and one below the minimum.
  await Promise.all(crowd.slice(0, 10).map((person) => updateUser(c.admin.actor, person.userId, { city: "Paris" })));
  await syncPeople(
    c.tenantId,
    crowd.slice(0, 10).map((person) => person.userId),
  );
}, 120_000);

/** Every raw item of the poll's partition. */
async function partition(pollId: string): Promise<Array<Record<string, unknown>>> {
  const { data } = await db().entities.poll.get({ clientId: c.tenantId, pollId }).go({ data: "raw" });
  const pk = (data as unknown as { Item: { pk: string } }).Item.pk;
  const found: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config.tableName(),
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": pk },
        ExclusiveStartKey: start,
      }),
    );
    found.push(...((page.Items ?? []) as Array<Record<string, unknown>>));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

describe("polls under concurrency", () => {
  it("takes one submission of ten parallel ones by the same person, counted once", async () => {
    const poll = await newPoll(c.author.actor, { name: "Once" });
    const person = crowd[0]!;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => submitAnswers(person.actor, poll._id, { answers: { q1: i % 3 } })),
    );
    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === "rejected")
        expect((outcome.reason as { code: string }).code).toBe("polls.already_answered");
    const results = await pollResults(c.author.actor, poll._id, {});
    expect(results.total).toBe(1);
    expect(results.questions[0]!.counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await partition(poll._id)).filter((item) => item.__edb_e__ === "pollBallot")).toHaveLength(1);
  });

  it("counts thirty different people answering at once exactly, overall and by filter", async () => {
    const poll = await newPoll(c.author.actor, { name: "Thirty" });
    const thirty = crowd.slice(0, 30);
    await Promise.all(
      thirty.map((person, i) =>
        submitAnswers(person.actor, poll._id, { answers: { q1: i % 3, q2: [0, (i % 2) + 1], q3: (i % 5) + 1 } }),
      ),
    );
    const results = await pollResults(c.author.actor, poll._id, {});
    expect(results.total).toBe(30);
    expect(results.questions[0]).toEqual({ id: "q1", answered: 30, counts: [10, 10, 10] });
    expect(results.questions[1]).toEqual({ id: "q2", answered: 30, counts: [30, 15, 15] });
    expect(results.questions[2]).toMatchObject({ answered: 30, counts: [6, 6, 6, 6, 6], average: 3 });
    expect(results.filters.department.sort()).toEqual([c.acme._id, c.sales._id, c.east._id].sort());
    expect(results.filters.city).toEqual(["paris"]);
    const paris = await pollResults(c.author.actor, poll._id, { dimension: "city", value: "Paris" });
    expect(paris).toMatchObject({ total: 10, hidden: false, filter: { dimension: "city", value: "paris" } });
    expect(paris.questions[0]!.counts.reduce((a, b) => a + b, 0)).toBe(10);
    const east = await pollResults(c.author.actor, poll._id, { dimension: "department", value: c.east._id });
    expect(east.total).toBe(30);
    // Opened poll: the table by person and not-passed (the other twenty of Sales East and the rest).
    const table = await answersPage(c.seller.actor, poll._id, { limit: 100 });
    expect(table.items).toHaveLength(30);
    const waiting = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await notPassed(c.author.actor, poll._id, { cursor, limit: 100 });
      page.userIds.forEach((id) => waiting.add(id));
      cursor = page.cursor ?? undefined;
    } while (cursor);
    expect(waiting.has(crowd[40]!.userId)).toBe(true);
    expect(thirty.some((person) => waiting.has(person.userId))).toBe(false);
  });
});

describe("anonymous polls", () => {
  it("keeps 50 answers unlinkable to who gave them", async () => {
    const poll = await newPoll(c.author.actor, {
      name: "Engagement",
      type: "anonymous",
      recipients: [{ kind: "department", deptId: c.sales._id }],
    });
    await Promise.all(
      crowd.map((person, i) => submitAnswers(person.actor, poll._id, { answers: { q1: i % 3, q6: `word ${i}` } })),
    );
    const items = await partition(poll._id);
    const takers = items.filter((item) => item.__edb_e__ === "pollTaker");
    const ballots = items.filter((item) => item.__edb_e__ === "pollBallot");
    expect(takers).toHaveLength(50);
    expect(ballots).toHaveLength(50);
    // What every item of the partition shares (the partition and ElectroDB's version) links nothing.
    const shared = new Set(["pk", "clientId", "pollId", "__edb_v__"]);
    const values = (item: Record<string, unknown>) =>
      Object.entries(item)
        .filter(([name]) => !shared.has(name))
        .map(([, value]) => JSON.stringify(value));
    const takerValues = new Set(takers.flatMap(values));
    for (const taker of takers) expect(taker.answers).toBeUndefined();
    const people = new Set(crowd.map((person) => person.userId));
    for (const ballot of ballots) {
      expect(Object.keys(ballot).sort()).toEqual([
        "__edb_e__",
        "__edb_v__",
        "answers",
        "ballotId",
        "clientId",
        "pk",
        "pollId",
        "sk",
      ]);
      for (const value of values(ballot)) {
        expect(takerValues.has(value)).toBe(false);
        expect(value).not.toMatch(/\d{4}-\d{2}-\d{2}T/); // no timestamp
        for (const id of people) expect(value.toUpperCase()).not.toContain(id);
      }
      expect(String(ballot.ballotId)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    // No answers by person for anyone; texts without names; groups below five hidden.
    expect((await capture(() => answersPage(c.admin.actor, poll._id, { limit: 10 }))).code).toBe("polls.no_access");
    expect((await textsPage(c.author.actor, poll._id, "q6", { limit: 100 })).items).toHaveLength(50);
    const results = await pollResults(c.author.actor, poll._id, {});
    expect(results).toMatchObject({ total: 50, hidden: false });
    expect(results.filters.city).toEqual(["paris"]);
    expect(results.filters.gender).toEqual([]); // nobody has one set in the crowd
    const london = await pollResults(c.author.actor, poll._id, { dimension: "city", value: "London" });
    expect(london).toMatchObject({ hidden: true, total: 0, questions: [] });
  });

  it("hides an anonymous poll's results and texts below five answers", async () => {
    const poll = await newPoll(c.author.actor, { name: "Small", type: "anonymous" });
    await Promise.all(
      crowd.slice(0, 4).map((person) => submitAnswers(person.actor, poll._id, { answers: { q1: 0, q6: "hi" } })),
    );
    expect(await pollResults(c.author.actor, poll._id, {})).toMatchObject({ hidden: true, questions: [] });
    expect((await textsPage(c.author.actor, poll._id, "q6", { limit: 10 })).items).toEqual([]);
    await submitAnswers(crowd[4]!.actor, poll._id, { answers: { q1: 1 } });
    expect(await pollResults(c.author.actor, poll._id, {})).toMatchObject({ hidden: false, total: 5 });
  });
});

describe("fixed costs", () => {
  it("answers results and list pages in a fixed number of DynamoDB calls", async () => {
    const poll = await newPoll(c.author.actor, { name: "Counted" });
    await Promise.all(
      crowd.slice(0, 20).map((person) => submitAnswers(person.actor, poll._id, { answers: { q1: 0 } })),
    );
    const calls = countDynamoCalls();
    try {
      await pollResults(c.admin.actor, poll._id, { dimension: "city", value: "Paris" });
      const results = { ...calls.counts };
      calls.reset();
      await listPolls(crowd[30]!.actor, c.tenantId, crowd[30]!.userId, { tab: "available", limit: 20 });
      const available = { ...calls.counts };
      calls.reset();
      await listPolls(c.author.actor, c.tenantId, c.author.userId, { tab: "mine", limit: 10 });
      const mine = { ...calls.counts };
      console.log(JSON.stringify({ results, available, mine }));
      // An admin's results: the poll (GetItem) and ONE BatchGet of the `all` and the group's shards.
      expect(results).toEqual({ GetItemCommand: 1, BatchGetItemCommand: 1 });
      // A recipient's page: their profile (a Get, the memberships Query, two BatchGets), a Query per
      // label they hold (6 here), the polls, their takers and the answer counts (one BatchGet each).
      expect(available).toEqual({ GetItemCommand: 1, QueryCommand: 7, BatchGetItemCommand: 5 });
      expect(mine.QueryCommand).toBe(2); // the author's polls, the profile's memberships
    } finally {
      calls.stop();
    }
  });
});
