/**
 * What other web modules may use from the profile (its public entry): the picture editors — the
 * avatar's camera button, the cover band, the error callout — and the hook that changes a picture,
 * which a group's page uses for its own avatar and cover (same rules, same browser-side scaling).
 */
export { AvatarEditor } from "./AvatarEditor";
export { ImageError } from "./ImageError";
export { ProfileCover as CoverBand } from "./ProfileCover";
export { type PictureChange, usePictureChange } from "./usePictureChange";
