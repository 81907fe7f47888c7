import type { Actor } from "@intranet/contracts";
import type { CourseImageView } from "@intranet/contracts/courses";
import { publishUploadedImage } from "../files";
import { requireManager } from "./access";

/**
 * POST /api/courses/image (managers: course admins and admins): an uploaded picture (kind
 * `courses`, this company) published like the knowledge base's (the files module's
 * `publishUploadedImage`), for a course's cover or an `<img>` in a lesson: `{ url }`. Another
 * company's or kind's file is `courses.file_not_found`; anything but a picture `courses.not_media`.
 */
export async function publishCourseImage(actor: Actor, fileId: string): Promise<CourseImageView> {
  const clientId = await requireManager(actor);
  const url = await publishUploadedImage(clientId, fileId, {
    module: "courses",
    notFound: "courses.file_not_found",
    notMedia: "courses.not_media",
  });
  return { url };
}
