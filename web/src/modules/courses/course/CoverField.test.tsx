import type { FileView } from "@intranet/contracts/files";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { uploadRoutes } from "../../../test/uploads";
import { admin, courseView, openCourses } from "../testing";

const coverUrl = "https://media.test/c1/media/courses/file-cover.png.png";
const stored: FileView = {
  _id: "file-cover.png",
  name: "cover.png",
  contentType: "image/png",
  size: 3,
  module: "courses",
  key: "c1/courses/file-cover.png/cover.png",
  owner: { type: "user", id: "u1" },
  uploadedBy: "u1",
  createdAt: "2026-11-10T10:00:00.000Z",
};
/** The presigned flow: the ticket, storage's POST, the confirmation. */
const uploads = { ...uploadRoutes(stored), "POST /bucket": { status: 204 } };
const png = () => new File(["png"], "cover.png", { type: "image/png" });

describe("the course's cover", () => {
  it("uploads a picture, publishes it, previews it and creates the course with its url", async () => {
    const created = courseView({ status: "draft", cover: coverUrl, can: { manage: true, learn: false }, me: null });
    const { api, app } = openCourses(
      "/courses/new",
      {
        ...uploads,
        "POST /api/courses/image": { body: { url: coverUrl } },
        "POST /api/courses": { status: 201, body: created },
        "GET /api/courses/c-1": { body: created },
        "GET /api/courses/c-1/members": { body: { items: [], cursor: null } },
      },
      admin(),
    );
    await userEvent.type(await screen.findByRole("textbox", { name: "Title" }, { timeout: 20_000 }), "Security");
    expect(screen.queryByRole("img", { name: "Cover" })).toBeNull();
    await userEvent.upload(screen.getByLabelText("Cover"), png());
    const preview = await screen.findByRole("img", { name: "Cover" });
    expect(preview.getAttribute("src")).toBe(coverUrl);
    expect(api.bodyOf("POST /api/upload")).toMatchObject({ module: "courses", name: "cover.png" });
    expect(api.bodyOf("POST /api/courses/image")).toEqual({ fileId: "file-cover.png" });
    expect(screen.getByRole("button", { name: "Replace the picture" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(app.location()).toBe("/courses/c-1"));
    expect(api.bodyOf("POST /api/courses")).toMatchObject({ title: "Security", cover: coverUrl });
    expect((await screen.findByRole("img", { name: "Cover of «Security basics»" })).getAttribute("src")).toBe(coverUrl);
  });

  it("shows a refused picture in place and keeps the draft without a cover", async () => {
    openCourses("/courses/new", { ...uploads, "POST /api/courses/image": apiError(400, "courses.not_media") }, admin());
    await screen.findByRole("textbox", { name: "Title" }, { timeout: 20_000 });
    await userEvent.upload(screen.getByLabelText("Cover"), png());
    expect((await screen.findByRole("alert")).textContent).toContain("The file must be an image");
    expect(screen.queryByRole("img", { name: "Cover" })).toBeNull();
    expect(screen.getByRole("button", { name: "Choose a picture" })).toBeTruthy();
  });

  it("removes a course's cover in its editor: the preview goes and the save sends an empty cover", async () => {
    const covered = courseView({ status: "draft", cover: coverUrl, can: { manage: true, learn: false }, me: null });
    const { api } = openCourses(
      "/courses/c-1",
      {
        "GET /api/courses/c-1": { body: covered },
        "GET /api/courses/c-1/members": { body: { items: [], cursor: null } },
        "PUT /api/courses/c-1": ({ body }) => ({
          body: { ...covered, ...(body as object), revision: covered.revision + 1 },
        }),
      },
      admin(),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }, { timeout: 20_000 }));
    expect((await screen.findByRole("img", { name: "Cover" })).getAttribute("src")).toBe(coverUrl);
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(screen.queryByRole("img", { name: "Cover" })).toBeNull();
    expect(screen.getByRole("button", { name: "Choose a picture" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.bodyOf("PUT /api/courses/c-1")).toMatchObject({ cover: "", revision: covered.revision }),
    );
    await waitFor(() => expect(screen.queryByRole("img", { name: "Cover of «Security basics»" })).toBeNull());
  });
});
