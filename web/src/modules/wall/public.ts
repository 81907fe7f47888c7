/**
 * What other web modules may use from the wall (its public entry; lint allows only `index`,
 * `shellPart` and `public` across module folders): the link that opens the thanks composer for a
 * person, for the profile's "Thank" button; and a person's event feed, for the profile's posts tab
 * (loaded with its styles when first shown, so the profile's chunk does not carry the wall).
 */
import { lazy } from "react";

export { thanksPath } from "./routes";

export const PersonPosts = lazy(() => import("./feed/PersonPosts"));
