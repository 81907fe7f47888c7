import { beforeAll, describe, expect, it } from "vitest";
import type { NotificationView, PostView } from "@intranet/contracts";
import { builtinNotificationIn } from "@intranet/contracts/notificationTexts";
import { db } from "@intranet/core/db";
import { newId } from "@intranet/core/platform";
import { useTestApi, type CallOptions } from "../testing/api";
import { ok } from "../testing/expect-http";
import { tokenFor, type TestActor } from "../testing/tokens";

/**
 * Issue 31 item 10 over HTTP: a published accrual's wall post and notification are a kind with
 * values, read by each person in their own language and name order; the recipient is told once.
 */
const api = useTestApi();
const as = (actor: TestActor, method: string, path: string, options: CallOptions = {}) =>
  api.call(method, path, { token: actor.token, clientId: actor.tenantId ?? undefined, ...options });

async function person(tenantId: string, firstName: string, lastName: string, lang?: "en" | "ru" | "ua") {
  const actor = await tokenFor({ tenantId, rights: ["shop", "wall"], profile: { firstName, lastName } });
  if (lang) await db().entities.user.patch({ clientId: tenantId, userId: actor.userId }).set({ lang }).go();
  return actor;
}

let tenantId: string;
let manager: TestActor;
let henry: TestActor;
let frank: TestActor;
let olga: TestActor;
let taras: TestActor;
beforeAll(async () => {
  tenantId = newId();
  const admin = await tokenFor({ role: "admin", tenantId });
  [manager, henry, frank, olga, taras] = await Promise.all([
    person(tenantId, "Mona", "Manager"),
    person(tenantId, "Henry", "Irwin"),
    person(tenantId, "Frank", "Green", "en"),
    person(tenantId, "Olga", "Ivanova", "ru"),
    person(tenantId, "Taras", "Shevchuk", "ua"),
  ]);
  await ok(as(admin, "PUT", "/api/shop", { body: { managers: [manager.userId] } }));
});

describe("automatic posts and notifications over HTTP", () => {
  it("the same accrual post reads in each reader's language; its recipient gets one notification", async () => {
    const accrual = (await ok(
      as(manager, "POST", "/api/shop/accrue", {
        body: { user: henry.userId, amount: 200, comment: "Thank you", publish: true },
      }),
      201,
    )) as { postId: string };
    await api.bus.drain();

    const read = async (reader: TestActor) => (await ok(as(reader, "GET", `/api/post/${accrual.postId}`))) as PostView;
    const [forFrank, forOlga, forTaras] = await Promise.all([read(frank), read(olga), read(taras)]);
    expect(forFrank.message).toBe("<p>Henry Irwin received 200 coins</p><p>Thank you</p>");
    expect(forOlga.message).toBe("<p>Irwin Henry получает 200 монет</p><p>Thank you</p>");
    expect(forTaras.message).toBe("<p>Irwin Henry отримує 200 монет</p><p>Thank you</p>");
    expect(forOlga.auto).toEqual(forFrank.auto);
    expect(forOlga.auto).toMatchObject({ kind: "shop.coins", params: { coins: { count: 200 } } });

    const items = (
      (await ok(as(henry, "GET", `/api/notification/${tenantId}/all/${henry.userId}/now`))) as {
        items: NotificationView[];
      }
    ).items;
    expect(items.map((item) => item.kind)).toEqual(["accrual"]);
    const [note] = items;
    // The center writes the stored values in whatever language the reader reads at the time.
    expect(
      (["en", "ru", "ua"] as const).map(
        (language) => builtinNotificationIn(note!.template!, note!.params!, { language })?.title,
      ),
    ).toEqual(["You received 200 coins", "Вам начислено: 200 монет", "Вам нараховано: 200 монет"]);
  });
});
