import { beforeAll, describe, expect, it } from "vitest";
import { autoValueText } from "@intranet/contracts/autoTexts";
import { builtinNotificationIn } from "@intranet/contracts/notificationTexts";
import { accrueBodySchema, createAchievementBodySchema } from "@intranet/contracts/shop";
import { handlePostEvent, listMyNotifications } from "../notifications";
import { writeNotifications } from "../notifications/store";
import { getPost, updatePost } from "../posts";
import { captureEvents } from "../testing/capture";
import { updateUser } from "../users";
import { member, type Member } from "../users/test-support";
import { accrue } from "./accruals";
import { createAchievement } from "./achievements";
import { db } from "./entities";
import { handleShopEvent } from "./notify";
import { saveShop } from "./settings";
import { shopTenant, type ShopTenant } from "./test-support";

/**
 * Issue 31 item 10: an accrual's wall post and notification are stored as a kind with typed values
 * (the person, the amount) and written in each reader's language and name order when read; old
 * records that hold only text still read; one accrual notifies its recipient once.
 */
const events = captureEvents();
let shop: ShopTenant;
let henry: Member;
const readers: Record<"en" | "ru" | "ua", Member> = {} as never;
beforeAll(async () => {
  shop = await shopTenant(0);
  henry = await member(shop.tenantId, { rights: ["shop", "wall"], profile: { firstName: "Henry", lastName: "Irwin" } });
  for (const language of ["en", "ru", "ua"] as const) {
    readers[language] = await member(shop.tenantId, { rights: ["wall"] });
    await updateUser(shop.admin.actor, readers[language].userId, { lang: language });
  }
});

async function publishedAccrual() {
  const mentor = await createAchievement(
    shop.manager.actor,
    shop.tenantId,
    createAchievementBodySchema.parse({ name: "Mentor" }),
  );
  events.length = 0;
  return accrue(
    shop.manager.actor,
    accrueBodySchema.parse({
      user: henry.userId,
      amount: 200,
      achievement: mentor._id,
      comment: "For the onboarding guide",
      publish: true,
    }),
  );
}

describe("automatic texts are stored as a kind with values and read in the reader's language", () => {
  it("writes the accrual's wall post for each reader in their language and name order", async () => {
    const accrual = await publishedAccrual();
    const { data: stored } = await db().entities.post.get({ clientId: shop.tenantId, postId: accrual.postId! }).go();
    expect(stored?.auto).toEqual({
      kind: "shop.coins",
      params: {
        person: { person: { firstName: "Henry", lastName: "Irwin", id: henry.userId } },
        coins: { count: 200, words: expect.objectContaining({ ru: { one: "монета", few: "монеты", many: "монет" } }) },
        achievement: "Mentor",
        comment: "For the onboarding guide",
      },
    });
    const read = async (language: "en" | "ru" | "ua") =>
      (await getPost(readers[language].actor, accrual.postId!)).message;
    expect(await read("en")).toBe(
      "<p>Henry Irwin received 200 coins</p><p>Achievement: Mentor</p><p>For the onboarding guide</p>",
    );
    expect(await read("ru")).toBe(
      "<p>Irwin Henry получает 200 монет</p><p>Достижение: Mentor</p><p>For the onboarding guide</p>",
    );
    expect(await read("ua")).toBe(
      "<p>Irwin Henry отримує 200 монет</p><p>Досягнення: Mentor</p><p>For the onboarding guide</p>",
    );
    // Its author rewrites it: the text is theirs now, the same for every reader.
    await updatePost(shop.manager.actor, accrual.postId!, { message: "<p>Well done, Henry!</p>" });
    expect(await read("ru")).toBe("<p>Well done, Henry!</p>");
    expect((await getPost(readers.ru.actor, accrual.postId!)).auto).toBeUndefined();
  });

  it("one accrual gives its recipient one notification, its values typed and read in each language", async () => {
    await saveShop(shop.manager.actor, {
      translations: { ua: { currency: { one: "гривня", few: "гривні", many: "гривень", other: "" } } },
    });
    await publishedAccrual();
    // Both events the accrual publishes are delivered (twice, as the bus may): the post names
    // Henry, and the accrual notifies him; he hears of it once.
    for (let round = 0; round < 2; round++)
      for (const event of events) {
        const detail = { ...(event.detail as object), tenantId: shop.tenantId };
        if (event.type === "post.created") await handlePostEvent(event.type, detail);
        if (event.type === "shop.accrued") await handleShopEvent(event.type, detail);
      }
    const mine = (await listMyNotifications(henry.actor, shop.tenantId, {})).items;
    expect(mine.map((item) => item.kind)).toEqual(["accrual"]);
    const [note] = mine;
    expect(note?.params?.coins).toMatchObject({ count: 200 });
    expect(note?.link).toBe("/shop/");
    const titles = (["en", "ru", "ua"] as const).map(
      (language) => builtinNotificationIn(note!.template!, note!.params!, { language })?.title,
    );
    expect(titles).toEqual(["You received 200 coins", "Вам начислено: 200 монет", "Вам нараховано: 200 гривень"]);
    expect(autoValueText(note?.params?.balance, { language: "ua" })).toMatch(/^[\d\s]+ (гривень|гривні|гривня)$/);
  });

  it("old records that hold only text read as they were: posts as stored, per-language amounts by the reader's language", async () => {
    const postId = "01KOLDPOST0000000000000000";
    const old = "<p>Henry Irwin received 200 coin</p><p>Achievement: Mentor</p>";
    await db()
      .entities.post.create({
        clientId: shop.tenantId,
        postId,
        kind: "news",
        tab: "news",
        parentType: "wall",
        parentId: shop.tenantId,
        authorId: shop.manager.userId,
        message: old,
        excerpt: "Henry Irwin received 200 coin",
        mentions: [henry.userId],
        attachments: [],
        likesCount: 0,
        viewsCount: 0,
        commentsCount: 0,
        revision: 0,
        createdAt: "2026-11-01T10:00:00.000Z",
      })
      .go();
    expect((await getPost(readers.ru.actor, postId)).message).toBe(old);
    // A notification of before: amounts written once per language, the actor's name as text.
    const notificationId = "01KOLDNOTE0000000000000000";
    await writeNotifications([
      {
        store: true,
        item: {
          clientId: shop.tenantId,
          userId: readers.ru.userId,
          notificationId,
          section: "shop",
          time: "2026-11-01T10:00:00.000Z",
          kind: "accrual",
          title: "You received 5 coins",
          body: "",
          link: "/shop/",
          template: "shop.accrued",
          params: {
            amount: "5",
            currency: "coins",
            balance: "5",
            comment: "",
            coins_en: "5 coins",
            coins_ru: "5 монет",
            coins_ua: "5 монет",
            recipient: "Reader Ru",
          },
        },
      },
    ]);
    const [note] = (await listMyNotifications(readers.ru.actor, shop.tenantId, { section: "shop" })).items.filter(
      (item) => item._id === notificationId,
    );
    expect(builtinNotificationIn(note!.template!, note!.params!, { language: "ru" })?.title).toBe(
      "Вам начислено: 5 монет",
    );
    expect(builtinNotificationIn(note!.template!, note!.params!, { language: "ua" })?.title).toBe(
      "Вам нараховано: 5 монет",
    );
  });
});
