import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationView } from "@intranet/contracts";
import { eventBus } from "@intranet/core/events";
import { notify, type NotifyPayload } from "@intranet/core/notifications";
import { startReceiver, type Receiver } from "@intranet/core/notifications/test-support";
import { newId } from "@intranet/core/platform";
import { notificationsRoutes } from "@intranet/contracts/notifications";
import { useTestApi, type CallOptions, type CallResult } from "../testing/api";
import { connectSocket, until } from "../testing/sockets";
import { tokenFor, type TestActor } from "../testing/tokens";

const api = useTestApi();
let telegram: Receiver;
let teams: Receiver;
let slack: Receiver;
const environment = { ...process.env };

beforeAll(async () => {
  [telegram, teams, slack] = await Promise.all([startReceiver(), startReceiver(), startReceiver()]);
  process.env.INTRANET_TELEGRAM_API_URL = telegram.url;
  process.env.INTRANET_WEBHOOKS_ALLOW_PRIVATE = "1";
  process.env.INTRANET_WEBHOOK_TIMEOUT_MS = "1500";
});
afterAll(async () => {
  await Promise.all([telegram, teams, slack].map((receiver) => receiver?.close()));
  process.env = environment;
});

const as = (actor: TestActor, method: string, path: string, options: CallOptions = {}) =>
  api.call(method, path, { token: actor.token, clientId: actor.tenantId ?? undefined, ...options });

function expectError(response: CallResult, status: number, code: string) {
  expect([response.status, response.body?.error?.code]).toEqual([status, code]);
}

/** A tenant with an admin and employees whose names we know. */
async function tenant(names: string[] = []) {
  const tenantId = newId();
  const admin = await tokenFor({ role: "admin", tenantId, profile: { firstName: "Ada", lastName: "Admin" } });
  const people: TestActor[] = [];
  for (const name of names) people.push(await tokenFor({ tenantId, profile: { firstName: name, lastName: "Test" } }));
  return { tenantId, admin, people };
}

const payload = (extra: Partial<NotifyPayload> = {}): NotifyPayload => ({
  section: "other",
  kind: "test",
  title: "Hello",
  body: "Body",
  ...extra,
});

/** Opens a socket as the user and collects what the server pushes. */
const connect = async (actor: TestActor) => {
  const tab = await connectSocket(api.gateway.wsUrl, actor);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { socket: tab.socket, received: tab.received as any[] };
};

describe("the notification center over HTTP", () => {
  let tenantId: string;
  let admin: TestActor;
  let alice: TestActor;
  let bob: TestActor;
  let aliceIds: string[];
  let aliceItems: NotificationView[];

  beforeAll(async () => {
    const created = await tenant(["Alice", "Bob"]);
    ({ tenantId, admin } = created);
    [alice, bob] = created.people as [TestActor, TestActor];
    // 23 notifications for Alice in the same millisecond (ties), 2 of them in `events`.
    const tie = Date.parse("2026-05-05T12:00:00.000Z");
    for (let index = 0; index < 23; index++)
      await notify(
        tenantId,
        [alice.userId],
        payload({ title: `n${index}`, now: tie, section: index < 2 ? "events" : "posts" }),
      );
    await notify(tenantId, [alice.userId], payload({ title: "older", now: tie - 60_000 }));
    await api.bus.drain();
    const first = await as(alice, "GET", `/api/notification/${tenantId}/all/${alice.userId}/now`);
    const second = await as(alice, "GET", `/api/notification/${tenantId}/all/${alice.userId}/${first.body.next}`);
    aliceItems = [...first.body.items, ...second.body.items];
    aliceIds = aliceItems.map((item) => item._id);
  });

  it("GET …/{client_id}/{section}/{user_id}/{time}: pages of 20, newest first, by time or last id, ties safe", async () => {
    const first = await as(alice, "GET", `/api/notification/${tenantId}/all/${alice.userId}/now`);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.next).toBe(first.body.items[19]._id);
    expect(first.body.items[0]).toMatchObject({
      client_id: tenantId,
      user_id: alice.userId,
      read: false,
      kind: "test",
      body: "Body",
      time: "2026-05-05T12:00:00.000Z",
    });
    const second = await as(alice, "GET", `/api/notification/${tenantId}/all/${alice.userId}/${first.body.next}`);
    expect(second.body.items.map((item: NotificationView) => item.title).at(-1)).toBe("older");
    expect(second.body.next).toBeNull();
    expect(new Set(aliceIds).size).toBe(24);

    // By time: ISO and epoch milliseconds, strictly older.
    const iso = await as(alice, "GET", `/api/notification/${tenantId}/all/${alice.userId}/2026-05-05T12:00:00.000Z`);
    expect(iso.body.items.map((item: NotificationView) => item.title)).toEqual(["older"]);
    const epoch = await as(
      alice,
      "GET",
      `/api/notification/${tenantId}/all/${alice.userId}/${Date.parse("2026-05-05T12:00:00.001Z")}`,
    );
    expect(epoch.body.items).toHaveLength(20);
    expect(epoch.body.items[0]._id).toBe(aliceIds[0]);

    // Sections.
    const events = await as(alice, "GET", `/api/notification/${tenantId}/events/${alice.userId}/now`);
    expect(events.body.items.map((item: NotificationView) => item.section)).toEqual(["events", "events"]);
    expectError(
      await as(alice, "GET", `/api/notification/${tenantId}/nope/${alice.userId}/now`),
      400,
      "common.validation",
    );
    expectError(
      await as(alice, "GET", `/api/notification/${tenantId}/all/${alice.userId}/yesterday`),
      400,
      "common.validation",
    );
    expectError(
      await as(alice, "GET", `/api/notification/${tenantId}/all/${alice.userId}/now?read=maybe`),
      400,
      "common.validation",
    );
  });

  it("filters ?read=, marks one read (PUT …/{id}/read) and counts it off once under 10 parallel calls", async () => {
    const carol = await tokenFor({ tenantId });
    for (let index = 0; index < 3; index++) await notify(tenantId, [carol.userId], payload({ title: `c${index}` }));
    const [latest] = (await as(carol, "GET", `/api/notification/${tenantId}/all/${carol.userId}/now`)).body.items;
    const marks = await Promise.all(
      Array.from({ length: 10 }, () => as(carol, "PUT", `/api/notification/${latest._id}/read`)),
    );
    expect(marks.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(marks.filter((response) => response.body.changed)).toHaveLength(1);
    expect(marks.every((response) => response.body.read === true && response.body._id === latest._id)).toBe(true);
    const count = await as(carol, "GET", `/api/notification/unread/${tenantId}/${carol.userId}`);
    expect(count.body).toEqual({ count: 2 });

    const read = await as(carol, "GET", `/api/notification/${tenantId}/all/${carol.userId}/now?read=true`);
    expect(read.body.items.map((item: NotificationView) => [item._id, item.read])).toEqual([[latest._id, true]]);
    const unread = await as(carol, "GET", `/api/notification/${tenantId}/all/${carol.userId}/now?read=false`);
    expect(unread.body.items.map((item: NotificationView) => item.title)).toEqual(["c1", "c0"]);
    expectError(await as(carol, "PUT", `/api/notification/${newId()}/read`), 404, "notifications.not_found");
    expectError(await as(carol, "PUT", `/api/notification/not-an-id/read`), 400, "common.validation");
  });

  it("GET /api/notification/unread/…: O(1) counter, exact under 30 parallel notifications; mark all read → 0", async () => {
    const dave = await tokenFor({ tenantId });
    await Promise.all(Array.from({ length: 30 }, () => notify(tenantId, [dave.userId], payload())));
    expect((await as(dave, "GET", `/api/notification/unread/${tenantId}/${dave.userId}`)).body).toEqual({ count: 30 });
    expect((await as(admin, "GET", `/api/notification/unread/${tenantId}/${dave.userId}`)).body).toEqual({ count: 30 });
    const all = await as(dave, "PUT", `/api/notification/${tenantId}/all/read`);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ marked: 30, unread: 0, pending: false });
    expect((await as(dave, "GET", `/api/notification/unread/${tenantId}/${dave.userId}`)).body).toEqual({ count: 0 });
    const unread = await as(dave, "GET", `/api/notification/${tenantId}/all/${dave.userId}/now?read=false`);
    expect(unread.body.items).toEqual([]);
  });

  it("GET /api/notification/{client_id}/all and /api/notification/{id}: the caller's own", async () => {
    const mine = await as(alice, "GET", `/api/notification/${tenantId}/all`);
    expect(mine.body.items.map((item: NotificationView) => item._id)).toEqual(aliceIds.slice(0, 20));
    const next = await as(alice, "GET", `/api/notification/${tenantId}/all?time=${mine.body.next}&section=posts`);
    const olderPosts = aliceItems.slice(20).filter((item) => item.section === "posts");
    expect(olderPosts.length).toBeGreaterThan(0);
    expect(next.body.items.map((item: NotificationView) => item._id)).toEqual(olderPosts.map((item) => item._id));
    const one = await as(alice, "GET", `/api/notification/${aliceIds[3]}`);
    expect(one.body).toMatchObject({ _id: aliceIds[3], user_id: alice.userId });
    expectError(await as(bob, "GET", `/api/notification/${aliceIds[3]}`), 404, "notifications.not_found");
    expectError(
      await as(bob, "GET", `/api/notification/${aliceIds[3]}?user_id=${alice.userId}`),
      403,
      "common.no_access",
    );
    expect((await as(admin, "GET", `/api/notification/${aliceIds[3]}?user_id=${alice.userId}`)).body._id).toBe(
      aliceIds[3],
    );
  });

  it("refuses another user's notifications (403) and other tenants (403/404); admins and an entered superadmin read them", async () => {
    expectError(await as(bob, "GET", `/api/notification/${tenantId}/all/${alice.userId}/now`), 403, "common.no_access");
    expectError(await as(bob, "GET", `/api/notification/unread/${tenantId}/${alice.userId}`), 403, "common.no_access");
    const asAdmin = await as(admin, "GET", `/api/notification/${tenantId}/all/${alice.userId}/now`);
    expect(asAdmin.body.items.map((item: NotificationView) => item._id)).toEqual(aliceIds.slice(0, 20));

    const other = await tenant(["Mallory"]);
    const mallory = other.people[0]!;
    // Their own tenant in the header, ours in the path.
    expectError(
      await as(other.admin, "GET", `/api/notification/${tenantId}/all/${alice.userId}/now`),
      403,
      "common.no_access",
    );
    expectError(
      await as(mallory, "GET", `/api/notification/unread/${tenantId}/${alice.userId}`),
      403,
      "common.no_access",
    );
    expectError(await as(mallory, "PUT", `/api/notification/${tenantId}/all/read`), 403, "common.no_access");
    // Ours in the header: refused by the company check.
    expectError(
      await as(mallory, "GET", `/api/notification/${aliceIds[0]}`, { clientId: tenantId }),
      403,
      "common.wrong_client",
    );
    // Their tenant throughout: Alice's ids are not found there.
    expectError(await as(mallory, "GET", `/api/notification/${aliceIds[0]}`), 404, "notifications.not_found");
    expectError(await as(mallory, "PUT", `/api/notification/${aliceIds[0]}/read`), 404, "notifications.not_found");
    expectError(
      await as(other.admin, "GET", `/api/notification/${other.tenantId}/all/${alice.userId}/now`),
      404,
      "employees.not_found",
    );
    expect((await as(alice, "GET", `/api/notification/unread/${tenantId}/${alice.userId}`)).body.count).toBe(24);

    const root = await tokenFor({ role: "superadmin" });
    const entered = await api.call("GET", `/api/notification/unread/${tenantId}/${alice.userId}`, {
      token: root.token,
      clientId: tenantId,
    });
    expect(entered.body).toEqual({ count: 24 });
    const outside = await api.call("GET", `/api/notification/unread/${tenantId}/${alice.userId}`, {
      token: root.token,
    });
    expectError(outside, 403, "common.wrong_client");
  });
});

describe("admin sends: POST and PUT /api/notification, POST /api/message", () => {
  it("POST /api/notification fans out through the bus to the named users (202), once each", async () => {
    const { tenantId, admin, people } = await tenant(["Eve", "Finn"]);
    const [eve, finn] = people as [TestActor, TestActor];
    const response = await as(admin, "POST", "/api/notification", {
      body: {
        user_ids: [eve.userId, eve.userId, newId()],
        section: "events",
        title: "Party <tonight>",
        body: "At 6",
        link: "/calendar/",
      },
    });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ recipients: 2 });
    await api.bus.drain();
    const [item] = (await as(eve, "GET", `/api/notification/${tenantId}/all/${eve.userId}/now`)).body.items;
    expect(item).toMatchObject({
      section: "events",
      kind: "announcement",
      title: "Party &lt;tonight&gt;",
      body: "At 6",
      link: "/calendar/",
      actor: admin.userId,
    });
    expect((await as(finn, "GET", `/api/notification/unread/${tenantId}/${finn.userId}`)).body.count).toBe(0);

    // Everyone, with a template.
    const all = await as(admin, "POST", "/api/notification", {
      body: { all: true, template: "message", variables: { sender: "HR", text: "Hi all" } },
    });
    expect(all.body.recipients).toBeNull();
    await api.bus.drain();
    for (const person of [eve, finn, admin]) {
      const [latest] = (await as(person, "GET", `/api/notification/${tenantId}/all`)).body.items;
      expect(latest).toMatchObject({ title: "Message from HR", body: "Hi all", section: "other" });
    }
  });

  it("validates the body: recipients, template xor title, known template, no stray fields", async () => {
    const { admin, people } = await tenant(["Gus"]);
    const user_ids = [people[0]!.userId];
    const refuse = async (body: unknown, status = 400, code = "common.validation") =>
      expectError(await as(admin, "POST", "/api/notification", { body }), status, code);
    await refuse({ title: "x" });
    await refuse({ user_ids, all: true, title: "x" });
    await refuse({ user_ids });
    await refuse({ user_ids, title: "x", template: "message" });
    await refuse({ user_ids, title: "x", link: "javascript:alert(1)" });
    await refuse({ user_ids, title: "x", section: "all" });
    await refuse({ user_ids, title: "x", extra: 1 });
    await refuse({ user_ids, template: "no.such" }, 404, "notifications.template_not_found");
    expectError(
      await as(people[0]!, "POST", "/api/notification", { body: { user_ids, title: "x" } }),
      403,
      "common.no_access",
    );
  });

  it("PUT /api/notification mails the users whatever their e-mail channel, storing nothing", async () => {
    const { tenantId, admin, people } = await tenant(["Hana"]);
    const hana = people[0]!;
    const response = await as(admin, "PUT", "/api/notification", {
      body: { user_ids: [hana.userId], subject: "Payslips", text: "Yours is <ready>.", link: "/profile/x" },
    });
    expect(response.status).toBe(202);
    await api.bus.drain();
    const mail = api.outbox.lastTo(hana.email);
    expect(mail).toMatchObject({ subject: "Payslips" });
    expect(mail!.html).toContain("Yours is &lt;ready&gt;.");
    expect(mail!.text).toContain("Yours is <ready>.");
    expect(mail!.text).toMatch(/\/profile\/x$/);
    expect((await as(hana, "GET", `/api/notification/${tenantId}/all`)).body.items).toEqual([]);
    expect((await as(hana, "GET", `/api/notification/unread/${tenantId}/${hana.userId}`)).body.count).toBe(0);
  });

  it("POST /api/message: a message from the administration, by the built-in `message` template", async () => {
    const { tenantId, admin, people } = await tenant(["Ivy"]);
    const ivy = people[0]!;
    const response = await as(admin, "POST", "/api/message", {
      body: { user_ids: [ivy.userId], text: "Office closed <Fri>" },
    });
    expect(response.status).toBe(202);
    await api.bus.drain();
    const [item] = (await as(ivy, "GET", `/api/notification/${tenantId}/all`)).body.items;
    expect(item).toMatchObject({
      kind: "message",
      section: "other",
      title: "Message from Ada Admin",
      body: "Office closed &lt;Fri&gt;",
    });
    expectError(
      await as(admin, "POST", "/api/message", { body: { user_ids: [ivy.userId], text: "" } }),
      400,
      "common.validation",
    );
  });
});

describe("templates: /api/notif_template", () => {
  it("lists, creates (201), reads, changes, renders and deletes; a tenant template overrides a built-in one", async () => {
    const { admin, people } = await tenant(["Jo"]);
    const list = await as(admin, "GET", "/api/notif_template");
    expect(list.status).toBe(200);
    expect(list.body.items.map((template: { code: string }) => template.code)).toContain("post.thanks");
    expect(list.body.items.every((template: { builtin: boolean }) => template.builtin)).toBe(true);

    const body = {
      code: "welcome",
      name: "Welcome",
      title: "Welcome, {{recipient}}",
      short: "{{team}} says hi",
      variables: ["team"],
    };
    const created = await as(admin, "POST", "/api/notif_template", { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, full: "", builtin: false });
    expectError(await as(admin, "POST", "/api/notif_template", { body }), 409, "notifications.template_exists");
    expectError(
      await as(admin, "POST", "/api/notif_template", { body: { ...body, code: "Bad Code" } }),
      400,
      "common.validation",
    );
    expectError(
      await as(admin, "POST", "/api/notif_template", { body: { ...body, code: "w2", short: "{{undeclared}}" } }),
      400,
      "common.validation",
    );
    const changed = await as(admin, "PUT", "/api/notif_template", { body: { code: "welcome", short: "{{team}} <3" } });
    expect(changed.body).toMatchObject({ code: "welcome", short: "{{team}} <3", title: body.title });
    expect((await as(admin, "GET", "/api/notif_template/welcome")).body.short).toBe("{{team}} <3");
    const rendered = await as(admin, "POST", "/api/notif_template/render", {
      body: { code: "welcome", variables: { team: "<b>Ops</b>", recipient: "Jo" } },
    });
    expect(rendered.body).toEqual({ title: "Welcome, Jo", short: "&lt;b&gt;Ops&lt;/b&gt; <3", full: "" });

    const override = await as(admin, "PUT", "/api/notif_template", {
      body: { code: "post.like", title: "{{actor}} ❤ your post" },
    });
    expect(override.body).toMatchObject({ builtin: false, overridesBuiltin: true, title: "{{actor}} ❤ your post" });
    expect(
      (
        await as(admin, "POST", "/api/notif_template/render", {
          body: { code: "post.like", variables: { actor: "A&B" } },
        })
      ).body.title,
    ).toBe("A&amp;B ❤ your post");
    expect((await as(admin, "DELETE", "/api/notif_template/post.like")).body).toEqual({
      code: "post.like",
      deleted: true,
    });
    expect((await as(admin, "GET", "/api/notif_template/post.like")).body).toMatchObject({
      builtin: true,
      title: "{{actor}} liked your post",
    });
    expectError(await as(admin, "DELETE", "/api/notif_template/post.like"), 409, "notifications.builtin_template");
    expect((await as(admin, "DELETE", "/api/notif_template/welcome")).status).toBe(200);
    expectError(await as(admin, "GET", "/api/notif_template/welcome"), 404, "notifications.template_not_found");

    // Another tenant never sees this tenant's templates.
    const other = await tenant();
    await as(admin, "POST", "/api/notif_template", { body });
    expectError(await as(other.admin, "GET", "/api/notif_template/welcome"), 404, "notifications.template_not_found");
    expectError(await as(people[0]!, "GET", "/api/notif_template"), 403, "common.no_access");
  });
});

describe("channel settings: /api/user/notifications/…", () => {
  it("GET and PUT a user's channels (the user or an admin); tenant defaults by the literal /client/ route", async () => {
    const { tenantId, admin, people } = await tenant(["Kai", "Lou"]);
    const [kai, lou] = people as [TestActor, TestActor];
    const initial = await as(kai, "GET", `/api/user/notifications/${kai.userId}`);
    expect(initial.status).toBe(200);
    expect(initial.body).toMatchObject({ client_id: tenantId, user_id: kai.userId, channels: {}, sections: {} });
    expect(initial.body.effective.channels).toEqual({
      system: true,
      sound: true,
      email: false,
      center: true,
      telegram: false,
      teams: false,
      slack: false,
    });

    const defaults = await as(admin, "PUT", `/api/user/notifications/client/${tenantId}`, {
      body: { channels: { email: true }, sections: { shop: { sound: false } }, likes: false },
    });
    expect(defaults.status).toBe(200);
    expect(defaults.body).toMatchObject({ user_id: null, channels: { email: true }, likes: false });
    expect((await as(admin, "GET", `/api/user/notifications/client/${tenantId}`)).body.channels).toEqual({
      email: true,
    });

    const put = await as(kai, "PUT", `/api/user/notifications/${kai.userId}`, {
      body: { channels: { sound: false }, sections: { posts: { email: false } } },
    });
    expect(put.body.effective.channels).toMatchObject({ email: true, sound: false, system: true });
    expect(put.body.effective.sections.posts).toMatchObject({ email: false });
    expect(put.body.effective.sections.shop).toMatchObject({ email: true, sound: false });
    expect(put.body.effective.likes).toBe(false);

    expectError(await as(lou, "GET", `/api/user/notifications/${kai.userId}`), 403, "common.no_access");
    expectError(
      await as(lou, "PUT", `/api/user/notifications/${kai.userId}`, { body: { channels: {} } }),
      403,
      "common.no_access",
    );
    expect(
      (await as(admin, "PUT", `/api/user/notifications/${kai.userId}`, { body: { channels: { slack: true } } })).body
        .channels,
    ).toEqual({
      slack: true,
    });
    expectError(await as(kai, "GET", `/api/user/notifications/client/${tenantId}`), 403, "common.no_access");
    expectError(
      await as(kai, "PUT", `/api/user/notifications/${kai.userId}`, { body: { channels: { pigeon: true } } }),
      400,
      "common.validation",
    );
    expectError(
      await as(kai, "PUT", `/api/user/notifications/${kai.userId}`, { body: { sections: { all: { email: true } } } }),
      400,
      "common.validation",
    );
    const other = await tenant();
    expectError(await as(other.admin, "GET", `/api/user/notifications/${kai.userId}`), 404, "employees.not_found");
    expectError(await as(other.admin, "GET", `/api/user/notifications/client/${tenantId}`), 403, "common.no_access");
    expect(notificationsRoutes.clientSettings.path).toBe("/api/user/notifications/client/{client_id}");
  });
});

describe("integrations: /api/notification/integrations/{client_id}", () => {
  it("stores Telegram, Teams and Slack settings, never returns secrets, tests them", async () => {
    const { tenantId, admin, people } = await tenant(["Max"]);
    const empty = await as(admin, "GET", `/api/notification/integrations/${tenantId}`);
    expect(empty.body).toEqual({ client_id: tenantId, telegram: null, teams: null, slack: null });
    const token = "987654:SECRETSECRETSECRETSECRET";
    const put = await as(admin, "PUT", `/api/notification/integrations/${tenantId}`, {
      body: {
        telegram: { botToken: token, chatId: "-100200" },
        teams: { webhookUrl: `${teams.url}/teams/secret-path` },
        slack: { webhookUrl: `${slack.url}/slack/secret-path` },
      },
    });
    expect(put.status).toBe(200);
    const read = await as(admin, "GET", `/api/notification/integrations/${tenantId}`);
    for (const response of [put, read]) {
      expect(response.text).not.toContain("SECRET");
      expect(response.text).not.toContain("secret-path");
      expect(response.body).toEqual({
        client_id: tenantId,
        telegram: { chatId: "-100200", botToken: "987654:••••" },
        teams: { webhookUrl: `${teams.url}/••••` },
        slack: { webhookUrl: `${slack.url}/••••` },
      });
    }
    // Keep the token, change the chat; remove Teams.
    const changed = await as(admin, "PUT", `/api/notification/integrations/${tenantId}`, {
      body: { telegram: { chatId: "@company_news" }, teams: null },
    });
    expect(changed.body).toMatchObject({ telegram: { chatId: "@company_news", botToken: "987654:••••" }, teams: null });

    const before = { telegram: telegram.requests.length, slack: slack.requests.length };
    const test = await as(admin, "POST", `/api/notification/integrations/${tenantId}/test`);
    expect(test.body.results).toEqual([
      { channel: "telegram", ok: true, status: 200 },
      { channel: "slack", ok: true, status: 200 },
    ]);
    expect(telegram.requests.slice(before.telegram)).toEqual([
      expect.objectContaining({
        path: `/bot${token}/sendMessage`,
        body: expect.objectContaining({ chat_id: "@company_news" }),
      }),
    ]);
    expect(slack.requests.slice(before.slack)).toEqual([expect.objectContaining({ path: "/slack/secret-path" })]);

    expectError(
      await as(admin, "PUT", `/api/notification/integrations/${tenantId}`, {
        body: { telegram: { botToken: "nope", chatId: "1" } },
      }),
      400,
      "common.validation",
    );
    const fresh = await tenant();
    expectError(
      await as(fresh.admin, "PUT", `/api/notification/integrations/${fresh.tenantId}`, {
        body: { telegram: { chatId: "1" } },
      }),
      400,
      "notifications.integration_incomplete",
    );
    delete process.env.INTRANET_WEBHOOKS_ALLOW_PRIVATE;
    try {
      expectError(
        await as(admin, "PUT", `/api/notification/integrations/${tenantId}`, {
          body: { slack: { webhookUrl: "https://169.254.169.254/x" } },
        }),
        400,
        "notifications.webhook_not_allowed",
      );
    } finally {
      process.env.INTRANET_WEBHOOKS_ALLOW_PRIVATE = "1";
    }
    expectError(await as(people[0]!, "GET", `/api/notification/integrations/${tenantId}`), 403, "common.no_access");
    expectError(await as(fresh.admin, "GET", `/api/notification/integrations/${tenantId}`), 403, "common.no_access");
  });
});

describe("delivery from the wall's events, end to end", () => {
  it("a mention in a post reaches the mentioned user's open socket, not a same-id user of another tenant", async () => {
    const { tenantId, people } = await tenant(["Nia", "Oz"]);
    const [nia, oz] = people as [TestActor, TestActor];
    const twin = await tokenFor({ userId: nia.userId, profile: { firstName: "Twin", lastName: "Elsewhere" } });
    const [niaTab, niaTab2, ozTab, twinTab] = await Promise.all([
      connect(nia),
      connect(nia),
      connect(oz),
      connect(twin),
    ]);

    const mentionEvent = {
      type: "post.created",
      tenantId,
      detail: {
        postId: "POST1",
        authorId: oz.userId,
        kind: "news",
        mentionedUserIds: [nia.userId, oz.userId],
        parent: { type: "wall", id: tenantId },
        excerpt: "Hi @Nia <3",
      },
    };
    await eventBus().publish([mentionEvent]);
    await api.bus.drain();
    // Each tab: the popup (pushed while the center is written), then the exact badge.
    await until(
      () => niaTab.received.length + niaTab2.received.length,
      (count) => count >= 4,
    );
    for (const tab of [niaTab, niaTab2])
      expect(tab.received).toEqual([
        {
          type: "notification.created",
          notification: expect.objectContaining({
            user_id: nia.userId,
            client_id: tenantId,
            title: "Oz Test mentioned you in a post",
            body: "Hi @Nia &lt;3",
            link: "/post/POST1",
            actor: oz.userId,
            section: "posts",
          }),
          popup: true,
          sound: true,
        },
        { type: "notification.unread", unread: 1 },
      ]);
    expect(ozTab.received).toEqual([]);
    expect(twinTab.received).toEqual([]);

    // The same event delivered again (EventBridge is at-least-once): no second popup, nothing stored.
    await eventBus().publish([mentionEvent]);
    await api.bus.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(niaTab.received).toHaveLength(2);
    expect(niaTab2.received).toHaveLength(2);
    const [stored, ...others] = (await as(nia, "GET", `/api/notification/${tenantId}/all`)).body.items;
    expect(others).toEqual([]);
    expect(niaTab.received[0].notification._id).toBe(stored._id);

    // Marking it read in one tab updates the badge in the others.
    await as(nia, "PUT", `/api/notification/${stored._id}/read`);
    await api.bus.drain();
    await until(
      () => niaTab2.received.length,
      (count) => count >= 3,
    );
    expect(niaTab2.received[2]).toEqual({ type: "notification.unread", unread: 0 });

    // Popup off: only the badge is pushed.
    await as(nia, "PUT", `/api/user/notifications/${nia.userId}`, {
      body: { channels: { system: false, sound: false } },
    });
    await eventBus().publish([
      { type: "post.liked", tenantId, detail: { postId: "POST9", likerId: oz.userId, postAuthorId: nia.userId } },
    ]);
    await api.bus.drain();
    await until(
      () => niaTab.received.length,
      (count) => count >= 4,
    );
    expect(niaTab.received.at(-1)).toEqual({ type: "notification.unread", unread: 1 });

    // Mark all read: the other tabs hear the badge drop to 0.
    const tabCount = await until(
      () => niaTab2.received.length,
      (count) => count >= 4,
    );
    expect((await as(nia, "PUT", `/api/notification/${tenantId}/all/read`)).body).toEqual({
      marked: 1,
      unread: 0,
      pending: false,
    });
    await api.bus.drain();
    await until(
      () => niaTab2.received.length,
      (count) => count > tabCount,
    );
    expect(niaTab2.received.at(-1)).toEqual({ type: "notification.unread", unread: 0 });
    expect(twinTab.received).toEqual([]);
    for (const tab of [niaTab, niaTab2, ozTab, twinTab]) tab.socket.close();
  });

  it("a thanks post is mailed when e-mail is on and posted to the tenant's chats; a failing chat stops no other", async () => {
    const { tenantId, admin, people } = await tenant(["Pia", "Quinn"]);
    const [pia, quinn] = people as [TestActor, TestActor];
    await as(admin, "PUT", `/api/notification/integrations/${tenantId}`, {
      body: {
        telegram: { botToken: "111222:TOKENTOKENTOKENTOKENTOKEN", chatId: "-42" },
        teams: { webhookUrl: `${teams.url}/teams/${tenantId}` },
        slack: { webhookUrl: `${slack.url}/slack/${tenantId}` },
      },
    });
    await as(pia, "PUT", `/api/user/notifications/${pia.userId}`, {
      body: { channels: { email: true }, sections: { posts: { telegram: true, teams: true, slack: true } } },
    });
    telegram.mode = 502;
    const seen = { telegram: telegram.requests.length, teams: teams.requests.length, slack: slack.requests.length };
    try {
      await eventBus().publish([
        {
          type: "post.created",
          tenantId,
          detail: {
            postId: "THX1",
            authorId: quinn.userId,
            kind: "thanks",
            mentionedUserIds: [pia.userId],
            parent: { type: "wall", id: tenantId },
            excerpt: "Thanks for fixing the build & the tests",
          },
        },
      ]);
      await api.bus.drain();
    } finally {
      telegram.mode = 200;
    }
    const mail = api.outbox.lastTo(pia.email);
    expect(mail).toMatchObject({ subject: "Quinn Test thanked you" });
    expect(mail!.html).toContain("<blockquote>Thanks for fixing the build &amp; the tests</blockquote>");
    expect(mail!.html).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/post\/THX1"/);

    const text =
      /^Pia Test: Quinn Test thanked you\nThanks for fixing the build & the tests\nhttp:\/\/127\.0\.0\.1:\d+\/post\/THX1$/;
    expect(telegram.requests.slice(seen.telegram)).toEqual([
      expect.objectContaining({
        path: "/bot111222:TOKENTOKENTOKENTOKENTOKEN/sendMessage",
        body: { chat_id: "-42", text: expect.stringMatching(text), disable_web_page_preview: true },
      }),
    ]);
    expect(teams.requests.slice(seen.teams)).toEqual([
      expect.objectContaining({ path: `/teams/${tenantId}`, body: { text: expect.stringMatching(text) } }),
    ]);
    expect(slack.requests.slice(seen.slack)).toEqual([
      expect.objectContaining({
        path: `/slack/${tenantId}`,
        body: { text: expect.stringContaining("Thanks for fixing the build &amp; the tests") },
      }),
    ]);
    // Quinn thanked; Quinn is not notified.
    expect((await as(quinn, "GET", `/api/notification/unread/${tenantId}/${quinn.userId}`)).body.count).toBe(0);
    expect((await as(pia, "GET", `/api/notification/unread/${tenantId}/${pia.userId}`)).body.count).toBe(1);
  });
});
