/** Pictures of people and groups (avatars, covers): the door. */
export { type PublicImage, dropReplacedImage, publishUploadedImage } from "./published-image";
export { removeProfileImage, setProfileImage } from "./set-image";
