import { beforeAll, describe, expect, it } from "vitest";
import type { SearchAnswer, SearchHit } from "@intranet/contracts/search";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

/**
 * Search over HTTP with the real bus: people registered through the API and posts written through
 * it are indexed by the SearchIndex subscriber, and each role finds only what it may open.
 */
const api = useTestApi();

const as: TestApi["as"] = (...args) => api.as(...args);

const find = async (who: Caller, q: string, extra = ""): Promise<SearchAnswer> =>
  ok(as(who, "GET", `/api/search?q=${encodeURIComponent(q)}${extra}`));
const hitsOf = (answer: SearchAnswer, type: string): SearchHit[] =>
  answer.groups.find((group) => group.type === type)?.hits ?? [];
const idsOf = async (who: Caller, q: string, type: string) => hitsOf(await find(who, q), type).map((hit) => hit.id);
const marked = (text: { text: string; highlights: { start: number; end: number }[] }) =>
  text.highlights.map((range) => text.text.slice(range.start, range.end));

interface Company {
  tenantId: string;
  admin: Member;
  ann: Member;
  noWall: Member;
  superadmin: Caller;
}

async function company(): Promise<Company> {
  const tenantId = await ensureTestTenant();
  const [admin, ann, noWall, root] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId, { rights: ["wall"], profile: { firstName: "Ann", lastName: "Archer" } }),
    member(tenantId, { rights: [] }),
    tokenFor({ role: "superadmin" }),
  ]);
  return { tenantId, admin, ann, noWall, superadmin: { token: root.token, tenantId } };
}

let c: Company;
let other: Company;
let kuznetsova: string;
beforeAll(async () => {
  [c, other] = await Promise.all([company(), company()]);
  // A profile's department is one of the structure's (issue 31 item 13).
  await ok(as(c.admin, "POST", "/api/structure", { body: { name: "Финансы" } }), 201);
  const registered = await ok(
    as(c.admin, "POST", "/api/register", {
      body: {
        firstName: "Александра",
        lastName: "Кузнецова",
        email: `kuz-${c.tenantId.toLowerCase()}@example.test`,
        position: "Главный бухгалтер",
        department: "Финансы",
        phone: "+7 912 345-67-89",
        city: "Казань",
      },
    }),
    201,
  );
  kuznetsova = registered._id;
  await api.bus.drain();
});

describe("search over HTTP", () => {
  it("finds a registered colleague by name in any order, with a typo, by position and phone", async () => {
    expect(await idsOf(c.ann, "Кузнецова Александра", "person")).toEqual([kuznetsova]);
    expect(await idsOf(c.ann, "александра кузнецова", "person")).toEqual([kuznetsova]);
    expect(await idsOf(c.ann, "Кузнецва", "person")).toEqual([kuznetsova]); // a letter missing
    expect(await idsOf(c.ann, "бухгалтера", "person")).toEqual([kuznetsova]);
    expect(await idsOf(c.ann, "79123456789", "person")).toEqual([kuznetsova]);
    const suggest = await find(c.ann, "Кузн", "&mode=suggest");
    const hit = hitsOf(suggest, "person")[0]!;
    expect(hit).toMatchObject({
      id: kuznetsova,
      path: `/profile/${kuznetsova}`,
      meta: { subtitle: "Главный бухгалтер · Финансы" },
    });
    expect(marked(hit.title)).toEqual(["Кузнецова"]);
    expect(suggest.groups.every((group) => group.cursor === null)).toBe(true);
    // The name in the reader's language order, highlighted where it matched; no name parts in the answer.
    expect(hit.title.text).toBe("Александра Кузнецова");
    expect(hit.meta).not.toHaveProperty("name");
    const russian = hitsOf(await find(c.ann, "Кузн", "&mode=suggest&lang=ru"), "person")[0]!;
    expect(russian.title.text).toBe("Кузнецова Александра");
    expect(marked(russian.title)).toEqual(["Кузнецова"]);
  });

  it("indexes a post and its comments as they are written, edited and deleted", async () => {
    const post = await ok(
      as(c.ann, "POST", "/api/post", { body: { message: "<p>Квартальный отчёт по отпускам готов</p>" } }),
      201,
    );
    const comment = await ok(
      as(c.admin, "POST", "/api/comment", { body: { postId: post._id, text: "Спасибо за сводку" } }),
      201,
    );
    await api.bus.drain();

    const answer = await find(c.ann, "отпуска");
    const hit = hitsOf(answer, "post")[0]!;
    expect(hit).toMatchObject({ id: post._id, path: `/post/${post._id}`, meta: { authorId: c.ann.userId } });
    expect(marked(hit.title)).toEqual(["отпускам"]);
    expect(hitsOf(await find(c.ann, "сводка", "&types=comment"), "comment")).toMatchObject([
      { id: comment._id, path: `/post/${post._id}?comment=${comment._id}` },
    ]);

    await ok(as(c.ann, "PUT", `/api/post/${post._id}`, { body: { message: "<p>Годовой план утверждён</p>" } }));
    await api.bus.drain();
    expect(await idsOf(c.ann, "отпуска", "post")).toEqual([]);
    expect(await idsOf(c.ann, "годовой план", "post")).toEqual([post._id]);

    await ok(as(c.ann, "DELETE", `/api/post/${post._id}`));
    await api.bus.drain();
    expect(await idsOf(c.ann, "годовой план", "post")).toEqual([]);
    expect(await idsOf(c.ann, "сводка", "comment")).toEqual([]);
  });

  it("shows posts only to those who may open the wall, and nothing to another tenant", async () => {
    await ok(as(c.ann, "POST", "/api/post", { body: { message: "<p>Корпоратив переносится на пятницу</p>" } }), 201);
    await api.bus.drain();
    expect(await idsOf(c.ann, "корпоратив", "post")).toHaveLength(1);
    expect((await find(c.noWall, "корпоратив")).groups).toEqual([]);
    expect(await idsOf(c.noWall, "Кузнецова", "person")).toEqual([kuznetsova]);
    expect((await find(other.admin, "корпоратив")).groups).toEqual([]);
    expect((await find(other.admin, "Кузнецова")).groups).toEqual([]);
    expect(await idsOf(c.superadmin, "корпоратив", "post")).toHaveLength(1);
  });

  it("hides a fired colleague from employees at once, not from administrators", async () => {
    await ok(as(c.admin, "PUT", `/api/user/delete/${kuznetsova}`, { body: { mode: "fire" } }));
    await api.bus.drain();
    expect(await idsOf(c.ann, "Кузнецова", "person")).toEqual([]);
    expect(hitsOf(await find(c.admin, "Кузнецова"), "person")).toMatchObject([
      { id: kuznetsova, meta: { inactive: true } },
    ]);
    expect(await idsOf(c.superadmin, "Кузнецова", "person")).toEqual([kuznetsova]);
    await ok(as(c.admin, "PUT", `/api/user/undelete/${kuznetsova}`));
    await api.bus.drain();
    expect(await idsOf(c.ann, "Кузнецова", "person")).toEqual([kuznetsova]);
  });

  it("refuses bad queries with catalogue codes", async () => {
    const refused = async (query: string, code: string) => {
      const response = await as(c.ann, "GET", `/api/search?${query}`);
      // Schema refusals are common.validation with the field's catalogue code (as every module's).
      const codes = [
        response.body?.error?.code,
        ...(response.body?.error?.details?.issues ?? []).map((issue: { message: string }) => issue.message),
      ];
      expect(response.status, response.text).toBe(400);
      expect(codes, response.text).toContain(code);
    };
    await refused("q=a", "search.query_too_short");
    await refused(`q=${"x".repeat(201)}`, "search.query_too_long");
    await refused("q=ann&types=planet", "search.unknown_type");
    await refused("q=ann&cursor=nonsense", "search.bad_cursor");
  });
});
