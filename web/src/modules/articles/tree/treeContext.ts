import type { ArticleTreeView } from "@intranet/contracts/articles";
import { createContext, useContext } from "react";
import type { DropPlace } from "./drop";
import type { ArticleTree } from "./model";

/** What every branch of the sidebar tree reads (one provider: no props threaded through the levels). */
export interface TreeState {
  tree: ArticleTree;
  view: ArticleTreeView;
  expanded: ReadonlySet<string>;
  /** The nodes a title filter shows (every folder open), or null. */
  shown: ReadonlySet<string> | null;
  currentId: string | undefined;
  /** The row Tab reaches. */
  tabStopId: string | undefined;
  /** The row a dragged node is over, and where it would land. */
  target: { id: string; place: DropPlace } | null;
  toggle: (id: string) => void;
}

export const TreeContext = createContext<TreeState | null>(null);

export function useTreeState(): TreeState {
  const state = useContext(TreeContext);
  if (!state) throw new Error("The tree's branches render inside TreeNav");
  return state;
}
