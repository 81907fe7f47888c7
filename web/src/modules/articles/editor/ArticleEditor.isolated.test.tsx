import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError } from "../../../test/api";
import { articleView, folderView, openArticles } from "../testing";

const opened = articleView({ revision: 3 });
const coverUrl = "https://media.test/c1/media/articles/cover.png";

const uploads = vi.hoisted(() => ({ calls: [] as Array<{ name: string; module: string }> }));
vi.mock("../../../api/files", () => ({
  uploadFile: async (file: File, module: string) => {
    uploads.calls.push({ name: file.name, module });
    return { _id: `file-${file.name}` };
  },
}));

describe("the article editor", () => {
  it("saves the changes with the revision it opened and shows the article", async () => {
    let stored = opened;
    const { api, app } = openArticles("/article/a1?edit=1", {
      "GET /api/article/a1": () => ({ body: stored }),
      "PUT /api/article/a1": ({ body }) => {
        stored = { ...opened, ...(body as object), revision: 4 };
        return { body: stored };
      },
    });
    const title = await screen.findByRole("textbox", { name: "Title" });
    await userEvent.clear(title);
    await userEvent.type(title, "Vacation rules");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(app.location()).toBe("/article/a1"));
    expect(api.bodyOf("PUT /api/article/a1")).toEqual({
      title: "Vacation rules",
      content: opened.content,
      url: "",
      cover: "",
      baseRevision: 3,
    });
    expect(await screen.findByRole("heading", { name: "Vacation rules", level: 1 })).toBeTruthy();
  });

  it("on a conflict keeps the editor open with the message, and reloads the stored version to save on", async () => {
    let stored = opened;
    const { api } = openArticles("/article/a1?edit=1", {
      "GET /api/article/a1": () => ({ body: stored }),
      "PUT /api/article/a1": ({ body }) =>
        (body as { baseRevision: number }).baseRevision === 4
          ? { body: { ...stored, revision: 5 } }
          : apiError(409, "articles.edit_conflict"),
    });
    const title = await screen.findByRole("textbox", { name: "Title" });
    await userEvent.type(title, " 2027");
    stored = articleView({ title: "Vacation policy (HR)", revision: 4, content: "<p>Their newer text</p>" });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Someone saved this article while you were editing");
    expect(screen.getByRole("textbox", { name: "Title" })).toBeTruthy();
    await userEvent.click(within(alert).getByRole("button", { name: "Reload the article" }));
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Vacation policy (HR)"),
    );
    // The text too: the editor reopens on the stored version.
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Text" }).innerHTML).toContain("<p>Their newer text</p>"),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect((api.bodyOf("PUT /api/article/a1") as { baseRevision: number }).baseRevision).toBe(4));
  });

  it("uploads a cover image, publishes it, previews it and saves its url as the cover", async () => {
    uploads.calls.length = 0;
    const { api, app } = openArticles("/article/a1?edit=1", {
      "GET /api/article/a1": { body: opened },
      "POST /api/article/image": { body: { url: coverUrl } },
      "PUT /api/article/a1": ({ body }) => ({ body: { ...opened, ...(body as object) } }),
    });
    await screen.findByRole("textbox", { name: "Title" });
    expect(screen.queryByRole("img", { name: "The cover image" })).toBeNull();
    await userEvent.upload(screen.getByLabelText("Cover image"), new File(["png"], "cover.png", { type: "image/png" }));
    const preview = await screen.findByRole("img", { name: "The cover image" });
    expect(preview.getAttribute("src")).toBe(coverUrl);
    expect(uploads.calls).toEqual([{ name: "cover.png", module: "articles" }]);
    expect(api.bodyOf("POST /api/article/image")).toEqual({ fileId: "file-cover.png" });
    expect(screen.getByRole("button", { name: "Replace the image" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(app.location()).toBe("/article/a1"));
    expect(api.bodyOf("PUT /api/article/a1")).toMatchObject({ cover: coverUrl, baseRevision: 3 });
  });

  it("removes the cover: the preview goes and the save sends an empty cover", async () => {
    const withCover = articleView({ revision: 3, cover: coverUrl });
    const { api } = openArticles("/article/a1?edit=1", {
      "GET /api/article/a1": { body: withCover },
      "PUT /api/article/a1": ({ body }) => ({ body: { ...withCover, ...(body as object), cover: undefined } }),
    });
    expect((await screen.findByRole("img", { name: "The cover image" })).getAttribute("src")).toBe(coverUrl);
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(screen.queryByRole("img", { name: "The cover image" })).toBeNull();
    expect(screen.getByRole("button", { name: "Choose an image" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.bodyOf("PUT /api/article/a1")).toMatchObject({ cover: "" }));
  });

  it("shows a refused cover image in place and keeps the draft without one", async () => {
    openArticles("/article/a1?edit=1", {
      "GET /api/article/a1": { body: opened },
      "POST /api/article/image": apiError(400, "articles.not_media"),
    });
    await screen.findByRole("textbox", { name: "Title" });
    await userEvent.upload(screen.getByLabelText("Cover image"), new File(["gif"], "x.gif", { type: "image/gif" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The file must be an image");
    expect(screen.queryByRole("img", { name: "The cover image" })).toBeNull();
  });

  it("asks before leaving with unsaved changes", async () => {
    const { app } = openArticles("/article/a1?edit=1", { "GET /api/article/a1": { body: opened } });
    await userEvent.type(await screen.findByRole("textbox", { name: "Title" }), "!");
    const form = screen.getByRole("form", { name: "Editing “Vacation policy”" });
    await userEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Leave without saving?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(app.location()).toBe("/article/a1?edit=1");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await userEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(app.location()).toBe("/article/a1"));
  });

  it("publishes a new article in its folder and opens it", async () => {
    const { api, app } = openArticles("/articles/f1?new=article", {
      "GET /api/article/f1": { body: folderView() },
      "POST /api/article": { body: articleView({ id: "a9", title: "Remote work" }) },
      "GET /api/article/a9": { body: articleView({ id: "a9", title: "Remote work" }) },
    });
    await userEvent.type(await screen.findByRole("textbox", { name: "Title" }), "Remote work");
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(app.location()).toBe("/article/a9"));
    expect(api.bodyOf("POST /api/article")).toMatchObject({
      kind: "article",
      parentId: "f1",
      title: "Remote work",
      tagIds: [],
    });
  });

  it("asks for a title before sending, and a refusal of it leaves once it changes (issue 31 item 8)", async () => {
    const { api } = openArticles("/articles/f1?new=article", {
      "GET /api/article/f1": { body: folderView() },
      "POST /api/article": apiError(400, "articles.title_required"),
    });
    const title = await screen.findByRole("textbox", { name: "Title" });
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Enter a title")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/article");
    await userEvent.type(title, "Remote work");
    expect(screen.queryByText("Enter a title")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Enter a title")).toBeTruthy();
    expect(api.calls).toContain("POST /api/article");
    await userEvent.type(title, "!");
    expect(screen.queryByText("Enter a title")).toBeNull();
  });
});
