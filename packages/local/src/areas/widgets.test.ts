import { beforeAll, describe, expect, it } from "vitest";
import type { BirthdaysView, LinkView, UserView } from "@intranet/contracts";
import { newId } from "@intranet/core/platform";
import { createPost } from "@intranet/core/posts";
import { member, tenantWithAdmin, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type CallOptions, type CallResult } from "../testing/api";
import { tokenFor } from "../testing/tokens";

const api = useTestApi();

const as = (actor: Member, method: string, path: string, options: CallOptions = {}) =>
  api.call(method, path, { token: actor.token, clientId: actor.tenantId, ...options });

function expectError(response: CallResult, status: number, code: string, issue?: string) {
  expect([response.status, response.body?.error?.code]).toEqual([status, code]);
  if (issue)
    expect(response.body.error.details.issues.map((entry: { message: string }) => entry.message)).toContain(issue);
}

const DAY_MS = 86_400_000;
/** The UTC calendar day `offset` days from `base` ("YYYY-MM-DD"). */
const dayFrom = (base: string, offset: number) =>
  new Date(Date.parse(`${base}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

describe("GET /api/clients/{id}/birthdays", () => {
  let tenantId: string;
  let admin: Member;
  let employee: Member;
  /** The UTC day the people were set up on; the API's "today" (UTC without ?tz). */
  let setupDay: string;
  const offsets: Record<string, number> = {};

  /** An employee registered through the API with a birthday `offset` days from today (born in 1992, a leap year). */
  async function register(lastName: string, offset?: number, firstName = "Pat"): Promise<string> {
    const id = newId().toLowerCase();
    const response = await as(admin, "POST", "/api/register", {
      body: {
        firstName,
        lastName,
        email: `w.${id}@example.test`,
        password: "secret-123",
        ...(offset === undefined ? {} : { birthDate: `1992${dayFrom(setupDay, offset).slice(4)}` }),
      },
    });
    expect(response.status).toBe(201);
    if (offset !== undefined) offsets[lastName] = offset;
    return (response.body as UserView)._id;
  }

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
    employee = await member(tenantId);
    setupDay = new Date().toISOString().slice(0, 10);
    await register("Today", 0, "Zed");
    await register("Today", 0, "Ann");
    await register("Soon", 2);
    await register("Later", 9);
    await register("Nextyearish", 45);
    await register("Yesterday", -1);
    await register("Undated");
    const fired = await register("Fired", 1);
    expect((await as(admin, "PUT", `/api/user/delete/${fired}`, { body: { mode: "fire" } })).status).toBe(200);
    const mover = await register("Mover", 40);
    expect(
      (await as(admin, "PUT", `/api/user/${mover}`, { body: { birthDate: `1992${dayFrom(setupDay, 5).slice(4)}` } }))
        .status,
    ).toBe(200);
    offsets.Mover = 5;
    // Another tenant's birthday today never shows here.
    const other = await tenantWithAdmin();
    const otherResponse = await as(other.admin, "POST", "/api/register", {
      body: {
        firstName: "Out",
        lastName: "Sider",
        email: `o.${newId().toLowerCase()}@example.test`,
        birthDate: `1992${setupDay.slice(4)}`,
      },
    });
    expect(otherResponse.status).toBe(201);
  });

  /** What the answer must be for people at these offsets, seen from the API's day (normally the setup day). */
  function expected(view: BirthdaysView, names: string[]) {
    const shift = Math.round((Date.parse(view.date) - Date.parse(setupDay)) / DAY_MS); // 0 unless midnight passed
    return names
      .map((name) => ({ name, inDays: offsets[name]! - shift }))
      .filter(({ inDays }) => inDays >= 0 && inDays <= view.days);
  }

  it("answers today's and the coming birthdays of active colleagues, by date then name", async () => {
    const response = await as(employee, "GET", `/api/clients/${tenantId}/birthdays?days=60`);
    expect(response.status).toBe(200);
    const view = response.body as BirthdaysView;
    expect(view.days).toBe(60);
    const want = expected(view, ["Today", "Soon", "Mover", "Later", "Nextyearish"]);
    const wantToday = want.filter(({ inDays }) => inDays === 0).map(({ name }) => name);
    expect(view.today.map((person) => person.lastName)).toEqual(
      wantToday.flatMap((name) => (name === "Today" ? [name, name] : [name])),
    );
    if (wantToday.includes("Today"))
      expect(view.today.map((person) => person.firstName).slice(0, 2)).toEqual(["Ann", "Zed"]);
    expect(view.upcoming.map(({ user, date, inDays }) => [user.lastName, date, inDays])).toEqual(
      want.filter(({ inDays }) => inDays > 0).map(({ name, inDays }) => [name, dayFrom(view.date, inDays), inDays]),
    );
    expect(response.text).not.toMatch(/passwordHash|email|birthMonthDay|1992/);
    // The default window is 30 days.
    const byDefault = await as(employee, "GET", `/api/clients/${tenantId}/birthdays`);
    expect(byDefault.body.days).toBe(30);
    expect(byDefault.body.upcoming.map(({ user }: { user: UserView }) => user.lastName)).not.toContain("Nextyearish");
  });

  it("takes ?tz= for the caller's calendar day and refuses unknown zones and windows over a year", async () => {
    const kiritimati = await as(employee, "GET", `/api/clients/${tenantId}/birthdays?days=0&tz=Pacific/Kiritimati`);
    expect(kiritimati.status).toBe(200);
    // UTC+14: never behind UTC.
    expect(Date.parse(kiritimati.body.date)).toBeGreaterThanOrEqual(Date.parse(setupDay));
    expectError(
      await as(employee, "GET", `/api/clients/${tenantId}/birthdays?tz=Mars/Olympus`),
      400,
      "common.validation",
      "widgets.invalid_time_zone",
    );
    expectError(await as(employee, "GET", `/api/clients/${tenantId}/birthdays?days=367`), 400, "common.validation");
    expectError(await as(employee, "GET", `/api/clients/${tenantId}/birthdays?days=-1`), 400, "common.validation");
    expectError(await as(employee, "GET", `/api/clients/${tenantId}/birthdays?days=abc`), 400, "common.validation");
    expect((await as(employee, "GET", `/api/clients/${tenantId}/birthdays?days=366`)).status).toBe(200);
  });

  it("is the caller's tenant only; a superadmin who entered it may read", async () => {
    const stranger = await tenantWithAdmin();
    expectError(await as(stranger.admin, "GET", `/api/clients/${tenantId}/birthdays`), 403, "common.no_access");
    expectError(
      await api.call("GET", `/api/clients/${tenantId}/birthdays`, { token: stranger.admin.token, clientId: tenantId }),
      403,
      "common.wrong_client",
    );
    const root = await tokenFor({ role: "superadmin" });
    const entered = await api.call("GET", `/api/clients/${tenantId}/birthdays?days=366`, {
      token: root.token,
      clientId: tenantId,
    });
    expect(entered.status).toBe(200);
    expect(entered.body.upcoming.length + entered.body.today.length).toBe(7); // everyone with a date but the fired one
  });
});

describe("/api/links_block", () => {
  let tenantId: string;
  let admin: Member;
  let employee: Member;
  const base = () => `/api/links_block/${tenantId}`;

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
    employee = await member(tenantId);
  });

  it("adds, reads in order, edits, moves and deletes links (admins), everyone reads", async () => {
    expect((await as(employee, "GET", `${base()}/wall`)).body).toEqual({ module: "wall", active: true, links: [] });

    const docs = await as(admin, "POST", `${base()}/wall/link`, {
      body: { title: "Docs", link: "https://docs.example.com/" },
    });
    expect(docs.status).toBe(201);
    expect(docs.body).toEqual({
      _id: expect.any(String),
      title: "Docs",
      link: "https://docs.example.com/",
      kind: "external",
      order: 1,
    });
    const handbook = await as(admin, "POST", `${base()}/wall/link`, {
      body: { title: "Handbook", link: "/article/01HANDBOOK", kind: "article" },
    });
    expect(handbook.body).toMatchObject({ kind: "article", order: 2 });
    const news = await as(admin, "POST", `${base()}/wall/link`, {
      body: { title: "News", link: "http://news.example.com/a?b=c#d" },
    });
    expect(news.body.order).toBe(3);

    const titles = async () =>
      (await as(employee, "GET", `${base()}/wall`)).body.links.map((link: LinkView) => link.title);
    expect(await titles()).toEqual(["Docs", "Handbook", "News"]);

    // Move News between Docs and Handbook with one write.
    const moved = await as(admin, "PUT", `${base()}/wall/link/${news.body._id}`, {
      body: { order: 1.5, title: "Company news" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ ...news.body, order: 1.5, title: "Company news" });
    expect(await titles()).toEqual(["Docs", "Company news", "Handbook"]);

    expect((await as(admin, "DELETE", `${base()}/wall/link/${docs.body._id}`)).status).toBe(204);
    expectError(await as(admin, "DELETE", `${base()}/wall/link/${docs.body._id}`), 404, "widgets.link_not_found");
    expectError(
      await as(admin, "PUT", `${base()}/wall/link/${docs.body._id}`, { body: { title: "x" } }),
      404,
      "widgets.link_not_found",
    );
    expect(await titles()).toEqual(["Company news", "Handbook"]);

    await as(admin, "POST", `${base()}/articles/link`, { body: { title: "Start", link: "01HSTART", kind: "article" } });
    const all = await as(employee, "GET", base());
    expect(all.status).toBe(200);
    expect(
      all.body.items.map((block: { module: string; links: LinkView[] }) => [
        block.module,
        block.links.map((l) => l.title),
      ]),
    ).toEqual([
      ["articles", ["Start"]],
      ["wall", ["Company news", "Handbook"]],
    ]);
  });

  it("refuses links without a title, a link or a valid URL, with catalogue codes", async () => {
    const post = (body: unknown) => as(admin, "POST", `${base()}/calendar/link`, { body });
    expectError(await post({ link: "https://example.com" }), 400, "common.validation", "widgets.link_title_required");
    expectError(
      await post({ title: " ", link: "https://example.com" }),
      400,
      "common.validation",
      "widgets.link_title_required",
    );
    expectError(await post({ title: "No link" }), 400, "common.validation", "widgets.link_required");
    expectError(await post({ title: "Blank", link: "" }), 400, "common.validation", "widgets.link_required");
    expectError(await post({ title: "Bad", link: "not a url" }), 400, "common.validation", "widgets.link_invalid_url");
    expectError(
      await post({ title: "Js", link: "javascript:alert(1)" }),
      400,
      "common.validation",
      "widgets.link_invalid_url",
    );
    expectError(
      await post({ title: "Mail", link: "mailto:a@example.com" }),
      400,
      "common.validation",
      "widgets.link_invalid_url",
    );
    expectError(
      await post({ title: "Art", link: "https://elsewhere.example", kind: "article" }),
      400,
      "common.validation",
      "widgets.link_invalid_article",
    );
    expectError(await post({ title: "Kind", link: "https://example.com", kind: "music" }), 400, "common.validation");
    for (const body of ["not an object", [[1, 2]], 42]) {
      expectError(await post(body), 400, "common.validation");
      expectError(await as(admin, "PUT", `${base()}/calendar/toggle`, { body }), 400, "common.validation");
      expectError(await as(admin, "PUT", `${base()}/calendar/link/01HNOSUCHLINK`, { body }), 400, "common.validation");
    }
    expectError(
      await as(admin, "POST", `${base()}/nosuchmodule/link`, { body: { title: "x", link: "https://example.com" } }),
      400,
      "common.validation",
    );
    // An edit is checked as the link it leaves: an article path cannot become an external link alone.
    const article = await post({ title: "Guide", link: "/article/guide", kind: "article" });
    expect(article.status).toBe(201);
    expectError(
      await as(admin, "PUT", `${base()}/calendar/link/${article.body._id}`, { body: { kind: "external" } }),
      400,
      "common.validation",
      "widgets.link_invalid_url",
    );
    expect((await as(employee, "GET", `${base()}/calendar`)).body.links).toEqual([article.body]);
  });

  it("toggles a block on and off; only admins change blocks", async () => {
    await as(admin, "POST", `${base()}/shop/link`, { body: { title: "Catalogue", link: "https://shop.example.com" } });
    const off = await as(admin, "PUT", `${base()}/shop/toggle`);
    expect([off.status, off.body.active, off.body.links.length]).toEqual([200, false, 1]);
    expect((await as(employee, "GET", `${base()}/shop`)).body.active).toBe(false);
    expect((await as(admin, "PUT", `${base()}/shop/toggle`, { body: { active: true } })).body.active).toBe(true);
    expect((await as(admin, "PUT", `${base()}/shop/toggle`, { body: { active: true } })).body.active).toBe(true);
    expect((await as(admin, "PUT", `${base()}/shop/toggle`)).body.active).toBe(false);

    const link = (await as(employee, "GET", `${base()}/shop`)).body.links[0] as LinkView;
    expectError(await as(employee, "PUT", `${base()}/shop/toggle`), 403, "common.no_access");
    expectError(
      await as(employee, "POST", `${base()}/shop/link`, { body: { title: "x", link: "https://x.example" } }),
      403,
      "common.no_access",
    );
    expectError(
      await as(employee, "PUT", `${base()}/shop/link/${link._id}`, { body: { title: "x" } }),
      403,
      "common.no_access",
    );
    expectError(await as(employee, "DELETE", `${base()}/shop/link/${link._id}`), 403, "common.no_access");
    expect((await as(employee, "GET", `${base()}/shop`)).body).toEqual({
      module: "shop",
      active: false,
      links: [link],
    });
  });

  it("keeps every link when admins add at once", async () => {
    const added = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        as(admin, "POST", `${base()}/services/link`, {
          body: { title: `L${index}`, link: `https://example.com/${index}` },
        }),
      ),
    );
    expect(added.map((response) => response.status)).toEqual(Array(12).fill(201));
    const links = (await as(employee, "GET", `${base()}/services`)).body.links as LinkView[];
    expect(links.map((link) => link.title).sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `L${index}`).sort(),
    );
  });

  it("is the caller's tenant only: other tenants' admins are refused, a superadmin who entered may act", async () => {
    const stranger = await tenantWithAdmin();
    expectError(await as(stranger.admin, "GET", base()), 403, "common.no_access");
    expectError(await as(stranger.admin, "GET", `${base()}/wall`), 403, "common.no_access");
    expectError(
      await as(stranger.admin, "POST", `${base()}/wall/link`, { body: { title: "x", link: "https://x.example" } }),
      403,
      "common.no_access",
    );
    expectError(await as(stranger.admin, "PUT", `${base()}/wall/toggle`), 403, "common.no_access");
    // The stranger's own tenant has no such link: naming it under their tenant finds nothing.
    const ours = (await as(employee, "GET", `${base()}/wall`)).body.links[0] as LinkView;
    expectError(
      await as(stranger.admin, "DELETE", `/api/links_block/${stranger.tenantId}/wall/link/${ours._id}`),
      404,
      "widgets.link_not_found",
    );
    expect((await as(employee, "GET", `${base()}/wall`)).body.links).toContainEqual(ours);

    const root = await tokenFor({ role: "superadmin" });
    const entered = await api.call("GET", `${base()}/wall`, { token: root.token, clientId: tenantId });
    expect(entered.body.links).toContainEqual(ours);
  });
});

describe("GET /api/clients/{id}/all_thanks", () => {
  let tenantId: string;
  let people: Member[];

  beforeAll(async () => {
    ({ tenantId } = await tenantWithAdmin());
    people = await Promise.all(
      ["Ada", "Bob", "Cy"].map((firstName) =>
        member(tenantId, { rights: ["wall"], profile: { firstName, lastName: "Thanks" } }),
      ),
    );
    const [ada, bob, cy] = people as [Member, Member, Member];
    for (const [from, to, what] of [
      [ada, bob, "for fixing the build on a Friday evening"],
      [bob, cy, "for the onboarding notes, they saved me a week"],
      [cy, ada, "for covering the support shift on the holiday"],
    ] as const)
      await createPost(from.actor, {
        kind: "thanks",
        message: `<p>Thank you ${what}!</p>`,
        mentions: [to.userId],
        attachments: [],
      });
    await createPost(ada.actor, {
      kind: "news",
      message: "<p>Not a thanks post at all</p>",
      mentions: [],
      attachments: [],
    });
  });

  it("lists the latest thanks, newest first: who thanked whom, an excerpt, when", async () => {
    const [ada, bob, cy] = people as [Member, Member, Member];
    const response = await as(bob, "GET", `/api/clients/${tenantId}/all_thanks?limit=2`);
    expect(response.status).toBe(200);
    expect(
      response.body.items.map((item: { authorId: string; thankedUserId: string }) => [
        item.authorId,
        item.thankedUserId,
      ]),
    ).toEqual([
      [cy.userId, ada.userId],
      [bob.userId, cy.userId],
    ]);
    expect(response.body.items[0]).toMatchObject({
      author: { _id: cy.userId, firstName: "Cy" },
      thanked: { _id: ada.userId, firstName: "Ada" },
      excerpt: expect.stringContaining("covering the support shift"),
      createdAt: expect.any(String),
    });
    const all = await as(bob, "GET", `/api/clients/${tenantId}/all_thanks`);
    expect(all.body.items).toHaveLength(3);
    expectError(await as(bob, "GET", `/api/clients/${tenantId}/all_thanks?limit=51`), 400, "common.validation");
  });

  it("is the caller's tenant only", async () => {
    const stranger = await tenantWithAdmin();
    expectError(await as(stranger.admin, "GET", `/api/clients/${tenantId}/all_thanks`), 403, "common.no_access");
  });
});
