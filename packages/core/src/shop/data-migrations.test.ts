import { describe, expect, it } from "vitest";
import { asWrittenBeforeKinds, storedPost } from "../posts/test-support";
import { migrations } from "./data-migrations";
import { give, shopTenant } from "./test-support";

const [autoPosts] = migrations;

describe("the shop's data migration shop.auto-posts", () => {
  it("gives accrual posts written before kinds their kind back, in the words they were written with", async () => {
    const shop = await shopTenant(2);
    const [buyer, other] = shop.people;
    const [coins, edited] = await Promise.all([
      give(shop.manager.actor, buyer!.userId, 1500, { publish: true }),
      give(shop.manager.actor, other!.userId, 2, { publish: true }),
    ]);
    // As the code before kinds wrote them, in English and in Russian (a company's language).
    await asWrittenBeforeKinds(shop.tenantId, coins.postId!, "<p>Buyer0 Shop received 1,500 coins</p>");
    await asWrittenBeforeKinds(shop.tenantId, edited.postId!, "<p>Shop Buyer1 получает 2 монеты</p><p>Well done</p>");

    expect(autoPosts!.id).toBe("shop.auto-posts");
    expect(await autoPosts!.run(shop.tenantId)).toBe(1);
    expect((await storedPost(shop.tenantId, coins.postId!))?.auto).toMatchObject({
      kind: "shop.coins",
      params: { person: { person: { firstName: "Buyer0", lastName: "Shop" } }, coins: { count: 1500 } },
    });
    // Its text says more than the accrual (a comment added by hand): it keeps its text.
    expect((await storedPost(shop.tenantId, edited.postId!))?.auto).toBeUndefined();
    expect(await autoPosts!.run(shop.tenantId)).toBe(0);
  });
});
