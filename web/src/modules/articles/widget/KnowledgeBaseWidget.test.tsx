import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/api";
import { chloe, startupRoutes, storeSession } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { favoritesRoute, listRoute, node, reader, treeView } from "../testing";

function openWall(routes: Record<string, { body: unknown }>) {
  const me = reader();
  const api = fakeApi({
    ...startupRoutes(me),
    [`GET /api/user/for_client/c1`]: { body: { items: [me, chloe], cursor: null } },
    ...routes,
  });
  storeSession(me);
  renderApp("/company");
  return api;
}

describe("the knowledge-base widget on the company wall", () => {
  it("shows the favourites and the articles updated last from the one tree request", async () => {
    const articles = Array.from({ length: 7 }, (_, index) =>
      node({
        id: `a${index}`,
        kind: "article",
        parentId: "f1",
        title: `Article ${index}`,
        updatedAt: `2026-11-1${index}T10:00:00.000Z`,
      }),
    );
    const api = openWall({
      [listRoute()]: { body: treeView([node(), ...articles]) },
      [favoritesRoute()]: { body: [node({ id: "f1", title: "Human resources" })] },
    });
    const widget = await screen.findByRole("region", { name: "Knowledge base" });
    const favorites = await within(widget).findByRole("list", { name: "Favourites" });
    expect(within(favorites).getByRole("link", { name: "Human resources" }).getAttribute("href")).toBe("/articles/f1");
    const recent = within(widget).getByRole("list", { name: "Recently updated" });
    expect(
      within(recent)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Article 6", "Article 5", "Article 4", "Article 3", "Article 2"]);
    expect(within(widget).getByRole("link", { name: "Open the knowledge base" }).getAttribute("href")).toBe(
      "/articles",
    );
    expect(api.calls.filter((call) => call === listRoute())).toHaveLength(1);
  });

  it("shows a small thumbnail of the articles that have a cover", async () => {
    const cover = "https://media.test/c1/media/articles/welcome.png";
    openWall({
      [listRoute()]: {
        body: treeView([
          node(),
          node({ id: "a1", kind: "article", parentId: "f1", title: "Welcome", cover }),
          node({ id: "a2", kind: "article", parentId: "f1", title: "Plain", updatedAt: "2026-11-01T10:00:00.000Z" }),
        ]),
      },
      [favoritesRoute()]: { body: [] },
    });
    const widget = await screen.findByRole("region", { name: "Knowledge base" });
    const recent = await within(widget).findByRole("list", { name: "Recently updated" });
    const [welcome, plain] = within(recent).getAllByRole("listitem");
    expect(welcome!.querySelector("img.articles-thumb")?.getAttribute("src")).toBe(cover);
    expect(plain!.querySelector("img")).toBeNull();
  });

  it("says when nothing is published yet", async () => {
    openWall({ [listRoute()]: { body: treeView([node()]) }, [favoritesRoute()]: { body: [] } });
    const widget = await screen.findByRole("region", { name: "Knowledge base" });
    expect(await within(widget).findByText("No articles yet")).toBeTruthy();
  });
});
