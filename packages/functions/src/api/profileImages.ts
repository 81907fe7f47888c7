import { publishDesignImage, removeProfileImage, setProfileImage } from "@intranet/core/profileImages";
import { profileImagesRoutes } from "@intranet/contracts/profileImages";
import { areaHandler } from "../http/area";

/** Pictures' Lambda (profiles, groups, a company's design): the only one that loads the image reader. */
export const handler = areaHandler(profileImagesRoutes, {
  setImage: ({ actor, params, body }) => setProfileImage(actor, params.id, params.kind, body.fileId),
  removeImage: ({ actor, params }) => removeProfileImage(actor, params.id, params.kind),
  publishDesignImage: ({ actor, params, body }) => publishDesignImage(actor, params.id, params.kind, body.fileId),
});
