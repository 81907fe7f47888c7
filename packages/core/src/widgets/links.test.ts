import { beforeAll, describe, expect, it } from "vitest";
import { widgetLimits, type CreateLinkBody } from "@intranet/contracts";
import { authenticate } from "../auth";
import { db } from "./entities";
import { tokenFor } from "../testing/actors";
import { member, refusal, tenantWithAdmin, type Member } from "../users/test-support";
import { addLink, deleteLink, getLinksBlock, listLinksBlocks, toggleLinksBlock, updateLink } from "./links";

const external = (title: string, link = `https://example.com/${title}`): CreateLinkBody => ({
  title,
  link,
  kind: "external",
});

/** The catalogue code and the first issue's message of a refusal. */
async function refusedWith(run: () => Promise<unknown>): Promise<[string, string | undefined]> {
  try {
    await run();
  } catch (error) {
    const { code, details } = error as { code: string; details?: { issues?: Array<{ message: string }> } };
    return [code, details?.issues?.[0]?.message];
  }
  throw new Error("not refused");
}

const blockCount = async (clientId: string, module: string) =>
  (await db().entities.linksBlock.get({ clientId, module }).go({ consistent: true })).data?.linkCount;

describe("links blocks", () => {
  let tenantId: string;
  let admin: Member;
  let employee: Member;

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
    employee = await member(tenantId);
  });

  it("reads a never-configured block as active and empty", async () => {
    expect(await getLinksBlock(employee.actor, tenantId, "vacancies")).toEqual({
      module: "vacancies",
      active: true,
      links: [],
    });
  });

  it("adds links after the last one, reads them in order, and lists blocks by module", async () => {
    const first = await addLink(admin.actor, tenantId, "wall", external("Docs"));
    const second = await addLink(admin.actor, tenantId, "wall", {
      title: "  Handbook  ",
      link: "/article/01HANDBOOK",
      kind: "article",
    });
    const pinned = await addLink(admin.actor, tenantId, "wall", { ...external("Top"), order: 0.5 });
    expect([first.order, second.order, pinned.order]).toEqual([1, 2, 0.5]);
    expect(second).toEqual({
      _id: expect.any(String),
      title: "Handbook",
      link: "/article/01HANDBOOK",
      kind: "article",
      order: 2,
    });
    await addLink(admin.actor, tenantId, "articles", { title: "Root", link: "01HROOT", kind: "article" });

    const wall = await getLinksBlock(employee.actor, tenantId, "wall");
    expect(wall.links.map((link) => link.title)).toEqual(["Top", "Docs", "Handbook"]);
    expect(await blockCount(tenantId, "wall")).toBe(3);

    const all = await listLinksBlocks(employee.actor, tenantId);
    expect(all.items.map((block) => [block.module, block.links.map((link) => link.title)])).toEqual([
      ["articles", ["Root"]],
      ["wall", ["Top", "Docs", "Handbook"]],
    ]);
  });

  it("validates the link whole: a title, a target, a valid http(s) URL or an article", async () => {
    const cases: Array<[Partial<CreateLinkBody>, string]> = [
      [{ title: "   ", link: "https://example.com", kind: "external" }, "widgets.link_title_required"],
      [{ title: "x".repeat(201), link: "https://example.com", kind: "external" }, "widgets.link_title_too_long"],
      [{ title: "Empty", link: " ", kind: "external" }, "widgets.link_required"],
      [{ title: "Script", link: "javascript:alert(1)", kind: "external" }, "widgets.link_invalid_url"],
      [{ title: "Relative", link: "/somewhere", kind: "external" }, "widgets.link_invalid_url"],
      [{ title: "Ftp", link: "ftp://example.com/file", kind: "external" }, "widgets.link_invalid_url"],
      [{ title: "Spaces", link: "https://exa mple.com", kind: "external" }, "widgets.link_invalid_url"],
      [{ title: "Elsewhere", link: "//evil.example/x", kind: "article" }, "widgets.link_invalid_article"],
      [{ title: "Site", link: "https://example.com", kind: "article" }, "widgets.link_invalid_article"],
    ];
    for (const [body, message] of cases)
      expect([
        body.title?.slice(0, 10),
        ...(await refusedWith(() => addLink(admin.actor, tenantId, "calendar", body as CreateLinkBody))),
      ]).toEqual([body.title?.slice(0, 10), "common.validation", message]);
    expect((await getLinksBlock(admin.actor, tenantId, "calendar")).links).toEqual([]);
  });

  it("edits title, target, kind and order, checking the link as it will be", async () => {
    const link = await addLink(admin.actor, tenantId, "groups", { title: "Kb", link: "/article/1", kind: "article" });
    // Only the kind: "/article/1" is no external URL.
    expect(
      await refusedWith(() => updateLink(admin.actor, tenantId, "groups", link._id, { kind: "external" })),
    ).toEqual(["common.validation", "widgets.link_invalid_url"]);
    const changed = await updateLink(admin.actor, tenantId, "groups", link._id, {
      kind: "external",
      link: "https://kb.example.com/start",
      title: "Knowledge base",
      order: 7,
    });
    expect(changed).toEqual({
      _id: link._id,
      title: "Knowledge base",
      link: "https://kb.example.com/start",
      kind: "external",
      order: 7,
    });
    expect((await getLinksBlock(employee.actor, tenantId, "groups")).links).toEqual([changed]);
    expect(await refusal(() => updateLink(admin.actor, tenantId, "groups", "01NOSUCHLINK", { title: "x" }))).toBe(
      "widgets.link_not_found",
    );
    // A link is addressed within its block: another module's path does not find it.
    expect(await refusal(() => updateLink(admin.actor, tenantId, "polls", link._id, { title: "x" }))).toBe(
      "widgets.link_not_found",
    );
  });

  it("deletes a link once; the block's count follows", async () => {
    const a = await addLink(admin.actor, tenantId, "polls", external("A"));
    const b = await addLink(admin.actor, tenantId, "polls", external("B"));
    expect(await blockCount(tenantId, "polls")).toBe(2);
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => refusal(() => deleteLink(admin.actor, tenantId, "polls", a._id))),
    );
    expect(outcomes.sort()).toEqual([undefined, "widgets.link_not_found", "widgets.link_not_found"].sort());
    expect(await blockCount(tenantId, "polls")).toBe(1);
    expect((await getLinksBlock(admin.actor, tenantId, "polls")).links.map((link) => link._id)).toEqual([b._id]);
  });

  it("loses no link when admins add at once, and never passes the limit", async () => {
    const adds = await Promise.all(
      Array.from({ length: 20 }, (_, index) => addLink(admin.actor, tenantId, "services", external(`L${index}`))),
    );
    expect(new Set(adds.map((link) => link._id)).size).toBe(20);
    expect((await getLinksBlock(admin.actor, tenantId, "services")).links).toHaveLength(20);
    expect(await blockCount(tenantId, "services")).toBe(20);

    const max = widgetLimits.linksPerBlockMax;
    const more = await Promise.all(
      Array.from({ length: max - 20 + 5 }, (_, index) =>
        refusal(() => addLink(admin.actor, tenantId, "services", external(`M${index}`))),
      ),
    );
    expect(more.filter((code) => code === undefined)).toHaveLength(max - 20);
    expect(more.filter((code) => code === "widgets.links_limit")).toHaveLength(5);
    expect((await getLinksBlock(admin.actor, tenantId, "services")).links).toHaveLength(max);
    expect(await blockCount(tenantId, "services")).toBe(max);
  });

  it("toggles a block: flips (no flip lost when two race) or sets", async () => {
    await addLink(admin.actor, tenantId, "shop", external("Catalogue"));
    expect((await toggleLinksBlock(admin.actor, tenantId, "shop")).active).toBe(false);
    expect((await getLinksBlock(employee.actor, tenantId, "shop")).active).toBe(false);
    await Promise.all([
      toggleLinksBlock(admin.actor, tenantId, "shop"),
      toggleLinksBlock(admin.actor, tenantId, "shop"),
    ]);
    expect((await getLinksBlock(employee.actor, tenantId, "shop")).active).toBe(false);
    expect((await toggleLinksBlock(admin.actor, tenantId, "shop", true)).active).toBe(true);
    expect((await toggleLinksBlock(admin.actor, tenantId, "shop", true)).active).toBe(true);
    // Adding a link never switches the block back on.
    await toggleLinksBlock(admin.actor, tenantId, "shop", false);
    await addLink(admin.actor, tenantId, "shop", external("Orders"));
    const shop = await getLinksBlock(employee.actor, tenantId, "shop");
    expect([shop.active, shop.links.length]).toEqual([false, 2]);
    // A block switched off before it had links.
    expect(await toggleLinksBlock(admin.actor, tenantId, "ideas")).toEqual({
      module: "ideas",
      active: false,
      links: [],
    });
  });

  it("lets only admins of the tenant change blocks; members of other tenants read nothing", async () => {
    expect(await refusal(() => addLink(employee.actor, tenantId, "wall", external("No")))).toBe("common.no_access");
    expect(await refusal(() => toggleLinksBlock(employee.actor, tenantId, "wall"))).toBe("common.no_access");
    const link = (await getLinksBlock(employee.actor, tenantId, "wall")).links[0]!;
    expect(await refusal(() => updateLink(employee.actor, tenantId, "wall", link._id, { title: "No" }))).toBe(
      "common.no_access",
    );
    expect(await refusal(() => deleteLink(employee.actor, tenantId, "wall", link._id))).toBe("common.no_access");

    const stranger = await tenantWithAdmin();
    for (const run of [
      () => getLinksBlock(stranger.admin.actor, tenantId, "wall"),
      () => listLinksBlocks(stranger.admin.actor, tenantId),
      () => addLink(stranger.admin.actor, tenantId, "wall", external("No")),
      () => deleteLink(stranger.admin.actor, tenantId, "wall", link._id),
    ])
      expect(await refusal(run)).toBe("common.no_access");
    expect((await getLinksBlock(employee.actor, tenantId, "wall")).links.map((l) => l.title)).toContain(link.title);

    const root = await tokenFor({ role: "superadmin" });
    const superadmin = await authenticate(`Bearer ${root.token}`, tenantId);
    const added = await addLink(superadmin, tenantId, "company", external("Root", "https://example.com/root"));
    expect((await getLinksBlock(employee.actor, tenantId, "company")).links).toEqual([added]);
  });
});
