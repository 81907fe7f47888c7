import type { SearchHitMeta, SearchType } from "@intranet/contracts/search";
import type { NameParts } from "@intranet/contracts/users";

export type StoredHitMeta = SearchHitMeta & { name?: NameParts; authorName?: NameParts };

/**
 * A searchable document as a module hands it to search (through its SearchSource). Plain text
 * only: sources strip HTML first. Who may read it is a list of reader labels (readers.ts): the
 * query answers a document only to a searcher holding one of them.
 */
export interface SearchDocument {
  type: SearchType;
  /** The object's id in its module (answered as the hit's id). */
  id: string;
  /** What a hit shows as its title (plain text; highlighted where the query matched). */
  title: string;
  /** The text indexed, by weight: title above headings above body above tags. */
  text: { title?: string; headings?: string; body?: string; tags?: string[] };
  /** Reader labels: "all" (everyone in the tenant who may open the type), "admins", "user:<id>", later "group:<id>". */
  readers: string[];
  /** The SPA path that opens it. */
  path: string;
  /**
   * What a hit shows besides its title. A person's `name` and an author's `authorName` are kept in
   * parts, and the query writes them in the reader's language order (title, subtitle).
   */
  meta?: StoredHitMeta;
  /** ISO 8601; newer first among equal scores. */
  date?: string;
}

/**
 * The unit a source refreshes: one object with the documents that stand or fall with it (a post
 * and its comments, a person). An event names scopes; search replaces a scope's documents with
 * what the source loads now, so events may arrive late, twice or out of order.
 */
export interface ScopeDocuments {
  scope: string;
  docs: SearchDocument[];
}
