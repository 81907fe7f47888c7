import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/api";
import { userView, withRoles } from "../../test/fixtures";
import type * as prepareImage from "./prepareImage";
import { ImageCheckError, prepareProfileImage } from "./prepareImage";
import { chloe, hrFile, openProfile, stubStorage, uploadRoutes } from "./testing";

// Drawing needs a real canvas (prepareImage.test.ts checks it with one stubbed): here it answers a JPEG.
vi.mock("./prepareImage", async (original) => ({
  ...(await original<typeof prepareImage>()),
  prepareProfileImage: vi.fn(
    async (_file: File, kind: string) => new File(["jpeg"], `${kind}.jpg`, { type: "image/jpeg" }),
  ),
}));

const me = userView({ rights: ["wall", "profile_edit"] });
const picture = new File(["png"], "me.png", { type: "image/png" });
const stored = (kind: "avatar" | "cover") =>
  hrFile({
    _id: "01JIMAGEAAAAAAAAAAAAAAAAAA",
    name: `${kind}.jpg`,
    module: "profile",
    owner: { type: "user", id: "u1" },
  });

describe("profile pictures", () => {
  it("uploads one's own avatar: drawn, uploaded as the person's, then set; the header shows it", async () => {
    stubStorage();
    const { api } = openProfile(
      "/profile/u1",
      {
        ...uploadRoutes(stored("avatar")),
        "PUT /api/user/u1/image/avatar": { body: { ...me, avatar: "https://media.test/a.jpg" } },
      },
      me,
    );
    await screen.findByRole("heading", { level: 1, name: "Ann Lee" });
    expect(screen.getByRole("button", { name: "Upload a photo" })).toBeTruthy();
    await userEvent.upload(screen.getByTestId("avatar-file"), picture);
    await waitFor(() =>
      expect(document.querySelector("img.profile-avatar")?.getAttribute("src")).toBe("https://media.test/a.jpg"),
    );
    expect(vi.mocked(prepareProfileImage)).toHaveBeenCalledWith(picture, "avatar");
    expect(api.bodyOf("POST /api/upload")).toEqual({
      module: "profile",
      name: "avatar.jpg",
      contentType: "image/jpeg",
      size: 4,
      owner: { type: "user", id: "u1" },
    });
    expect(api.bodyOf("PUT /api/user/u1/image/avatar")).toEqual({ fileId: "01JIMAGEAAAAAAAAAAAAAAAAAA" });
    // The header's own avatar (the shell's "me") follows.
    const own = screen.getByRole("button", { name: "Ann Lee: Open the profile in a new tab" });
    await waitFor(() => expect(own.querySelector("img")?.getAttribute("src")).toBe("https://media.test/a.jpg"));
  });

  it("refuses a cover that breaks the rule before sending anything, in the catalogue's words", async () => {
    vi.mocked(prepareProfileImage).mockRejectedValueOnce(new ImageCheckError("size"));
    const { api } = openProfile("/profile/u1", {}, me);
    await userEvent.upload(await screen.findByTestId("cover-file"), picture);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The cover was not changed")).toBeTruthy();
    expect(within(alert).getByText(/^Wrong image size\. The cover is scaled to 3420 px wide/)).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/upload");
    await userEvent.click(within(alert.parentElement!).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("shows the API's refusal of a picture with the rule", async () => {
    stubStorage();
    openProfile(
      "/profile/u1",
      { ...uploadRoutes(stored("avatar")), "PUT /api/user/u1/image/avatar": apiError(400, "files.wrong_image_size") },
      me,
    );
    await userEvent.upload(await screen.findByTestId("avatar-file"), picture);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The photo was not changed")).toBeTruthy();
    expect(within(alert).getByText("Wrong image size. Choose a picture of at least 96 × 96 px.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the cover and removes it after asking", async () => {
    const withCover = { ...me, cover: "https://media.test/c.jpg" };
    const { api } = openProfile("/profile/u1", { "DELETE /api/user/u1/image/cover": { body: me } }, withCover);
    await screen.findByRole("heading", { level: 1, name: "Ann Lee" });
    expect(document.querySelector("img.profile-cover-image")?.getAttribute("src")).toBe("https://media.test/c.jpg");
    expect(screen.getByRole("button", { name: "Change the cover" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove the cover" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(document.querySelector("img.profile-cover-image")).toBeNull());
    expect(api.calls).toContain("DELETE /api/user/u1/image/cover");
    expect(screen.getByRole("button", { name: "Add a cover" })).toBeTruthy();
  });

  it("offers no picture changes on a colleague's profile, and an admin all of them", async () => {
    openProfile("/profile/u2", { "GET /api/user/u2": { body: { ...chloe, cover: "https://media.test/c.jpg" } } });
    await screen.findByRole("heading", { level: 1, name: "Chloe Davis" });
    expect(document.querySelector("img.profile-cover-image")).not.toBeNull();
    expect(screen.queryByRole("button", { name: /cover/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Upload a photo" })).toBeNull();
    expect(screen.queryByTestId("avatar-file")).toBeNull();
  });

  it("lets an admin change a colleague's pictures", async () => {
    openProfile("/profile/u2", {}, withRoles(["admin"]));
    await screen.findByRole("heading", { level: 1, name: "Chloe Davis" });
    expect(screen.getByRole("button", { name: "Add a cover" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload a photo" })).toBeTruthy();
  });
});
