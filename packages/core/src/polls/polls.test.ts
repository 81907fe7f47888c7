import { beforeAll, describe, expect, it } from "vitest";
import { createPollBodySchema, type PollView } from "@intranet/contracts/polls";
import * as z from "zod/mini";
import { addDeptUsers } from "../structure";
import { capture } from "../testing/capture";
import { member } from "../users/test-support";
import { ensureTestTenant } from "../testing/actors";
import { db } from "./entities";
import { listPolls } from "./lists";
import { deletePoll, finishPoll, getPoll, updatePoll } from "./polls";
import { pollResults } from "./results";
import { handlePollEvent } from "./subscriber";
import { submitAnswers } from "./submit";
import { allKinds, newPoll, pollsCompany, type PollsCompany } from "./test-support";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const items = async (pollId: string, tenantId: string) => {
  const key = { clientId: tenantId, pollId };
  const { entities } = db();
  const [takers, ballots, tallies] = await Promise.all([
    entities.pollTaker.query.byPoll(key).go({ pages: "all" }),
    entities.pollBallot.query.byPoll(key).go({ pages: "all" }),
    entities.pollTally.query.byPoll(key).go({ pages: "all" }),
  ]);
  return { takers: takers.data.length, ballots: ballots.data.length, tallies: tallies.data.length };
};

let c: PollsCompany;
beforeAll(async () => {
  c = await pollsCompany();
});

describe("polls: who sees what", () => {
  let forSales: PollView;
  beforeAll(async () => {
    forSales = await newPoll(c.author.actor, {
      name: "Sales pulse",
      type: "closed",
      recipients: [{ kind: "department", deptId: c.sales._id }],
    });
  });

  it("shows a poll to its recipients, author and admins; anyone else gets 404 and no list row", async () => {
    expect((await getPoll(c.seller.actor, forSales._id)).can).toEqual({
      answer: true,
      results: false,
      table: false,
      manage: false,
    });
    expect((await getPoll(c.author.actor, forSales._id)).can).toMatchObject({
      manage: true,
      results: true,
      answer: false,
    });
    expect((await getPoll(c.admin.actor, forSales._id)).can).toMatchObject({ manage: true, table: true });
    expect(await code(() => getPoll(c.outsider.actor, forSales._id))).toBe("polls.not_found");
    const stranger = await member(await ensureTestTenant(), { role: "admin" });
    expect(await code(() => getPoll(stranger.actor, forSales._id))).toBe("polls.not_found");
    const available = (who: PollsCompany["seller"]) =>
      listPolls(who.actor, c.tenantId, who.userId, { tab: "available", limit: 20 });
    expect((await available(c.seller)).items.map((poll) => poll._id)).toContain(forSales._id);
    expect((await available(c.outsider)).items.map((poll) => poll._id)).not.toContain(forSales._id);
    expect(await code(() => submitAnswers(c.outsider.actor, forSales._id, { answers: { q1: 0 } }))).toBe(
      "polls.not_found",
    );
    // A closed poll's results are its author's and admins'.
    expect(await code(() => pollResults(c.seller.actor, forSales._id, {}))).toBe("polls.no_access");
  });

  it("shows an anonymous poll's results to a recipient who answered it, never answers by person (product-spec: closed means admins see all)", async () => {
    const anonymous = await newPoll(c.author.actor, {
      name: "Team pulse",
      type: "anonymous",
      recipients: [{ kind: "department", deptId: c.sales._id }],
    });
    await submitAnswers(c.seller.actor, anonymous._id, { answers: { q1: 0 } });
    expect((await getPoll(c.seller.actor, anonymous._id)).can).toEqual({
      answer: false,
      results: true,
      table: false,
      manage: false,
    });
    expect(await pollResults(c.seller.actor, anonymous._id, {})).toMatchObject({ hidden: true });
  });

  it("gives the poll to someone moved into the department on their very next request", async () => {
    const mover = await member(c.tenantId, { rights: ["polls"] });
    expect(await code(() => getPoll(mover.actor, forSales._id))).toBe("polls.not_found");
    await addDeptUsers(c.admin.actor, { dept_id: c.sales._id, users: [mover.userId] });
    expect((await getPoll(mover.actor, forSales._id)).can.answer).toBe(true);
    const list = await listPolls(mover.actor, c.tenantId, mover.userId, { tab: "available", limit: 20 });
    expect(list.items.map((poll) => poll._id)).toContain(forSales._id);
  });

  it("lists the caller's own lists only, and every poll to admins only", async () => {
    expect(
      await code(() => listPolls(c.seller.actor, c.tenantId, c.author.userId, { tab: "available", limit: 5 })),
    ).toBe("polls.no_access");
    expect(await code(() => listPolls(c.seller.actor, c.tenantId, c.seller.userId, { tab: "all", limit: 5 }))).toBe(
      "polls.no_access",
    );
    const all = await listPolls(c.admin.actor, c.tenantId, c.admin.userId, { tab: "all", limit: 100 });
    expect(all.items.map((poll) => poll._id)).toContain(forSales._id);
    const mine = await listPolls(c.author.actor, c.tenantId, c.author.userId, { tab: "mine", limit: 100 });
    expect(mine.items[0]).toMatchObject({ author: c.author.userId, can: { manage: true } });
  });

  it("refuses edits by anyone but the author and admins", async () => {
    const body = z.parse(createPollBodySchema, {
      name: "Renamed",
      type: "closed",
      questions: allKinds,
      recipients: [],
      forAll: true,
    });
    expect(await code(() => updatePoll(c.seller.actor, forSales._id, body))).toBe("polls.no_access");
    expect(await code(() => finishPoll(c.seller.actor, forSales._id))).toBe("polls.no_access");
    expect(await code(() => deletePoll(c.seller.actor, forSales._id))).toBe("polls.no_access");
    expect(await code(() => deletePoll(c.outsider.actor, forSales._id))).toBe("polls.not_found");
  });
});

describe("polls: answers are checked and nothing is written on a refusal", () => {
  it("refuses answers that do not fit, and unanswered mandatory questions", async () => {
    const poll = await newPoll(c.author.actor);
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ q1: 3 }, "polls.bad_answer"],
      [{ q1: -1 }, "polls.bad_answer"],
      [{ q1: "Red" }, "polls.bad_answer"],
      [{ q1: 0, q2: [0, 0] }, "polls.bad_answer"],
      [{ q1: 0, q2: [5] }, "polls.bad_answer"],
      [{ q1: 0, q3: 6 }, "polls.bad_answer"],
      [{ q1: 0, q3: 0 }, "polls.bad_answer"],
      [{ q1: 0, q5: 101 }, "polls.bad_answer"],
      [{ q1: 0, q6: "x".repeat(301) }, "polls.bad_answer"],
      [{ q1: 0, q9: 1 }, "polls.bad_answer"],
      [{ q2: [1] }, "polls.mandatory_unanswered"],
      [{}, "polls.mandatory_unanswered"],
    ];
    for (const [answers, expected] of refused)
      expect(
        await code(() => submitAnswers(c.seller.actor, poll._id, { answers } as never)),
        JSON.stringify(answers),
      ).toBe(expected);
    expect(await items(poll._id, c.tenantId)).toEqual({ takers: 0, ballots: 0, tallies: 0 });
    const answered = await submitAnswers(c.seller.actor, poll._id, { answers: { q1: 2, q2: [2, 0], q3: 4, q6: "ok" } });
    expect(answered).toMatchObject({ poll_id: poll._id, answersCount: 1 });
    expect(await code(() => submitAnswers(c.seller.actor, poll._id, { answers: { q1: 1 } }))).toBe(
      "polls.already_answered",
    );
    const results = await pollResults(c.author.actor, poll._id, {});
    expect(results.total).toBe(1);
    expect(results.questions[0]).toEqual({ id: "q1", answered: 1, counts: [0, 0, 1] });
    expect(results.questions[1]).toEqual({ id: "q2", answered: 1, counts: [1, 0, 1] });
    expect(results.questions[2]).toMatchObject({ answered: 1, counts: [0, 0, 0, 1, 0], average: 4 });
    expect(results.questions[5]).toEqual({ id: "q6", answered: 1, counts: [] });
  });

  it("freezes type and questions once answered (polls.has_answers), other edits still go", async () => {
    const poll = await newPoll(c.author.actor, { name: "Freeze" });
    const edit = (input: object) =>
      updatePoll(
        c.author.actor,
        poll._id,
        z.parse(createPollBodySchema, { name: "Freeze", type: "opened", questions: allKinds, ...input }),
      );
    expect((await edit({ questions: allKinds.slice(0, 3) })).questionsCount).toBe(3);
    await edit({});
    await submitAnswers(c.seller.actor, poll._id, { answers: { q1: 0 } });
    expect(await code(() => edit({ type: "anonymous" }))).toBe("polls.has_answers");
    expect(await code(() => edit({ questions: allKinds.slice(0, 2) }))).toBe("polls.has_answers");
    expect((await getPoll(c.author.actor, poll._id)).questionsCount).toBe(7);
    expect((await edit({ name: "Frozen", description: "still editable" })).name).toBe("Frozen");
  });

  it("stops answers once finished, and a deleted poll's partition is purged", async () => {
    const poll = await newPoll(c.author.actor, { name: "Short-lived" });
    await submitAnswers(c.author.actor, poll._id, { answers: { q1: 1 } });
    expect((await finishPoll(c.admin.actor, poll._id)).status).toBe("finished");
    expect(await code(() => submitAnswers(c.seller.actor, poll._id, { answers: { q1: 0 } }))).toBe("polls.finished");
    expect((await items(poll._id, c.tenantId)).takers).toBe(1);
    await deletePoll(c.author.actor, poll._id);
    expect(await code(() => getPoll(c.author.actor, poll._id))).toBe("polls.not_found");
    expect(await handlePollEvent("poll.deleted", { tenantId: c.tenantId, pollId: poll._id })).toMatch(/^purged \d+/);
    expect(await items(poll._id, c.tenantId)).toEqual({ takers: 0, ballots: 0, tallies: 0 });
  });
});
