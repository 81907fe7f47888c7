import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { articleView, favoritesRoute, openArticles } from "../testing";

const view = articleView({ url: "https://example.com/policy", canWrite: false });

describe("an article's page", () => {
  it("shows where it is, who wrote it, its contents and text, and counts the view once", async () => {
    const { api } = openArticles("/article/a1", {
      "GET /api/article/a1": { body: view },
      "PUT /api/article/a1/view/u1": { body: { views: 13 } },
    });
    const page = await screen.findByRole("article", { name: "Vacation policy" });
    const crumbs = within(page).getByRole("navigation", { name: "Where it is" });
    expect(
      within(crumbs)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/articles", "/articles/f1"]);
    expect(within(page).getByRole("link", { name: "Chloe Davis" })).toBeTruthy();
    expect(await within(page).findByText(/Views: 13/)).toBeTruthy();
    expect(within(page).getByText(/Revision 3/)).toBeTruthy();
    const toc = within(page).getByRole("navigation", { name: "Contents" });
    expect(within(toc).getByRole("link", { name: "How long" }).getAttribute("href")).toBe("#how-long");
    expect(within(page).getByRole("heading", { name: "How to ask", level: 2 })).toBeTruthy();
    expect(
      within(page)
        .getByRole("link", { name: /example\.com\/policy/ })
        .getAttribute("target"),
    ).toBe("_blank");
    expect(within(page).queryByRole("button", { name: "Edit" })).toBeNull();
    expect(api.calls.filter((call) => call === "PUT /api/article/a1/view/u1")).toHaveLength(1);
  });

  it("shows its cover as a band above the title, and no band without one", async () => {
    const cover = "https://media.test/c1/media/articles/cover.png";
    openArticles("/article/a1", {
      "GET /api/article/a1": { body: { ...view, cover } },
      "PUT /api/article/a1/view/u1": { body: { views: 13 } },
    });
    const page = await screen.findByRole("article", { name: "Vacation policy" });
    const band = page.querySelector<HTMLImageElement>("img.articles-cover");
    expect(band?.getAttribute("src")).toBe(cover);
    const title = within(page).getByRole("heading", { name: "Vacation policy", level: 1 });
    expect(band!.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("has no cover band when the article has no cover", async () => {
    openArticles("/article/a1", {
      "GET /api/article/a1": { body: view },
      "PUT /api/article/a1/view/u1": { body: { views: 13 } },
    });
    const page = await screen.findByRole("article", { name: "Vacation policy" });
    expect(page.querySelector("img.articles-cover")).toBeNull();
  });

  it("stars it at once, and puts the star back when the server refuses", async () => {
    const { api } = openArticles("/article/a1", {
      "GET /api/article/a1": { body: view },
      "PUT /api/article/a1/view/u1": { body: { views: 13 } },
      "PUT /api/article/a1/favorite": apiError(404, "articles.not_found"),
      [favoritesRoute()]: { body: [] },
    });
    const star = await screen.findByRole("button", { name: "Add to favourites" });
    await userEvent.click(star);
    await waitFor(() => expect(api.bodyOf("PUT /api/article/a1/favorite")).toEqual({ favorite: true }));
    expect(await screen.findByRole("button", { name: "Add to favourites" })).toBeTruthy();
  });

  it("deletes an article after asking, and shows its folder", async () => {
    const { api, app } = openArticles("/article/a1", {
      "GET /api/article/a1": { body: articleView() },
      "PUT /api/article/a1/view/u1": { body: { views: 13 } },
      "DELETE /api/article/deep/a1": { status: 204 },
      "GET /api/article/f1": {
        body: articleView({ id: "f1", kind: "folder", parentId: null, title: "Human resources" }),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain("Delete the article “Vacation policy”?");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(app.location()).toBe("/articles/f1"));
    // The folder's page shows (its chunk loaded: nothing left to render after the test).
    expect(await screen.findByRole("heading", { name: "Human resources" })).toBeTruthy();
    expect(api.calls).toContain("DELETE /api/article/deep/a1");
  });
});
