import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TagView } from "@intranet/contracts/tags";
import { describe, expect, it } from "vitest";
import { folderView, listRoute, node, openArticles, treeView } from "../testing";

const tag = (id: string, name: string): TagView => ({
  _id: id,
  client_id: "c1",
  module: "articles",
  name,
  createdBy: "u1",
  createdAt: "",
  can: { manage: false },
});
const tags = { items: [tag("t1", "Onboarding"), tag("t2", "Health"), tag("t3", "Archive")] };

/** Two sections the reader may open, an article tagged t1 in each, and a tagged folder. */
const hr = node({ id: "f1", title: "Human resources" });
const it_ = node({ id: "f2", title: "IT", order: "a1" });
const vacation = node({ id: "a1", kind: "article", parentId: "f1", title: "Vacation policy", tagIds: ["t1", "t2"] });
const laptop = node({ id: "a2", kind: "article", parentId: "f2", title: "Your laptop", tagIds: ["t1"] });
const guides = node({ id: "f3", parentId: "f2", title: "Guides", tagIds: ["t1"] });
const sick = node({ id: "a3", kind: "article", parentId: "f1", title: "Sick leave", order: "a1", tagIds: ["t2"] });
const everything = [hr, it_, vacation, laptop, guides, sick];

/** The list's answers: by tag (what the server filters), a folder's children, or the whole tree. */
const asked: URLSearchParams[] = [];
function open(path: string) {
  asked.length = 0;
  return openArticles(path, {
    [listRoute()]: ({ query }) => {
      asked.push(query);
      const wanted = query.get("tags");
      if (wanted) return { body: treeView(everything.filter((item) => item.tagIds.includes(wanted))) };
      const parent = query.get("parent");
      return { body: treeView(parent ? everything.filter((item) => item.parentId === parent) : everything) };
    },
    "GET /api/article/f1": { body: folderView() },
    "GET /api/tag/c1/articles": { body: tags },
  });
}

describe("a tag's page across folders", () => {
  it("lists the articles carrying the tag from every folder, each with its folder, in one request", async () => {
    open("/articles/tag/t1");
    const list = await screen.findByRole("list", { name: "Articles tagged Onboarding" });
    const titles = within(list)
      .getAllByRole("link", { name: /Vacation policy|Your laptop|Guides/ })
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(titles).toEqual([
      ["Vacation policy", "/article/a1"],
      ["Your laptop", "/article/a2"],
    ]);
    expect(within(list).getByText("In Human resources")).toBeTruthy();
    expect(within(list).getByText("In IT")).toBeTruthy();
    expect(screen.getByRole("heading", { name: /Tag.*Onboarding/ })).toBeTruthy();
    const byTag = asked.filter((query) => query.has("tags"));
    expect(byTag.map((query) => [query.get("tags"), query.get("parent"), query.get("full")])).toEqual([
      ["t1", null, "true"],
    ]);
  });

  it("is reached from a tag on an article's card, and from a folder's filter with one tag chosen", async () => {
    open("/articles/f1");
    const contents = await screen.findByRole("list", { name: "Contents" });
    const [chip] = await within(contents).findAllByRole("link", { name: "Health" });
    expect(chip!.getAttribute("href")).toBe("/articles/tag/t2");
    const filter = await screen.findByRole("group", { name: "Filter by tags" });
    expect(screen.queryByRole("link", { name: "This tag in every folder" })).toBeNull();
    await userEvent.click(within(filter).getByRole("button", { name: "Onboarding" }));
    expect(screen.getByRole("link", { name: "This tag in every folder" }).getAttribute("href")).toBe(
      "/articles/tag/t1",
    );
    await userEvent.click(chip!);
    const list = await screen.findByRole("list", { name: "Articles tagged Health" });
    expect(within(list).getByRole("link", { name: "Sick leave" })).toBeTruthy();
    expect(within(list).getByRole("link", { name: "Vacation policy" })).toBeTruthy();
  });

  it("says when no article the reader may open carries the tag", async () => {
    open("/articles/tag/t3");
    expect(await screen.findByText("No articles you can open carry this tag")).toBeTruthy();
  });

  it("says when the tag is gone", async () => {
    open("/articles/tag/t9");
    expect(await screen.findByText("This tag no longer exists")).toBeTruthy();
  });
});
