import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FakeRoutes } from "../../../test/api";
import { articleView, attachedFile, folderView, listRoute, node, openArticles, smallTree, treeView } from "../testing";

const uploads = vi.hoisted(() => ({ calls: [] as Array<{ name: string; module: string }> }));
vi.mock("../../../api/files", () => ({
  uploadFile: async (file: File, module: string, options: { onProgress?: (share: number) => void } = {}) => {
    uploads.calls.push({ name: file.name, module });
    options.onProgress?.(0.5);
    return { _id: `file-${file.name}` };
  },
}));

const children = [
  node({
    id: "a1",
    kind: "article",
    parentId: "f1",
    title: "Vacation policy",
    excerpt: "Ask your manager",
    tagIds: ["t1"],
  }),
  node({
    id: "a2",
    kind: "article",
    parentId: "f1",
    title: "Sick leave",
    order: "a1",
    tagIds: ["t2"],
    cover: "https://media.test/c1/media/articles/sick.png",
  }),
];
const tags = {
  items: [
    {
      _id: "t1",
      client_id: "c1",
      module: "articles",
      name: "Leave",
      createdBy: "u1",
      createdAt: "",
      can: { manage: true },
    },
    {
      _id: "t2",
      client_id: "c1",
      module: "articles",
      name: "Health",
      createdBy: "u1",
      createdAt: "",
      can: { manage: true },
    },
  ],
};

/** The folder's list calls' `full` values. */
const fullAsked: Array<string | null> = [];

function openFolder(extra: FakeRoutes = {}) {
  fullAsked.length = 0;
  return openArticles("/articles/f1", {
    [listRoute()]: ({ query }) => {
      if (query.get("parent") !== "f1") return { body: smallTree() };
      fullAsked.push(query.get("full"));
      return { body: treeView(children) };
    },
    "GET /api/article/f1": { body: folderView({ content: "<p>Everything about people.</p>" }) },
    "GET /api/tag/c1/articles": { body: tags },
    ...extra,
  });
}

describe("a folder's page", () => {
  it("lists its children with their excerpts (full=true), filtered by tags in place", async () => {
    openFolder();
    const list = await screen.findByRole("list", { name: "Contents" });
    expect(within(list).getByRole("link", { name: "Vacation policy" }).getAttribute("href")).toBe("/article/a1");
    expect(within(list).getByText("Ask your manager")).toBeTruthy();
    expect(screen.getByText("Everything about people.")).toBeTruthy();
    expect(fullAsked).toEqual(["true"]);
    const filter = await screen.findByRole("group", { name: "Filter by tags" });
    await userEvent.click(within(filter).getByRole("button", { name: "Health" }));
    expect(within(list).queryByRole("link", { name: "Vacation policy" })).toBeNull();
    expect(within(list).getByRole("link", { name: "Sick leave" })).toBeTruthy();
  });

  it("shows a thumbnail of a child's cover, and none for a child without one", async () => {
    openFolder();
    const list = await screen.findByRole("list", { name: "Contents" });
    const [vacation, sick] = within(list).getAllByRole("listitem");
    expect(vacation!.querySelector("img.articles-thumb")).toBeNull();
    expect(sick!.querySelector("img.articles-thumb")?.getAttribute("src")).toBe(
      "https://media.test/c1/media/articles/sick.png",
    );
  });

  it("uploads files (module articles, progress reported), then attaches them in one call", async () => {
    uploads.calls.length = 0;
    const { api } = openFolder({
      "PUT /api/article/f1/add_files": ({ body }) => ({
        body: (body as { fileIds: string[] }).fileIds.map(attachedFile),
      }),
    });
    const input = await screen.findByLabelText("Upload files");
    await userEvent.upload(input, [
      new File(["a"], "rules.pdf", { type: "application/pdf" }),
      new File(["b"], "form.pdf", { type: "application/pdf" }),
    ]);
    await waitFor(() => expect(api.calls).toContain("PUT /api/article/f1/add_files"));
    expect(uploads.calls).toEqual([
      { name: "rules.pdf", module: "articles" },
      { name: "form.pdf", module: "articles" },
    ]);
    expect(api.bodyOf("PUT /api/article/f1/add_files")).toEqual({ fileIds: ["file-rules.pdf", "file-form.pdf"] });
    const files = screen.getByRole("region", { name: "Files" });
    expect(await within(files).findByRole("button", { name: "Download rules.pdf" })).toBeTruthy();
  });

  it("opens an article's id as the article", async () => {
    const { app } = openArticles("/articles/a1", {
      "GET /api/article/a1": { body: articleView() },
      "PUT /api/article/a1/view/u1": { body: { views: 13 } },
    });
    await waitFor(() => expect(app.location()).toBe("/article/a1"));
    expect(await screen.findByText("Views: 13", { exact: false })).toBeTruthy();
  });
});
