/**
 * What other web modules may use from the wall (its public entry; lint allows only `index`,
 * `shellPart` and `public` across module folders): the link that opens the thanks composer for a
 * person, for the profile's "Thank" button; a person's event feed, for the profile's posts tab;
 * another parent's wall (a group's feed with its composer), for the groups module (both loaded with
 * their styles when first shown, so the other module's chunk does not carry the wall); and the
 * wall's widget card, for the widgets other modules put in the wall's slots.
 */
import { lazy } from "react";

export { thanksPath } from "./routes";
export type { OtherParent } from "./keys";
export type { ParentWallProps } from "./feed/ParentWall";
export { WidgetCard, WidgetError } from "./widgets/WidgetCard";

export const PersonPosts = lazy(() => import("./feed/PersonPosts"));

export const ParentWall = lazy(() => import("./feed/ParentWall"));
