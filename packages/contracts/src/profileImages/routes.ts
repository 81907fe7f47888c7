import { profileImageParamsSchema, setProfileImageBodySchema } from "./schemas";
import { designImageBodySchema, designImageParamsSchema, type DesignImageView } from "../clients/design-images";
import { answer, defineRoutes } from "../route";
import type { UserView } from "../users/views";

/**
 * A profile's avatar and cover (issue 15 item 2). The picture is uploaded with the presigned flow
 * (module "profile"), then set here: the server reads its real format and size, and publishes it
 * under an unguessable public URL (the media bucket) that every view of the person carries.
 * Paths not named by the spec. Who: the person (with `profile_edit`) or an admin.
 *
 * A company's design pictures (logo, header, side panel; product-spec §3 Client) go the same way:
 * uploaded into that company, measured (the header's rule, rules spec §9) and published here; the
 * superadmin's design tab then saves the URL with the rest of the design (rules spec §5 Images:
 * the stored source replaces the value).
 */
export const profileImagesRoutes = defineRoutes("profileImages", {
  setImage: {
    method: "PUT",
    path: "/api/user/{id}/image/{kind}",
    access: "user",
    summary: "Sets a profile's avatar or cover from a confirmed upload (format and size checked)",
    params: profileImageParamsSchema,
    body: setProfileImageBodySchema,
    answer: answer<UserView>(),
  },
  removeImage: {
    method: "DELETE",
    path: "/api/user/{id}/image/{kind}",
    access: "user",
    summary: "Removes a profile's avatar or cover",
    params: profileImageParamsSchema,
    answer: answer<UserView>(),
  },
  publishDesignImage: {
    method: "POST",
    path: "/api/clients/{id}/design/{kind}",
    access: "superadmin",
    summary:
      "Publishes a company's logo, header or side panel picture from a confirmed upload (format and size checked)",
    params: designImageParamsSchema,
    body: designImageBodySchema,
    answer: answer<DesignImageView>(),
  },
});
