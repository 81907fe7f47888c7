import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { withRoles } from "../../test/fixtures";
import { favoritesRoute, folderView, listRoute, node, openArticles, reader, treeView } from "./testing";
import { articleView } from "./testing";

const tree = treeView([
  node({ id: "it", title: "IT", order: "a1" }),
  node({ id: "f1", title: "Human resources", order: "a0", restricted: true }),
  node({ id: "onb", title: "Onboarding", parentId: "f1", order: "a0" }),
  node({ id: "a1", title: "Vacation policy", kind: "article", parentId: "f1", order: "a1" }),
  node({ id: "day", title: "First day", kind: "article", parentId: "onb", order: "a0" }),
]);

const treeitem = (name: string) => screen.getByRole("treeitem", { name });

describe("the knowledge base's sidebar and top page", () => {
  it("shows the sections by order as cards and in the tree, a lock on restricted ones, with one tree request", async () => {
    const { api } = openArticles("/articles", { [listRoute()]: { body: tree } });
    const sidebar = await screen.findByRole("complementary", { name: "Knowledge base contents" });
    const sections = within(await within(sidebar).findByRole("tree")).getAllByRole("treeitem");
    expect(sections.map((item) => item.getAttribute("aria-label"))).toEqual(["Human resources", "IT"]);
    expect(within(treeitem("Human resources")).getByTitle("Access is limited")).toBeTruthy();
    const main = screen.getByRole("region", { name: "Knowledge base" });
    expect(within(main).getByRole("link", { name: "Human resources" }).getAttribute("href")).toBe("/articles/f1");
    expect(within(main).getByText("Items: 2")).toBeTruthy();
    expect(api.calls.filter((call) => call === listRoute())).toHaveLength(1);
  });

  it("opens a folder, remembering it on the device, and filters titles keeping their folders", async () => {
    openArticles("/articles", { [listRoute()]: { body: tree } });
    await userEvent.click(await screen.findByRole("button", { name: "Open Human resources" }));
    expect(treeitem("Vacation policy")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("articles_expanded")!)).toEqual(["f1"]);
    expect(screen.queryByRole("treeitem", { name: "First day" })).toBeNull();
    await userEvent.type(screen.getByRole("searchbox", { name: "Find by title" }), "first");
    expect(treeitem("First day")).toBeTruthy();
    expect(treeitem("Onboarding")).toBeTruthy();
    expect(screen.queryByRole("treeitem", { name: "IT" })).toBeNull();
    expect(screen.queryByRole("treeitem", { name: "Vacation policy" })).toBeNull();
  });

  it("on an article's page highlights it and opens the folders above it; favourites come first", async () => {
    openArticles("/article/day", {
      [listRoute()]: { body: tree },
      [favoritesRoute()]: { body: [node({ id: "a1", kind: "article", title: "Vacation policy", parentId: "f1" })] },
      "GET /api/article/day": { body: folderView({ id: "day", kind: "article", title: "First day" }) },
      "PUT /api/article/day/view/u1": { body: { views: 13 } },
    });
    const current = await screen.findByRole("treeitem", { name: "First day" });
    expect(current.getAttribute("aria-selected")).toBe("true");
    expect(treeitem("Onboarding").getAttribute("aria-expanded")).toBe("true");
    const favorites = screen.getByRole("navigation", { name: "Favourites" });
    expect(within(favorites).getByRole("link", { name: "Vacation policy" }).getAttribute("href")).toBe("/article/a1");
  });

  it("offers an administrator of an empty knowledge base its default sections", async () => {
    const admin = reader({ roles: ["admin"] });
    const { api } = openArticles(
      "/articles",
      {
        [listRoute()]: { body: treeView([], { canCreateSection: true }) },
        "PUT /api/application/createDefaultSections": { body: tree },
      },
      admin,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Create default sections" }));
    await waitFor(() => expect(api.bodyOf("PUT /api/application/createDefaultSections")).toEqual({ lang: "en" }));
    expect(await screen.findByText("Items: 2")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Show empty folders as articles" })).toBeTruthy();
  });

  it("tells a reader of an empty knowledge base that nothing is published, and asks a visiting superadmin no favourites", async () => {
    const root = withRoles(["superadmin"], { _id: "root", client_id: "$platform", rights: [] });
    localStorage.setItem("client_id", "c1");
    const { api } = openArticles("/articles", { [listRoute("root")]: { body: treeView([]) } }, root);
    expect(await screen.findByText("Nothing has been published for you yet.")).toBeTruthy();
    expect(api.calls.some((call) => call.includes("/articles/favorites/"))).toBe(false);
    expect(screen.queryByRole("button", { name: "Create default sections" })).toBeNull();
  });

  it("creates a folder in the current folder from the New menu, with its description as paragraphs", async () => {
    const { api, app } = openArticles("/articles/f1", {
      [listRoute()]: { body: tree },
      "GET /api/article/f1": { body: folderView() },
      "POST /api/article": { body: articleView({ id: "f9", kind: "folder", title: "Benefits" }) },
      "GET /api/article/f9": { body: folderView({ id: "f9", title: "Benefits" }) },
    });
    await screen.findByRole("tree");
    await userEvent.click(screen.getByRole("button", { name: "New" }));
    expect(screen.queryByRole("menuitem", { name: "Section at the top" })).toBeNull();
    await userEvent.click(await screen.findByRole("menuitem", { name: "Folder in this folder" }));
    const dialog = await screen.findByRole("dialog", { name: "New folder" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Benefits");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Description (optional)" }),
      "Health <care>{enter}Sport",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(app.location()).toBe("/articles/f9"));
    expect(api.bodyOf("POST /api/article")).toEqual({
      kind: "folder",
      parentId: "f1",
      title: "Benefits",
      content: "<p>Health &lt;care&gt;</p><p>Sport</p>",
    });
  });

  it("refuses an empty folder name before sending", async () => {
    const { api } = openArticles("/articles/f1", {
      [listRoute()]: { body: tree },
      "GET /api/article/f1": { body: folderView() },
    });
    await screen.findByRole("tree");
    await userEvent.click(screen.getByRole("button", { name: "New" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Folder in this folder" }));
    const dialog = await screen.findByRole("dialog", { name: "New folder" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Enter a title")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/article");
  });

  it("moves through the tree with the arrow keys, opening and closing folders", async () => {
    openArticles("/articles", { [listRoute()]: { body: tree } });
    const hr = within(await screen.findByRole("tree")).getByRole("link", { name: "Human resources" });
    expect(hr.tabIndex).toBe(0);
    hr.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(treeitem("Human resources").getAttribute("aria-expanded")).toBe("true");
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Onboarding");
    await userEvent.keyboard("{ArrowLeft}");
    expect(document.activeElement?.textContent).toBe("Human resources");
    await userEvent.keyboard("{ArrowLeft}");
    expect(treeitem("Human resources").getAttribute("aria-expanded")).toBe("false");
    await userEvent.keyboard("{End}");
    expect(document.activeElement?.textContent).toBe("IT");
  });

  it("on a phone keeps the contents in a drawer behind a button, closed when a page is chosen", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes("max-width") });
    const { app } = openArticles("/articles", { [listRoute()]: { body: tree } });
    expect(await screen.findByRole("region", { name: "Knowledge base" })).toBeTruthy();
    expect(screen.queryByRole("tree")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "All articles" }));
    await userEvent.click(within(await screen.findByRole("tree")).getByRole("link", { name: "IT" }));
    await waitFor(() => expect(app.location()).toBe("/articles/it"));
    await waitFor(() => expect(screen.queryByRole("tree")).toBeNull());
  });
});
