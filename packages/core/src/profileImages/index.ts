/** Profile pictures: the door. */
export { removeProfileImage, setProfileImage } from "./set-image";
