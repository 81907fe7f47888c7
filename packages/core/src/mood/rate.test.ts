import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { moodBodySchema } from "@intranet/contracts/mood";
import { capture } from "../testing/capture";
import { utcToday } from "./days";
import { rateMood } from "./rate";
import { ALL, departmentSlice } from "./slices";
import { type MoodCompany, marked, moodCompany, people, tallyOf } from "./test-support";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;

describe("mood: one rating a day, counted exactly", () => {
  let c: MoodCompany;
  const day = utcToday();

  beforeAll(async () => {
    c = await moodCompany();
  });

  it("takes one of 10 parallel ratings by the same person; the others are mood.already_rated", async () => {
    const [person] = await people(c, 1, c.salesId);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) => capture(() => rateMood(person!.actor, { rating: 1 + index, day }))),
    );
    const rated = outcomes.filter((outcome) => outcome.value);
    expect(rated).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.code === "mood.already_rated")).toHaveLength(9);
    const rating = rated[0]!.value!.rating;
    for (const slice of [ALL, departmentSlice(c.salesId), departmentSlice(c.rootId)]) {
      expect(await tallyOf(c.tenantId, day, slice)).toEqual({ n: 1, [rating]: 1, sum: rating });
    }
    expect(await tallyOf(c.tenantId, day, departmentSlice(c.eastId))).toEqual({});
    expect(await code(() => rateMood(person!.actor, { rating: 5, day }))).toBe("mood.already_rated");
    expect((await tallyOf(c.tenantId, day, ALL)).n).toBe(1);
  });

  it("counts 30 people rating at once exactly, in the company and up each person's path", async () => {
    const other = await moodCompany();
    const [east, sales, none] = await Promise.all([
      people(other, 10, other.eastId),
      people(other, 10, other.salesId),
      people(other, 10),
    ]);
    const everyone = [...east!, ...sales!, ...none!];
    const ratingOf = (index: number) => (index % 10) + 1;
    const answers = await Promise.all(
      everyone.map((person, index) => rateMood(person.actor, { rating: ratingOf(index), day })),
    );
    expect(answers.map((answer) => answer.rating)).toEqual(everyone.map((_, index) => ratingOf(index)));
    const each = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [String(index + 1), 1]));
    // 10 people in each third, rating 1…10 once each: every counter 1 per third, sum 55.
    expect(await tallyOf(other.tenantId, day, ALL)).toEqual(
      Object.fromEntries([...Object.entries(each).map(([k, v]) => [k, v * 3]), ["n", 30], ["sum", 165]]),
    );
    expect(await tallyOf(other.tenantId, day, departmentSlice(other.eastId))).toEqual({ ...each, n: 10, sum: 55 });
    // Sales East's people count in Sales and in the root too.
    expect(await tallyOf(other.tenantId, day, departmentSlice(other.salesId))).toEqual(
      Object.fromEntries([...Object.entries(each).map(([k, v]) => [k, v * 2]), ["n", 20], ["sum", 110]]),
    );
    expect((await tallyOf(other.tenantId, day, departmentSlice(other.rootId))).n).toBe(20);
  });

  it("refuses a bad rating or day with its code and writes nothing", async () => {
    const [person] = await people(c, 1, c.eastId);
    const issue = (body: unknown) => z.safeParse(moodBodySchema, body).error?.issues[0]?.message;
    expect(issue({ rating: 0 })).toBe("mood.bad_rating");
    expect(issue({ rating: 11 })).toBe("mood.bad_rating");
    expect(issue({ rating: 2.5 })).toBe("mood.bad_rating");
    expect(issue({ rating: "7" })).toBe("mood.bad_rating");
    expect(await code(() => rateMood(person!.actor, { rating: 0, day }))).toBe("mood.bad_rating");
    expect(await code(() => rateMood(person!.actor, { rating: 7.5, day }))).toBe("mood.bad_rating");
    expect(await code(() => rateMood(person!.actor, { rating: 7, day: "2001-01-01" }))).toBe("mood.bad_day");
    expect(await code(() => rateMood(person!.actor, { rating: 7, day: "2024-02-30" }))).toBe("mood.bad_day");
    expect(await marked(c.tenantId, person!.userId, day)).toBe(false);
    expect(await tallyOf(c.tenantId, day, departmentSlice(c.eastId))).toEqual({});
    expect(await tallyOf(c.tenantId, "2001-01-01", ALL)).toEqual({});
  });
});
