import { demoCast } from "./demo-cast";
import type { FeatureRight } from "@intranet/contracts";
import {
  accrueBodySchema,
  createAchievementBodySchema,
  createItemBodySchema,
  type CreateItemBody,
} from "@intranet/contracts/shop";
import { accrue, buy, cancelAccrual, createAchievement, createItem, handOutOrder, saveShop } from "@intranet/core/shop";
import type { SeededPerson } from "./demo-cast";
import type { DemoStep } from "./demo-step";

const items: Array<Partial<CreateItemBody> & { name: string; cost: number; amount: number }> = [
  { name: "Company mug", description: "Ceramic, 350 ml, with the logo", cost: 30, amount: 25 },
  { name: "Hoodie", description: "Warm, navy blue, sizes S-XXL", cost: 120, amount: 10 },
  {
    name: "Extra day off",
    description: "One more day of paid leave, agree the date with your manager",
    cost: 500,
    amount: 5,
  },
  { name: "Lunch with the CEO", description: "An hour to talk about anything", cost: 250, amount: 2 },
  { name: "Notebook", description: "A5, dotted", cost: 15, amount: 40 },
];

export const demoStep: DemoStep = {
  name: "shop",
  order: 30,
  run: ({ clientId, people, rights }) => seedDemoShop(clientId, people, rights),
};

/**
 * The demo shop (module guide §4), through the shop's services like the API: settings with Ben
 * as a manager and the thanks auto-award on, five items, three achievements, accruals (one
 * published on the wall), two purchases (one handed out), so balances, orders and statistics have
 * something to show on the first `npm start`.
 */
export async function seedDemoShop(clientId: string, people: SeededPerson[], rights: FeatureRight[]): Promise<void> {
  const cast = demoCast(clientId, people, rights);
  const find = cast.find;
  const actorOf = (person: SeededPerson) => cast.actorOf(person, ["shop"]);
  const admin = actorOf(find("demo-admin"));
  const ben = find("ben.carter");
  await saveShop(admin, {
    managers: [ben.userId],
    name: "Company store",
    icon: "★",
    currencyName: "coin",
    currencyShort: "c",
    // The shop's own words per language (the currency's plural forms default to монета/монеты/монет).
    translations: { ru: { name: "Магазин компании" }, ua: { name: "Крамниця компанії" } },
    description: "Spend the coins colleagues and the company give you.",
    autoAwards: {
      thanks: { enabled: true, amount: 5 },
      birthday: { enabled: true, amount: 50 },
      idea: { enabled: true, amount: 30 },
    },
  });
  const manager = actorOf(ben);
  const created = [];
  for (const item of items) created.push(await createItem(manager, clientId, createItemBodySchema.parse(item)));
  const achievements = [];
  for (const [name, description] of [
    ["Team player", "Always there when the team needs a hand"],
    ["Problem solver", "Untangled what nobody else could"],
    ["Mentor", "Helped a colleague grow"],
  ])
    achievements.push(
      await createAchievement(manager, clientId, createAchievementBodySchema.parse({ name, description })),
    );

  const give = (
    login: string,
    amount: number,
    extra: { achievement?: string; comment?: string; publish?: boolean } = {},
  ) => accrue(manager, accrueBodySchema.parse({ user: find(login).userId, amount, ...extra }));
  await give("grace.hill", 150, {
    achievement: achievements[1]!._id,
    comment: "For rescuing the quarterly release",
    publish: true,
  });
  await give("frank.green", 80, { achievement: achievements[0]!._id });
  await give("daniel.evans", 60);
  await give("chloe.davis", 40, { achievement: achievements[2]!._id });
  // A manager never accrues to themselves: the admin thanks Ben; one mistaken accrual is cancelled,
  // so the history shows who accrued and who cancelled.
  await accrue(admin, accrueBodySchema.parse({ user: ben.userId, amount: 100, comment: "For setting up the shop" }));
  const mistaken = await give("daniel.evans", 25, { comment: "Sent twice by mistake" });
  await cancelAccrual(admin, mistaken._id);
  const grace = actorOf(find("grace.hill"));
  const first = await buy(grace, { item: created[1]!._id });
  await handOutOrder(manager, first.order._id);
  await buy(actorOf(find("frank.green")), { item: created[0]!._id });
}
