import { beforeAll, describe, expect, it } from "vitest";
import { switchFeature, updateClientSettings } from "../clients";
import { capture } from "../testing/capture";
import { checkMood } from "./check";
import { utcToday } from "./days";
import { rateMood } from "./rate";
import { ALL } from "./slices";
import { type MoodCompany, marked, moodCompany, people, superadminIn, tallyOf } from "./test-support";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("mood: who is asked", () => {
  let c: MoodCompany;
  const day = utcToday();

  beforeAll(async () => {
    c = await moodCompany();
  });

  it("asks an employee until they rate, a day either side of the server's date, only for themselves", async () => {
    const [ann, bob] = await people(c, 2);
    expect(await checkMood(ann!.actor, ann!.userId)).toEqual({ user_id: ann!.userId, day, needed: true });
    expect((await checkMood(ann!.actor, ann!.userId, shift(day, 1))).needed).toBe(true);
    expect(await code(() => checkMood(ann!.actor, ann!.userId, shift(day, 2)))).toBe("mood.bad_day");
    expect(await code(() => checkMood(ann!.actor, ann!.userId, "2024-13-01"))).toBe("mood.bad_day");
    expect(await code(() => checkMood(ann!.actor, bob!.userId))).toBe("common.no_access");
    expect(await rateMood(ann!.actor, { rating: 8 })).toEqual({ day, rating: 8 });
    expect((await checkMood(ann!.actor, ann!.userId)).needed).toBe(false);
    expect((await checkMood(ann!.actor, ann!.userId, shift(day, -1))).needed).toBe(true);
    expect((await checkMood(bob!.actor, bob!.userId)).needed).toBe(true);
  });

  it("never asks the superadmin: the check says no and a rating is refused, nothing written", async () => {
    const root = superadminIn(c.tenantId);
    expect(await checkMood(root, root.userId)).toEqual({ user_id: root.userId, day, needed: false });
    expect(await checkMood({ ...root, tenantId: null }, root.userId)).toMatchObject({ needed: false });
    const before = await tallyOf(c.tenantId, day, ALL);
    expect(await code(() => rateMood(root, { rating: 5, day }))).toBe("mood.not_asked");
    expect(await marked(c.tenantId, root.userId, day)).toBe(false);
    expect(await tallyOf(c.tenantId, day, ALL)).toEqual(before);
  });

  it("asks no one in a company that hid the meter or switched the mood feature off", async () => {
    for (const off of ["hidden", "feature"] as const) {
      const company = await moodCompany();
      const [person] = await people(company, 1, company.salesId);
      if (off === "hidden") await updateClientSettings(company.admin.actor, company.tenantId, { hideMoodMeter: true });
      else await switchFeature(superadminIn(company.tenantId), company.tenantId, "mood", false);
      expect((await checkMood(person!.actor, person!.userId)).needed).toBe(false);
      expect(await code(() => rateMood(person!.actor, { rating: 5, day }))).toBe("mood.not_asked");
      expect(await marked(company.tenantId, person!.userId, day)).toBe(false);
      expect(await tallyOf(company.tenantId, day, ALL)).toEqual({});
      if (off === "hidden") {
        await updateClientSettings(company.admin.actor, company.tenantId, { hideMoodMeter: false });
        expect((await checkMood(person!.actor, person!.userId)).needed).toBe(true);
      }
    }
  });
});
