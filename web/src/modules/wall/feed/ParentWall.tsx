import type { UserView } from "@intranet/contracts";
import type { ReactNode } from "react";
import { isApiError } from "../../../api/errors";
import { ParentComposer } from "../composer/ParentComposer";
import type { OtherParent } from "../keys";
import { FeedList } from "./FeedList";
import { useParentFeed } from "./useFeed";
import "../../cabinet.css";
import "../wall.css";

export interface ParentWallProps {
  /** Whose wall: a group's (`{ type: "group", id }`). */
  parent: OtherParent;
  me: UserView;
  /** The composer is shown (the parent's module knows who may post there). */
  canPost: boolean;
  /** What an empty wall says, and the composer's placeholder, in the parent module's words. */
  empty: string;
  placeholder?: string;
  /** Shown when the wall refuses the reader (403): e.g. "join the group to see its posts". */
  forbidden?: ReactNode;
}

/**
 * Another parent's wall (a group's, product-spec §3): the wall's own composer, post cards, likes,
 * comments, views and paging over that parent's feed. Loaded on first use through the wall's
 * public door (`ParentWall`), with the wall's styles, so the parent module's chunk does not carry it.
 */
export default function ParentWall({ parent, me, canPost, empty, placeholder, forbidden }: ParentWallProps) {
  const feed = useParentFeed(parent);
  const refusal = (error: unknown) => (isApiError(error) && error.status === 403 && forbidden ? forbidden : null);
  return (
    <div className="wall-panel">
      {canPost ? <ParentComposer parent={parent} me={me} placeholder={placeholder} /> : null}
      <FeedList feed={feed} me={me} empty={empty} refusal={refusal} />
    </div>
  );
}
