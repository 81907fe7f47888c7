import { describe, expect, it } from "vitest";
import type { Actor } from "@intranet/contracts";
import { confirmUpload } from "../files";
import { actorIn, counters, objectExists, tenantWithQuota, uploaded } from "../files/testing";
import { findUser } from "../users";
import { gradientPng } from "../testing/png";
import { tokenFor } from "../testing/actors";
import { removeProfileImage, setProfileImage } from "./set-image";

/** A person of a fresh tenant who may edit their profile, and an upload of theirs confirmed. */
async function person(rights: Actor["rights"] = ["profile_edit"]) {
  const tenant = await tenantWithQuota();
  const actor = { ...actorIn(tenant), rights };
  await tokenFor({ tenantId: tenant, userId: actor.userId });
  return { tenant, actor };
}

async function picture(actor: Actor, bytes: Uint8Array, owner = actor.userId, module: "profile" | "hr" = "profile") {
  const ticket = await uploaded(actor, {
    module,
    bytes,
    name: "picture.png",
    contentType: "image/png",
    owner: { type: "user", id: owner },
  });
  await confirmUpload(actor, ticket.fileId);
  return ticket;
}

const keyOfUrl = (url: string) => decodeURIComponent(new URL(url).pathname.split("/").slice(2).join("/"));

describe("profile pictures", () => {
  it("publishes an avatar at a public URL anyone can load, and the profile shows it", async () => {
    const { tenant, actor } = await person();
    const png = gradientPng(200, 160);
    const upload = await picture(actor, png);

    const view = await setProfileImage(actor, actor.userId, "avatar", upload.fileId);
    expect(view.avatar).toMatch(new RegExp(`/${tenant}/media/${actor.userId}/avatar-${upload.fileId}\\.png$`));
    const response = await fetch(view.avatar!); // no signature, no token
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    expect((await findUser(tenant, actor.userId))?.avatar).toBe(view.avatar);
  });

  it("takes a cover only 3420 px wide and at least 250 px high, and changes nothing otherwise", async () => {
    const { tenant, actor } = await person();
    for (const [width, height] of [
      [3000, 400],
      [3420, 249],
    ] as const) {
      const upload = await picture(actor, gradientPng(width, height));
      await expect(setProfileImage(actor, actor.userId, "cover", upload.fileId)).rejects.toMatchObject({
        code: "files.wrong_image_size",
        status: 400,
      });
    }
    const text = await picture(actor, new TextEncoder().encode("not a picture at all"));
    await expect(setProfileImage(actor, actor.userId, "cover", text.fileId)).rejects.toMatchObject({
      code: "files.wrong_image_size",
    });
    expect((await findUser(tenant, actor.userId))?.cover).toBeUndefined();

    const good = await picture(actor, gradientPng(3420, 250));
    const view = await setProfileImage(actor, actor.userId, "cover", good.fileId);
    expect(view.cover).toContain(`/cover-${good.fileId}.png`);
  });

  it("refuses an avatar too small to look sharp", async () => {
    const { actor } = await person();
    const upload = await picture(actor, gradientPng(64, 64));
    await expect(setProfileImage(actor, actor.userId, "avatar", upload.fileId)).rejects.toMatchObject({
      code: "files.wrong_image_size",
    });
  });

  it("deletes the replaced picture and its upload, and a removal leaves nothing behind", async () => {
    const { tenant, actor } = await person();
    const first = await picture(actor, gradientPng(300, 300));
    const firstView = await setProfileImage(actor, actor.userId, "avatar", first.fileId);
    const second = await picture(actor, gradientPng(400, 400));
    const before = await counters(tenant);

    const secondView = await setProfileImage(actor, actor.userId, "avatar", second.fileId);
    expect(secondView.avatar).not.toBe(firstView.avatar);
    expect(await objectExists(tenant, keyOfUrl(firstView.avatar!))).toBe(false);
    expect(await objectExists(tenant, first.key)).toBe(false);
    const after = await counters(tenant);
    expect(after.filesCount).toBe(before.filesCount - 1);
    expect(after.storageUsedBytes).toBe(before.storageUsedBytes - first.bytes.byteLength);

    const cleared = await removeProfileImage(actor, actor.userId, "avatar");
    expect(cleared.avatar).toBeUndefined();
    expect(await objectExists(tenant, keyOfUrl(secondView.avatar!))).toBe(false);
    expect(await objectExists(tenant, second.key)).toBe(false);
    expect((await counters(tenant)).filesCount).toBe(before.filesCount - 2);
  });

  it("lets the owner with profile_edit or an admin change it, nobody else, and takes only the owner's profile uploads", async () => {
    const { tenant, actor } = await person();
    const upload = await picture(actor, gradientPng(200, 200));
    const colleague = { ...actorIn(tenant), rights: ["profile_edit"] } as Actor;
    await expect(setProfileImage(colleague, actor.userId, "avatar", upload.fileId)).rejects.toMatchObject({
      code: "common.no_access",
    });
    const noRight = { ...actor, rights: [] };
    await expect(setProfileImage(noRight, actor.userId, "avatar", upload.fileId)).rejects.toMatchObject({
      code: "common.no_access",
    });
    const admin = actorIn(tenant, "admin");
    await expect(setProfileImage(admin, actor.userId, "avatar", upload.fileId)).resolves.toHaveProperty("avatar");

    // An HR document of the person is not a profile picture; another tenant's file is not found.
    const document = await picture(admin, gradientPng(200, 200), actor.userId, "hr");
    await expect(setProfileImage(admin, actor.userId, "avatar", document.fileId)).rejects.toMatchObject({
      code: "files.not_found",
    });
    const stranger = await person();
    const foreign = await picture(stranger.actor, gradientPng(200, 200));
    await expect(setProfileImage(admin, actor.userId, "avatar", foreign.fileId)).rejects.toMatchObject({
      code: "files.not_found",
    });
  });
});
