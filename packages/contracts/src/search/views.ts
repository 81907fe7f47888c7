import type { SearchMode, SearchType } from "./schemas";

/** The answer shapes of search (GET /api/search). */

/** A highlighted range of a text: UTF-16 offsets, `end` exclusive (`text.slice(start, end)`). */
export interface SearchHighlight {
  start: number;
  end: number;
}

/** Plain text (never HTML) with the ranges that matched the query, in order, not overlapping. */
export interface SearchText {
  text: string;
  highlights: SearchHighlight[];
}

/** Small display data of a hit; which fields are set depends on the type. */
export interface SearchHitMeta {
  /** person: the avatar as `UserView.avatar` carries it; post/comment: the author's. */
  avatar?: string;
  /** person: "position · department"; post/comment: the author's full name. */
  subtitle?: string;
  /** post/comment: the author's user id (to link the name). */
  authorId?: string;
  /** post/comment: when it was written (ISO 8601), for the SPA to format in the user's language. */
  date?: string;
  /** person: fired or deleted (only admins ever see such a hit). */
  inactive?: boolean;
}

export interface SearchHit {
  type: SearchType;
  /** The object's id in its module (a user id, a post id, a comment id). */
  id: string;
  title: SearchText;
  /** An excerpt of the body around the first match; absent when only the title matched or there is no body. */
  snippet?: SearchText;
  /**
   * The SPA path that opens it: person `/profile/{id}`, post `/post/{id}`, comment
   * `/post/{postId}?comment={id}`.
   */
  path: string;
  meta: SearchHitMeta;
}

export interface SearchGroup {
  type: SearchType;
  /** Best first. */
  hits: SearchHit[];
  /** full mode: pass as `cursor` (with the same `q`) for this type's next page; null after the last. Always null in suggest mode. */
  cursor: string | null;
}

export interface SearchAnswer {
  /** The query as understood (trimmed). */
  q: string;
  mode: SearchMode;
  /** One group per requested type that has hits, in `searchTypes` order; empty = nothing found. */
  groups: SearchGroup[];
}
