import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@intranet/core/db";
import { eventBus } from "@intranet/core/events";
import { startReceiver, type Receiver } from "@intranet/core/notifications/test-support";
import { newId } from "@intranet/core/platform";
import { useTestApi, type CallOptions } from "../testing/api";
import { tokenFor, type TestActor } from "../testing/tokens";

/**
 * Each person reads notifications in their own language (profile `lang`, else the company's, else
 * English): the same event reaches a ru and a ua reader in their languages in the center, the
 * popup, e-mail and the company's chats; the item keeps the template code and values, so the SPA
 * shows it in the language it shows now. A company's own template is what everyone reads.
 */
const api = useTestApi();
let slack: Receiver;
const environment = { ...process.env };
beforeAll(async () => {
  slack = await startReceiver();
  process.env.INTRANET_WEBHOOKS_ALLOW_PRIVATE = "1";
});
afterAll(async () => {
  await slack?.close();
  process.env = environment;
});

const as = (actor: TestActor, method: string, path: string, options: CallOptions = {}) =>
  api.call(method, path, { token: actor.token, clientId: actor.tenantId ?? undefined, ...options });

async function person(tenantId: string, firstName: string, lastName: string, lang?: "en" | "ru" | "ua") {
  const actor = await tokenFor({ tenantId, profile: { firstName, lastName } });
  if (lang) await db().entities.user.patch({ clientId: tenantId, userId: actor.userId }).set({ lang }).go();
  return actor;
}

async function companyWithReaders(companyLang?: "en" | "ru" | "ua") {
  const tenantId = newId();
  const admin = await tokenFor({ role: "admin", tenantId, profile: { firstName: "Ada", lastName: "Admin" } });
  if (companyLang)
    await db()
      .entities.client.patch({ clientId: tenantId })
      .set({ settings: { lang: companyLang } })
      .go();
  const frank = await person(tenantId, "Frank", "Green", "en");
  const olga = await person(tenantId, "Olga", "Ivanova", "ru");
  const taras = await person(tenantId, "Taras", "Shevchuk", "ua");
  const nolang = await person(tenantId, "Nina", "Nolang");
  await as(admin, "PUT", `/api/notification/integrations/${tenantId}`, {
    body: { slack: { webhookUrl: `${slack.url}/slack/${tenantId}` } },
  });
  for (const reader of [olga, taras, nolang])
    await as(reader, "PUT", `/api/user/notifications/${reader.userId}`, {
      body: { channels: { email: true }, sections: { posts: { slack: true } } },
    });
  return { tenantId, admin, frank, olga, taras, nolang };
}

async function frankMentions(tenantId: string, frank: TestActor, readers: TestActor[]) {
  await eventBus().publish([
    {
      type: "post.created",
      tenantId,
      detail: {
        postId: "POSTL",
        authorId: frank.userId,
        kind: "news",
        mentionedUserIds: readers.map((reader) => reader.userId),
        parent: { type: "wall", id: tenantId },
        excerpt: "See the plan <v2>",
      },
    },
  ]);
  await api.bus.drain();
}

const centerOf = async (reader: TestActor) =>
  (await as(reader, "GET", `/api/notification/${reader.tenantId}/all/${reader.userId}/now`)).body.items[0];

describe("notifications in the reader's language", () => {
  // Names too are in each reader's language order: "Frank Green" in English, "Green Frank" in Russian and Ukrainian.
  it("a ru and a ua reader get the same mention in their languages: center, e-mail, chats, with the code and values kept", async () => {
    const { tenantId, frank, olga, taras, nolang } = await companyWithReaders();
    const seen = slack.requests.length;
    await frankMentions(tenantId, frank, [olga, taras, nolang]);

    expect(await centerOf(olga)).toMatchObject({
      title: "Green Frank упоминает вас в публикации",
      body: "See the plan &lt;v2&gt;",
      template: "post.mention",
      // People are stored as people (issue 31 item 10): the reader's language orders their names.
      params: {
        actor: { person: { firstName: "Frank", lastName: "Green" } },
        excerpt: "See the plan <v2>",
        recipient: { person: { firstName: "Olga", lastName: "Ivanova" } },
      },
    });
    expect(await centerOf(taras)).toMatchObject({
      title: "Green Frank згадує вас у публікації",
      template: "post.mention",
      params: {
        actor: { person: { firstName: "Frank", lastName: "Green" } },
        excerpt: "See the plan <v2>",
        recipient: { person: { firstName: "Taras", lastName: "Shevchuk" } },
      },
    });
    // No language of their own, none of the company: English.
    expect((await centerOf(nolang)).title).toBe("Frank Green mentioned you in a post");

    const olgaMail = api.outbox.lastTo(olga.email)!;
    expect(olgaMail.subject).toBe("Green Frank упоминает вас в публикации");
    expect(olgaMail.html).toContain("Открыть публикацию");
    const tarasMail = api.outbox.lastTo(taras.email)!;
    expect(tarasMail.subject).toBe("Green Frank згадує вас у публікації");
    expect(tarasMail.html).toContain("Відкрити публікацію");
    expect(api.outbox.lastTo(nolang.email)!.subject).toBe("Frank Green mentioned you in a post");

    // One chat post per language, each naming its readers.
    const texts = slack.requests.slice(seen).map((request) => (request.body as { text: string }).text);
    expect(texts).toHaveLength(3);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Ivanova Olga: Green Frank упоминает вас в публикации\n/),
        expect.stringMatching(/^Shevchuk Taras: Green Frank згадує вас у публікації\n/),
        expect.stringMatching(/^Nina Nolang: Frank Green mentioned you in a post\n/),
      ]),
    );
  });

  it("a reader without a language of their own reads the company's; a company template is what everyone reads", async () => {
    const { tenantId, admin, frank, olga, taras, nolang } = await companyWithReaders("ua");
    await frankMentions(tenantId, frank, [nolang]);
    expect((await centerOf(nolang)).title).toBe("Green Frank згадує вас у публікації");

    const custom = await as(admin, "PUT", "/api/notif_template", {
      body: { code: "post.mention", title: "{{actor}} @ {{recipient}}" },
    });
    expect(custom.status, custom.text).toBe(200);
    await eventBus().publish([
      {
        type: "post.created",
        tenantId,
        detail: {
          postId: "POSTM",
          authorId: frank.userId,
          kind: "news",
          mentionedUserIds: [olga.userId, taras.userId],
          parent: { type: "wall", id: tenantId },
          excerpt: "Again",
        },
      },
    ]);
    await api.bus.drain();
    for (const [reader, name] of [
      [olga, "Ivanova Olga"],
      [taras, "Shevchuk Taras"],
    ] as const) {
      const item = await centerOf(reader);
      expect(item.title).toBe(`Green Frank @ ${name}`);
      // No code: the SPA shows the company's text as stored.
      expect(item.template).toBeUndefined();
      expect(item.params).toBeUndefined();
    }
  });
});
