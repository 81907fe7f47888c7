import type { PostParent } from "@intranet/contracts";
import { paths } from "../../app/paths";

/** The wall's own paths (product-spec §2): the wall and a post's page. */
export const postPath = (id: string) => `/post/${encodeURIComponent(id)}`;

/** Where a post lives: the company wall, or its group's page (product-spec §2 /group/{_id}). */
export const parentPath = (parent: PostParent) =>
  parent.type === "group" ? `/group/${encodeURIComponent(parent.id)}` : paths.company;

/** The search param naming the person a thanks post is for (read by the thanks tab's composer). */
export const thankParam = "thank";

/** The thanks tab with its composer ready to thank `userId` (the profile's "Thank" button). */
export const thanksPath = (userId: string) =>
  `${paths.company}?${new URLSearchParams({ tab: "thanks", [thankParam]: userId }).toString()}`;
