import { randomUUID } from "node:crypto";
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
import { finishPoll } from "./polls";
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
  it("keeps 50 concurrent answers unlinkable to who gave them and publishes them exactly, in batches of five or more", async () => {
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
    const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";
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
      // Pending, or published in a numbered batch under a new random id.
      expect(String(ballot.ballotId)).toMatch(new RegExp(`^(p\\.${uuid}|b\\.\\d{6}\\.${uuid})$`));
    }
    // Exact under concurrency: every answer is pending or published once, every batch has five or more.
    const published = ballots.filter((ballot) => String(ballot.ballotId).startsWith("b."));
    const pending = ballots.length - published.length;
    expect(pending).toBeLessThan(5);
    const batches = new Map<string, number>();
    for (const ballot of published) {
      const batch = String(ballot.ballotId).slice(2, 8);
      batches.set(batch, (batches.get(batch) ?? 0) + 1);
    }
    for (const size of batches.values()) expect(size).toBeGreaterThanOrEqual(5);
    const results = await pollResults(c.author.actor, poll._id, {});
    expect(results).toMatchObject({
      total: published.length,
      hidden: false,
      anonymous: { mode: "batches", shown: published.length, heldBack: pending, final: false },
    });
    const counted = results.questions[0]!.counts.reduce((sum, count) => sum + count, 0);
    expect(counted).toBe(published.length);
    // No answers by person for anyone; texts without names, only the published ones.
    expect((await capture(() => answersPage(c.admin.actor, poll._id, { limit: 10 }))).code).toBe("polls.no_access");
    expect((await textsPage(c.author.actor, poll._id, "q6", { limit: 100 })).items).toHaveLength(published.length);
    // Shown in batches, it has no filter groups (issue 30: a group compared across batches isolates).
    expect(results.filters.city).toEqual([]);
    const paris = await pollResults(c.author.actor, poll._id, { dimension: "city", value: "Paris" });
    expect(paris).toMatchObject({ hidden: true, hiddenReason: "filtersOff", total: 0, questions: [] });
  });

  it("hides an anonymous poll's results and texts below five answers", async () => {
    const poll = await newPoll(c.author.actor, { name: "Small", type: "anonymous" });
    await Promise.all(
      crowd.slice(0, 4).map((person) => submitAnswers(person.actor, poll._id, { answers: { q1: 0, q6: "hi" } })),
    );
    expect(await pollResults(c.author.actor, poll._id, {})).toMatchObject({
      hidden: true,
      hiddenReason: "held",
      questions: [],
      anonymous: { shown: 0, heldBack: 4 },
    });
    expect((await textsPage(c.author.actor, poll._id, "q6", { limit: 10 })).items).toEqual([]);
    await submitAnswers(crowd[4]!.actor, poll._id, { answers: { q1: 1 } });
    expect(await pollResults(c.author.actor, poll._id, {})).toMatchObject({ hidden: false, total: 5 });
  });
});

describe("anonymous polls answered before publication existed", () => {
  /** Puts a poll back as the earlier code left it: bare-UUID ballots, no release item. */
  async function asBeforePublication(pollId: string): Promise<void> {
    const clientId = c.tenantId;
    const { data } = await db().entities.pollBallot.query.byPoll({ clientId, pollId }).go({ pages: "all" });
    for (const ballot of data) {
      await db().entities.pollBallot.delete({ clientId, pollId, ballotId: ballot.ballotId }).go();
      await db().entities.pollBallot.create({ clientId, pollId, ballotId: randomUUID(), answers: ballot.answers }).go();
    }
    for (const part of ["state", "lease"] as const)
      await db().entities.pollRelease.delete({ clientId, pollId, part }).go();
  }

  it("shows their answers again as one batch, once, and then reads without writing", async () => {
    const poll = await newPoll(c.author.actor, { name: "Earlier", type: "anonymous" });
    for (const [i, person] of crowd.slice(0, 7).entries())
      await submitAnswers(person.actor, poll._id, { answers: { q1: i % 2, q6: `earlier ${i}` } });
    await asBeforePublication(poll._id);
    expect(await pollResults(c.author.actor, poll._id, {})).toMatchObject({
      hidden: false,
      total: 7,
      anonymous: { shown: 7, heldBack: 0 },
    });
    const texts = await textsPage(c.author.actor, poll._id, "q6", { limit: 10 });
    expect([...texts.items].sort()).toEqual(crowd.slice(0, 7).map((_, i) => `earlier ${i}`));
    const ids = (await partition(poll._id))
      .filter((item) => item.__edb_e__ === "pollBallot")
      .map((item) => item.ballotId);
    expect(ids.every((id) => String(id).startsWith("b."))).toBe(true);
    const calls = countDynamoCalls();
    try {
      await pollResults(c.author.actor, poll._id, {});
      expect(calls.counts.TransactWriteItemsCommand ?? 0).toBe(0);
      expect(calls.counts.UpdateItemCommand ?? 0).toBe(0);
    } finally {
      calls.stop();
    }
  });
});

describe("anonymous polls shown at their end", () => {
  it("shows nothing while running, then everything at once with the groups no combination can narrow below five", async () => {
    const poll = await newPoll(c.author.actor, {
      name: "Year end",
      type: "anonymous",
      anonymousResults: "atEnd",
      recipients: [{ kind: "department", deptId: c.sales._id }],
    });
    // Ten in Paris and ten with no city: every department holds all twenty (its rest is 0).
    await Promise.all(
      crowd.slice(0, 20).map((person, i) => submitAnswers(person.actor, poll._id, { answers: { q1: i < 10 ? 0 : 1 } })),
    );
    const running = await pollResults(c.admin.actor, poll._id, {});
    expect(running).toMatchObject({
      hidden: true,
      hiddenReason: "atEnd",
      anonymous: { mode: "atEnd", shown: 0, heldBack: 20 },
    });
    expect(await finishPoll(c.author.actor, poll._id)).toMatchObject({ status: "finished" });
    const ended = await pollResults(c.admin.actor, poll._id, {});
    expect(ended).toMatchObject({ hidden: false, total: 20, anonymous: { shown: 20, heldBack: 0, final: true } });
    expect(ended.questions[0]!.counts).toEqual([10, 10, 0]);
    expect(ended.filters).toMatchObject({ city: ["paris"], department: [] });
    const paris = await pollResults(c.admin.actor, poll._id, { dimension: "city", value: "Paris" });
    expect(paris).toMatchObject({ hidden: false, total: 10 });
    expect(paris.questions[0]!.counts).toEqual([10, 0, 0]);
    const sales = await pollResults(c.admin.actor, poll._id, { dimension: "department", value: c.sales._id });
    expect(sales).toMatchObject({ hidden: true, hiddenReason: "group", total: 0 });
    // Published, the ballots no longer carry the answerers' groups.
    const ballots = (await partition(poll._id)).filter((item) => item.__edb_e__ === "pollBallot");
    expect(ballots).toHaveLength(20);
    for (const ballot of ballots) expect(ballot.slices).toBeUndefined();
  });

  it("never shows an end with fewer than five answers", async () => {
    const poll = await newPoll(c.author.actor, { name: "Tiny end", type: "anonymous", anonymousResults: "atEnd" });
    await Promise.all(crowd.slice(0, 4).map((person) => submitAnswers(person.actor, poll._id, { answers: { q1: 0 } })));
    await finishPoll(c.author.actor, poll._id);
    expect(await pollResults(c.admin.actor, poll._id, {})).toMatchObject({
      hidden: true,
      hiddenReason: "held",
      anonymous: { shown: 0, heldBack: 4, final: false },
    });
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
