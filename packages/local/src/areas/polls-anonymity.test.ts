import { beforeAll, describe, expect, it } from "vitest";
import type { PollPeoplePage, PollResults, PollTextsPage, PollView } from "@intranet/contracts/polls";
import { syncPeople } from "@intranet/core/audiences";
import type { Member } from "@intranet/core/users/test-support";
import { peopleIn, pollsCompany, type PollsCompany } from "@intranet/core/polls/test-support";
import { updateUser } from "@intranet/core/users";
import { useTestApi, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { sheetRows } from "../testing/xlsx";

/**
 * Issue 30: an anonymous poll's answers stay unlinkable against any sequence of reads by its
 * author or an admin. Each attack the issue found is replayed over HTTP: results before and after
 * one answer (who answered is known from `not_passed`), the texts growing by one, the whole poll
 * minus a filter group, and a remainder at the end. Results change only in batches of 5 or more.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

let c: PollsCompany;
let crowd: Member[];

beforeAll(async () => {
  c = await pollsCompany();
  crowd = await peopleIn(c, c.sales._id, 12);
  // Five in Paris: the group of the "whole minus a group" attack (the seller in London is the one outside).
  await Promise.all(crowd.slice(0, 5).map((person) => updateUser(c.admin.actor, person.userId, { city: "Paris" })));
  await syncPeople(
    c.tenantId,
    crowd.slice(0, 5).map((person) => person.userId),
  );
}, 120_000);

const questions = [
  { text: "Pick one", kind: "list1", mandatory: true, answers: ["Red", "Green", "Blue"] },
  { text: "In a word", kind: "short" },
];
const newPoll = async (name: string, input: object = {}): Promise<PollView> =>
  ok(
    as(c.author, "POST", "/api/poll", {
      body: { name, type: "anonymous", recipients: [{ kind: "department", deptId: c.sales._id }], questions, ...input },
    }),
    201,
  );
const answer = (who: Member, poll: PollView, choice: number, text = "") =>
  ok(as(who, "POST", `/api/poll/${poll._id}/answers`, { body: { answers: { q1: choice, q2: text } } }), 201);
const results = (poll: PollView, query = ""): Promise<PollResults> =>
  ok(as(c.admin, "GET", `/api/poll/${poll._id}/results${query}`));
const texts = async (poll: PollView): Promise<string[]> =>
  ((await ok(as(c.admin, "GET", `/api/poll/${poll._id}/texts/q2?limit=100`))) as PollTextsPage).items;
const waiting = async (poll: PollView): Promise<string[]> =>
  ((await ok(as(c.admin, "GET", `/api/poll/${poll._id}/not_passed?limit=100`))) as PollPeoplePage).userIds;
/** What a reader could difference: everything but the release's own bookkeeping. */
const readable = ({ anonymous: _anonymous, ...rest }: PollResults) => rest;

describe("anonymous polls against differencing (issue 30)", () => {
  it("before and after one person's answer: nothing anyone reads changes until a batch of 5", async () => {
    const poll = await newPoll("Before and after");
    for (const [index, person] of crowd.slice(0, 5).entries()) await answer(person, poll, index % 3, `word ${index}`);
    const before = await results(poll);
    const textsBefore = await texts(poll);
    expect(before).toMatchObject({ hidden: false, total: 5, anonymous: { shown: 5, heldBack: 0 } });
    expect(textsBefore).toHaveLength(5);

    // The admin sees who answers next (not-passed shrinks by one) — and learns nothing of their answer.
    const waitingBefore = await waiting(poll);
    await answer(crowd[5]!, poll, 2, "the one");
    const waitingAfter = await waiting(poll);
    expect(waitingBefore.filter((id) => !waitingAfter.includes(id))).toEqual([crowd[5]!.userId]);
    const after = await results(poll);
    expect(readable(after)).toEqual(readable(before));
    expect(after.anonymous).toMatchObject({ shown: 5, heldBack: 1 });
    expect(await texts(poll)).toEqual(textsBefore);
    // Repeated reads change nothing either.
    expect(readable(await results(poll))).toEqual(readable(before));
  });

  it("the batch boundary: shown at 5, unchanged up to 9, then 10 at once; texts grow by whole batches", async () => {
    const poll = await newPoll("Boundary");
    for (const [index, person] of crowd.slice(0, 4).entries()) await answer(person, poll, 0, `t${index}`);
    expect(await results(poll)).toMatchObject({
      hidden: true,
      hiddenReason: "held",
      total: 0,
      questions: [],
      anonymous: { shown: 0, heldBack: 4 },
    });
    expect(await texts(poll)).toEqual([]);
    await answer(crowd[4]!, poll, 1, "t4");
    const five = await results(poll);
    expect(five).toMatchObject({ hidden: false, total: 5, anonymous: { shown: 5, heldBack: 0 } });
    expect(five.questions[0]!.counts).toEqual([4, 1, 0]);
    expect(await texts(poll)).toHaveLength(5);
    for (const [index, person] of crowd.slice(5, 9).entries()) {
      await answer(person, poll, 2, `u${index}`);
      expect(readable(await results(poll))).toEqual(readable(five));
      expect(await texts(poll)).toHaveLength(5);
    }
    await answer(crowd[9]!, poll, 2, "u4");
    const ten = await results(poll);
    expect(ten).toMatchObject({ total: 10, anonymous: { shown: 10, heldBack: 0 } });
    expect(ten.questions[0]!.counts).toEqual([4, 1, 5]);
    const batches = await texts(poll);
    expect(batches).toHaveLength(10);
    // Batch after batch: the first five texts are the first batch's (in a random order), then the second's.
    expect(batches.slice(0, 5).sort()).toEqual(["t0", "t1", "t2", "t3", "t4"]);
    expect(batches.slice(5).sort()).toEqual(["u0", "u1", "u2", "u3", "u4"]);
  });

  it("the whole poll minus a filter group of 5 cannot give the one person outside it", async () => {
    // Paris (5) and the seller in London: the whole (6) minus Paris would be the seller's answer.
    const live = await newPoll("Whole minus a group");
    const atEnd = await newPoll("Whole minus a group, at the end", { anonymousResults: "atEnd" });
    for (const poll of [live, atEnd]) {
      for (const person of crowd.slice(0, 5)) await answer(person, poll, 0);
      await answer(c.seller, poll, 1);
    }
    await ok(as(c.author, "PUT", `/api/poll/${atEnd._id}/finish`));
    for (const poll of [live, atEnd]) {
      const whole = await results(poll);
      expect(whole.filters.city).toEqual([]);
      const paris = await results(poll, "?dimension=city&value=Paris");
      expect(paris).toMatchObject({ hidden: true, total: 0, questions: [] });
      expect(paris.hiddenReason).toBe(poll === live ? "filtersOff" : "group");
    }
    // At the end all six are shown at once; shown in batches, the sixth is held back.
    expect(await results(atEnd)).toMatchObject({ total: 6, anonymous: { shown: 6, heldBack: 0, final: true } });
    expect(await results(live)).toMatchObject({ total: 5, anonymous: { shown: 5, heldBack: 1 } });
  });

  it("a remainder below 5 is never shown, not after the end either, nor in Excel", async () => {
    const poll = await newPoll("Remainder");
    for (const [index, person] of crowd.slice(0, 7).entries()) await answer(person, poll, index % 2, `r${index}`);
    const running = await results(poll);
    expect(running).toMatchObject({ total: 5, anonymous: { shown: 5, heldBack: 2 } });
    await ok(as(c.author, "PUT", `/api/poll/${poll._id}/finish`));
    const ended = await results(poll);
    expect(readable(ended)).toEqual(readable(running));
    expect(ended.anonymous).toMatchObject({ shown: 5, heldBack: 2 });
    expect(await texts(poll)).toHaveLength(5);

    const started = await ok(as(c.author, "GET", `/api/poll/${poll._id}/excel`), 202);
    await api.bus.drain();
    const done = await ok(as(c.author, "GET", `/api/export/${started._id}`));
    expect(done).toMatchObject({ status: "done", rows: 5 });
    const rows = await sheetRows(done.url);
    expect(rows).toHaveLength(6); // the header and the five published answers
  });

  it("a poll shown at its end shows nothing while it runs, and refuses Excel until then", async () => {
    const poll = await newPoll("At the end", { anonymousResults: "atEnd" });
    expect(poll.anonymousResults).toBe("atEnd");
    for (const person of crowd.slice(0, 6)) await answer(person, poll, 0);
    expect(await results(poll)).toMatchObject({
      hidden: true,
      hiddenReason: "atEnd",
      anonymous: { mode: "atEnd", shown: 0, heldBack: 6 },
    });
    expectError(await as(c.author, "GET", `/api/poll/${poll._id}/excel`), 403, "polls.no_access");
    // The setting is fixed once there are answers (a poll shown in batches must not gain filter groups).
    const edit = { name: "At the end", type: "anonymous", questions, anonymousResults: "batches" };
    expectError(
      await as(c.author, "PUT", `/api/poll/${poll._id}`, {
        body: { ...edit, recipients: [{ kind: "department", deptId: c.sales._id }] },
      }),
      409,
      "polls.has_answers",
    );
  });
});
