import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "./entities";
import { captureEvents, captureMail } from "../testing/capture";
import { member, tenantWithAdmin, type Member } from "../users/test-support";
import { deliverNotifications } from "./delivery";
import type { NotificationCreatedDetail } from "./events";
import { notify } from "./notify";
import { putUserSettings } from "./settings";
import { startReceiver, type Receiver } from "./test-support";
import { isAllowedWebhookUrl } from "./webhooks";

const events = captureEvents();
const mail = captureMail();
beforeEach(() => {
  events.splice(0);
  mail.splice(0);
});

let telegram: Receiver;
let teams: Receiver;
let slack: Receiver;
const environment = { ...process.env };
beforeAll(async () => {
  [telegram, teams, slack] = await Promise.all([startReceiver(), startReceiver(), startReceiver()]);
  process.env.INTRANET_TELEGRAM_API_URL = telegram.url;
  process.env.INTRANET_WEBHOOKS_ALLOW_PRIVATE = "1";
  process.env.INTRANET_WEBHOOK_TIMEOUT_MS = "1000";
});
afterAll(async () => {
  process.env = environment;
  await Promise.all([telegram, teams, slack].map((receiver) => receiver?.close()));
});

const lastDetail = () => events.at(-1)!.detail as NotificationCreatedDetail;

async function configure(tenantId: string) {
  await db()
    .entities.notificationIntegrations.put({
      clientId: tenantId,
      telegramBotToken: "123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ",
      telegramChatId: "-1001",
      teamsWebhookUrl: `${teams.url}/teams/hook`,
      slackWebhookUrl: `${slack.url}/slack/hook`,
      updatedAt: new Date().toISOString(),
    })
    .go();
}

describe("delivering notifications", () => {
  let tenantId: string;
  let alice: Member;

  beforeAll(async () => {
    ({ tenantId } = await tenantWithAdmin());
    alice = await member(tenantId, { profile: { firstName: "Alice", lastName: "Smith" } });
    await configure(tenantId);
  });

  it("mails the recipient when e-mail is on, with escaped HTML and a text part", async () => {
    await putUserSettings(alice.actor, alice.userId, { channels: { email: true }, sections: {} });
    await notify(tenantId, [alice.userId], {
      section: "other",
      kind: "test",
      title: "Tom & Jerry",
      body: "<script>alert(1)</script>\nsecond line",
      link: "/post/42",
    });
    const report = await deliverNotifications(tenantId, lastDetail());
    expect(report).toMatchObject({ mailed: 1, failed: 0, posted: 0 });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: alice.email, subject: "Tom & Jerry" });
    expect(mail[0]!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;<br>second line");
    expect(mail[0]!.html).toMatch(/href="http:\/\/[^"]+\/post\/42"/);
    expect(mail[0]!.text).toBe(
      `<script>alert(1)</script>\nsecond line\n\n${process.env.INTRANET_APP_URL ?? "http://127.0.0.1:3000"}/post/42`,
    );
    expect(telegram.requests).toHaveLength(0);
  });

  it("posts to Telegram, Teams and Slack with their standard payloads; one failing chat stops no other", async () => {
    const bob = await member(tenantId, { profile: { firstName: "Bob", lastName: "Brown" } });
    await putUserSettings(bob.actor, bob.userId, {
      channels: { telegram: true, teams: true, slack: true, email: true },
      sections: {},
    });
    teams.mode = 500;
    await notify(tenantId, [bob.userId], {
      section: "posts",
      kind: "test",
      title: "A <b>",
      body: "x & y",
      link: "/post/7",
    });
    const report = await deliverNotifications(tenantId, lastDetail());
    expect(report).toMatchObject({ mailed: 1, posted: 2, failed: 1 });
    const [toTelegram] = await telegram.waitFor(1);
    expect(toTelegram).toMatchObject({
      method: "POST",
      path: "/bot123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ/sendMessage",
      body: { chat_id: "-1001", text: expect.stringContaining("Bob Brown: A <b>\nx & y\nhttp") },
    });
    expect(toTelegram!.headers["content-type"]).toBe("application/json");
    const [toTeams] = await teams.waitFor(1);
    expect(toTeams!.body).toEqual({ text: expect.stringMatching(/^Bob Brown: A <b>\nx & y\nhttp.*\/post\/7$/) });
    const [toSlack] = await slack.waitFor(1);
    expect(toSlack).toMatchObject({ path: "/slack/hook" });
    expect((toSlack!.body as { text: string }).text).toMatch(/^Bob Brown: A &lt;b&gt;\nx &amp; y\nhttp.*\/post\/7$/);
    expect(mail.map((message) => message.to)).toEqual([bob.email]);
    teams.mode = 200;
  });

  it("gives up on a chat that does not answer in time, delivering the rest", async () => {
    const carol = await member(tenantId);
    await putUserSettings(carol.actor, carol.userId, {
      channels: { telegram: true, slack: true, email: true },
      sections: {},
    });
    telegram.mode = "hang";
    const before = slack.requests.length;
    await notify(tenantId, [carol.userId], { section: "other", kind: "test", title: "Hang" });
    const started = Date.now();
    const report = await deliverNotifications(tenantId, lastDetail());
    expect(Date.now() - started).toBeLessThan(3000);
    expect(report).toMatchObject({ mailed: 1, posted: 1, failed: 1 });
    expect(slack.requests).toHaveLength(before + 1);
    telegram.mode = 200;
  });

  it("names every recipient of the same text in one chat post instead of one post each", async () => {
    const people = await Promise.all(
      ["Dan", "Eli", "Fay"].map((firstName) => member(tenantId, { profile: { firstName, lastName: "Group" } })),
    );
    for (const person of people)
      await putUserSettings(person.actor, person.userId, { channels: { slack: true }, sections: {} });
    const before = slack.requests.length;
    await notify(
      tenantId,
      people.map((person) => person.userId),
      { section: "other", kind: "test", title: "All hands", body: "At noon" },
    );
    const detail = lastDetail();
    expect(detail.deliveries).toHaveLength(3);
    expect(detail.chats).toEqual([
      { channels: ["slack"], text: "Dan Group, Eli Group, Fay Group: All hands\nAt noon" },
    ]);
    expect(await deliverNotifications(tenantId, detail)).toMatchObject({ posted: 1, failed: 0 });
    expect(slack.requests.slice(before).map((request) => request.body)).toEqual([
      { text: "Dan Group, Eli Group, Fay Group: All hands\nAt noon" },
    ]);
  });

  it("refuses webhook addresses on private hosts or without https (outside local runs)", () => {
    delete process.env.INTRANET_WEBHOOKS_ALLOW_PRIVATE;
    try {
      expect(isAllowedWebhookUrl("https://hooks.slack.com/services/T/B/X")).toBe(true);
      for (const url of [
        "http://hooks.slack.com/x",
        "https://127.0.0.1/x",
        "https://10.1.2.3/x",
        "https://169.254.169.254/latest",
        "https://[::1]/x",
        "https://localhost/x",
        "https://user:pass@example.com/x",
        "ftp://example.com/x",
      ])
        expect([url, isAllowedWebhookUrl(url)]).toEqual([url, false]);
    } finally {
      process.env.INTRANET_WEBHOOKS_ALLOW_PRIVATE = "1";
    }
  });
});
