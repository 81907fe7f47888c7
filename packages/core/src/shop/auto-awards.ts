import * as z from "zod/mini";
import type { AwardingModule } from "@intranet/contracts/manifest";
import type { AutoAwardKind, AutoAwardRule, YearsAward } from "@intranet/contracts/shop";
import { mapLimited, newId } from "../platform";
import { findUser, usersPage, usersWithBirthdaysIn } from "../users";
import { readSettings, settingsOf, type ShopSettings } from "./access";
import type { ShopAccrualRecord } from "./accrual.entity";
import { payAward } from "./accruals";
import { db } from "./entities";

type AwardSource = AutoAwardKind | "years" | AwardingModule;

export interface AwardResult {
  paid: number;
  skipped: number;
}

/**
 * Pays one auto-award when the company's rule for it is on: the rule's coins and/or achievement to
 * an active person, guarded by `awardKey` (paid once whatever the deliveries or runs).
 */
async function award(
  settings: Pick<ShopSettings, "clientId">,
  source: AwardSource,
  rule: Pick<AutoAwardRule, "amount" | "achievement"> | undefined,
  userId: string,
  awardKey: string,
): Promise<boolean> {
  if (!rule || (!rule.amount && !rule.achievement)) return false;
  const { clientId } = settings;
  const [user, achievement] = await Promise.all([
    findUser(clientId, userId),
    rule.achievement
      ? db().entities.shopAchievement.get({ clientId, achievementId: rule.achievement }).go()
      : undefined,
  ]);
  if (!user || user.status !== "active") return false;
  const found = achievement?.data;
  if (!rule.amount && !found) return false;
  const accrual: ShopAccrualRecord & { awardKey: string } = {
    clientId,
    accrualId: newId(),
    userId,
    amount: rule.amount,
    ...(found ? { achievementId: found.achievementId, achievementName: found.name } : {}),
    comment: "",
    publish: false,
    source,
    awardKey,
    cancelled: false,
    createdAt: new Date().toISOString(),
  };
  return payAward(accrual);
}

/**
 * An award another module pays (an onboarding track's award step): its coins and/or achievement to
 * an active person, once per `awardKey` whatever the runs. Answers whether it paid now.
 */
export function payModuleAward(
  clientId: string,
  source: AwardingModule,
  prize: Pick<AutoAwardRule, "amount" | "achievement">,
  userId: string,
  awardKey: string,
): Promise<boolean> {
  return award({ clientId }, source, prize, userId, awardKey);
}

const ruleOn = (settings: ShopSettings, kind: AutoAwardKind) => {
  const rule = settings.autoAwards[kind];
  return rule?.enabled ? rule : undefined;
};

const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const thanksSchema = z.object({
  tenantId: id,
  postId: id,
  authorId: id,
  kind: z.string(),
  mentionedUserIds: z.catch(z.array(id).check(z.maxLength(500)), []),
});
const pollSchema = z.object({ tenantId: id, pollId: id, userId: id });
const ideaSchema = z.object({ tenantId: id, ideaId: id, authorId: id });

/**
 * The event-driven auto-awards (bus subscriber): a thanks post pays the thanked person, a poll
 * answered pays the person who answered, an accepted idea its author. Malformed events are ignored.
 */
export async function handleAwardEvent(type: string, detail: unknown): Promise<AwardResult> {
  const result: AwardResult = { paid: 0, skipped: 0 };
  const count = (paid: boolean) => (paid ? result.paid++ : result.skipped++);
  if (type === "post.created") {
    const parsed = thanksSchema.safeParse(detail);
    if (!parsed.success || parsed.data.kind !== "thanks") return result;
    const { tenantId, postId, authorId, mentionedUserIds } = parsed.data;
    const settings = await readSettings(tenantId);
    const rule = ruleOn(settings, "thanks");
    for (const userId of mentionedUserIds.filter((user) => user !== authorId))
      count(await award(settings, "thanks", rule, userId, `thanks:${postId}:${userId}`));
  } else if (type === "poll.answered") {
    const parsed = pollSchema.safeParse(detail);
    if (!parsed.success) return result;
    const { tenantId, pollId, userId } = parsed.data;
    const settings = await readSettings(tenantId);
    count(await award(settings, "poll", ruleOn(settings, "poll"), userId, `poll:${pollId}:${userId}`));
  } else if (type === "idea.accepted") {
    const parsed = ideaSchema.safeParse(detail);
    if (!parsed.success) return result;
    const { tenantId, ideaId, authorId } = parsed.data;
    const settings = await readSettings(tenantId);
    count(await award(settings, "idea", ruleOn(settings, "idea"), authorId, `idea:${ideaId}`));
  }
  return result;
}

const profileFields = ["birthDate", "phone", "position", "department", "city", "workingSince"] as const;

/**
 * The daily job (jobs table `shop-awards`): for every shop with a date-driven award on, birthdays
 * today (the users' birthday index: one Query), work anniversaries and periodic awards by years
 * worked, and completed profiles (one pass over the active people). Each award is guarded by its
 * key (`birthday:<user>:<year>`, `anniversary:<user>:<year>`, `years:<user>:<n>`, `profile:<user>`),
 * so a second run or a retry pays nothing more.
 */
export async function runDailyAwards(now = new Date()): Promise<AwardResult> {
  const { data } = await db().entities.shopSettings.query.withDateAwards({ awardsIndex: "1" }).go({ pages: "all" });
  const results = await mapLimited(data, 4, (record) => awardsOfShop(settingsOf(record.clientId, record), now));
  return results.reduce((total, one) => ({ paid: total.paid + one.paid, skipped: total.skipped + one.skipped }), {
    paid: 0,
    skipped: 0,
  });
}

/**
 * The month-days ("MM-DD") celebrated on `now` (UTC): that day, and on 28 February of a year with no
 * 29th also those born or hired on 29 February, so nobody's birthday or anniversary is skipped.
 */
export function celebratedDays(now: Date): string[] {
  const today = now.toISOString().slice(5, 10);
  const year = now.getUTCFullYear();
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  return today === "02-28" && !leap ? ["02-28", "02-29"] : [today];
}

async function awardsOfShop(settings: ShopSettings, now: Date): Promise<AwardResult> {
  const result: AwardResult = { paid: 0, skipped: 0 };
  const count = (paid: boolean) => (paid ? result.paid++ : result.skipped++);
  const { clientId, autoAwards } = settings;
  const year = now.getUTCFullYear();
  const days = celebratedDays(now);
  const birthday = ruleOn(settings, "birthday");
  if (birthday) {
    const range = { from: days[0]!.replace("-", ""), to: days.at(-1)!.replace("-", "") };
    const people = await usersWithBirthdaysIn(clientId, [range]);
    for (const person of people)
      count(await award(settings, "birthday", birthday, person.userId, `birthday:${person.userId}:${year}`));
  }
  const anniversary = ruleOn(settings, "anniversary");
  const profile = ruleOn(settings, "profile");
  const years = autoAwards.years ?? [];
  if (!anniversary && !profile && !years.length) return result;
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof usersPage>> = await usersPage(clientId, {
      status: "active",
      cursor,
      limit: 100,
    });
    for (const person of page.items) {
      const since = person.workingSince;
      const worked = since && days.includes(since.slice(5, 10)) ? year - Number(since.slice(0, 4)) : 0;
      if (anniversary && worked >= 1)
        count(await award(settings, "anniversary", anniversary, person._id, `anniversary:${person._id}:${year}`));
      for (const rule of years.filter((entry: YearsAward) => worked >= 1 && entry.years === worked))
        count(await award(settings, "years", rule, person._id, `years:${person._id}:${rule.years}`));
      if (profile && profileFields.every((field) => Boolean(person[field])))
        count(await award(settings, "profile", profile, person._id, `profile:${person._id}`));
    }
    cursor = page.cursor;
  } while (cursor);
  return result;
}
