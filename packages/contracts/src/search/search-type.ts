import type { ModuleKey } from "../manifest";
import type { AccessLevel } from "../roles";

/**
 * A document type a module makes findable (its `<m>/search-types.ts`, `…SearchTypes`, gathered by
 * `npm run gen`; its core search source writes the documents).
 */
export interface SearchTypeDeclaration {
  /** Who may find the type at all (an access level of roles.ts); each document then narrows it with its readers. */
  access: AccessLevel;
  /** Where its group comes in the answer, lower first (people first). */
  order: number;
  /**
   * The module whose company switch hides the type, when its access is not one of that module's
   * rights (a development plan is found with `user`): without it, the module owning the access right.
   */
  switchedWith?: ModuleKey;
}

export type SearchTypeDeclarations = Readonly<Record<string, SearchTypeDeclaration>>;
