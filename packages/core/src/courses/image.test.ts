import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { Actor } from "@intranet/contracts";
import { createCourseBodySchema, updateCourseBodySchema } from "@intranet/contracts/courses";
import { confirmUpload } from "../files";
import { uploaded } from "../files/testing";
import { ensureTestTenant } from "../testing/actors";
import { capture } from "../testing/capture";
import { gradientPng } from "../testing/png";
import { member, type Member } from "../users/test-support";
import { setCourseAdmins } from "./admins";
import { courseMediaBase } from "./content";
import { createCourse, getCourse, updateCourse } from "./courses";
import { publishCourseImage } from "./image";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;

async function upload(
  actor: Actor,
  options: { module?: "courses" | "articles"; contentType?: string; picture?: boolean } = {},
) {
  const picture = options.picture ?? true;
  const ticket = await uploaded(actor, {
    module: options.module ?? "courses",
    name: picture ? "cover.png" : "notes.txt",
    contentType: options.contentType ?? (picture ? "image/png" : "text/plain"),
    ...(picture ? { bytes: gradientPng(40, 20) } : { size: 300 }),
  });
  await confirmUpload(actor, ticket.fileId);
  return ticket.fileId;
}

let tenantId: string;
let admin: Member, courseAdmin: Member, learner: Member, stranger: Member;
beforeAll(async () => {
  tenantId = await ensureTestTenant();
  const rights = { rights: ["lms" as const] };
  [admin, courseAdmin, learner] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId, rights),
    member(tenantId, rights),
  ]);
  await setCourseAdmins(admin.actor, tenantId, { userIds: [courseAdmin.userId] });
  stranger = await member(await ensureTestTenant(), { role: "admin" });
});

describe("POST /api/courses/image", () => {
  it("publishes a course picture for managers (course admins and admins) under the company's media", async () => {
    for (const manager of [courseAdmin, admin]) {
      const fileId = await upload(manager.actor);
      const { url } = await publishCourseImage(manager.actor, fileId);
      expect(url).toBe(`${courseMediaBase(tenantId)}courses/${fileId}.png`);
    }
  });

  it("refuses learners, another company's file, another kind's file and anything but a picture", async () => {
    const mine = await upload(courseAdmin.actor);
    expect(await code(() => publishCourseImage(learner.actor, mine))).toBe("courses.no_access");
    const theirs = await upload(stranger.actor);
    expect(await code(() => publishCourseImage(courseAdmin.actor, theirs))).toBe("courses.file_not_found");
    const article = await upload(courseAdmin.actor, { module: "articles" });
    expect(await code(() => publishCourseImage(courseAdmin.actor, article))).toBe("courses.file_not_found");
    const text = await upload(courseAdmin.actor, { picture: false });
    expect(await code(() => publishCourseImage(courseAdmin.actor, text))).toBe("courses.not_media");
    const svg = await upload(courseAdmin.actor, { contentType: "image/svg+xml" });
    expect(await code(() => publishCourseImage(courseAdmin.actor, svg))).toBe("courses.not_media");
    expect(await code(() => publishCourseImage(courseAdmin.actor, "01J0000000000000000000000X"))).toBe(
      "courses.file_not_found",
    );
  });

  it("keeps a published picture as the course's cover; refuses another company's; clears it", async () => {
    const a = courseAdmin.actor;
    const { url } = await publishCourseImage(a, await upload(a));
    const created = await createCourse(a, z.parse(createCourseBodySchema, { title: "With a cover", cover: url }));
    expect(created.cover).toBe(url);
    expect((await getCourse(a, created._id)).cover).toBe(url);
    const { url: foreign } = await publishCourseImage(stranger.actor, await upload(stranger.actor));
    const fields = (cover: string, revision: number) =>
      z.parse(updateCourseBodySchema, { title: "With a cover", cover, status: "draft", revision });
    for (const cover of [foreign, "https://evil.example/x.png"])
      expect(await code(() => updateCourse(a, created._id, fields(cover, created.revision)))).toBe("courses.bad_cover");
    expect((await getCourse(a, created._id)).cover).toBe(url);
    const cleared = await updateCourse(a, created._id, fields("", created.revision));
    expect(cleared.cover).toBe("");
  });
});
