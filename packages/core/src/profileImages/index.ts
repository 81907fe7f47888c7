/** Pictures of people, groups and companies (avatars, covers, a company's design): the door. */
export { publishDesignImage } from "./design-image";
export { type PublicImage, dropReplacedImage, publishUploadedImage } from "./published-image";
export { removeProfileImage, setProfileImage } from "./set-image";
