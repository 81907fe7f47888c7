import type { ArticleTreeView } from "@intranet/contracts/articles";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
} from "@dnd-kit/core";
import { useMemo, useState } from "react";
import { useArticlesTranslation } from "../i18n";
import { dropAction, dropPlace, type DropPlace } from "./drop";
import { ancestorsOf, childrenOf, type ArticleTree } from "./model";
import { TreeBranch } from "./TreeBranch";
import { TreeContext, type TreeState } from "./treeContext";
import { useTreeDrop } from "./useTreeDrop";
import { onTreeKeyDown } from "./treeKeys";
import { useTreeAnnouncements } from "./useTreeAnnouncements";

interface TreeNavProps {
  clientId: string;
  tree: ArticleTree;
  view: ArticleTreeView;
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  shown: ReadonlySet<string> | null;
  currentId: string | undefined;
}

type Target = { id: string; place: DropPlace } | null;

/** Where the dragged row's middle is over the row under it (null: over nothing, or nothing to do there). */
function targetOf(tree: ArticleTree, event: DragMoveEvent): Target {
  const { active, over } = event;
  const moved = active.rect.current.translated;
  if (!over || !moved) return null;
  const place = dropPlace(moved.top + moved.height / 2, over.rect, tree.byId.get(String(over.id))?.kind === "folder");
  return dropAction(tree, String(active.id), String(over.id), place) ? { id: String(over.id), place } : null;
}

/**
 * The sidebar's tree (role tree): the sections and, for each open folder, its children. Writers drag
 * rows: before / after a row reorders (PUT order), onto a folder's middle moves into it (PUT article);
 * the line or the highlight shows where it will land.
 */
export function TreeNav({ clientId, tree, view, expanded, toggle, shown, currentId }: TreeNavProps) {
  const { t } = useArticlesTranslation();
  const [target, setTarget] = useState<Target>(null);
  const drop = useTreeDrop(clientId, tree);
  const announcements = useTreeAnnouncements(tree);
  const sensors = useSensors(
    // A click on a title stays a click: a drag starts after 6 px.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = (event: DragEndEvent) => {
    const landed = targetOf(tree, event);
    setTarget(null);
    const action = landed && dropAction(tree, String(event.active.id), landed.id, landed.place);
    if (action) drop.mutate(action);
  };
  const state = useMemo<TreeState>(() => {
    const tabStopId = visible(tree, expanded, shown, currentId) ? currentId : firstShown(tree, shown);
    return { tree, view, expanded, shown, currentId, tabStopId, target, toggle };
  }, [tree, view, expanded, shown, currentId, target, toggle]);
  return (
    <DndContext
      sensors={sensors}
      accessibility={announcements}
      onDragMove={(event) => setTarget((old) => same(old, targetOf(tree, event)))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setTarget(null)}
    >
      <TreeContext.Provider value={state}>
        <div
          role="tree"
          aria-label={t("sidebar.tree")}
          className="articles-tree"
          onKeyDown={(event) => onTreeKeyDown(event, (id) => openState(tree, expanded, shown, id), toggle)}
        >
          <TreeBranch parentId={null} depth={0} />
        </div>
      </TreeContext.Provider>
    </DndContext>
  );
}

/** Keeps the old target while it is the same, so a drag's many moves re-render nothing. */
const same = (old: Target, next: Target): Target =>
  old && next && old.id === next.id && old.place === next.place ? old : next;

/** Whether a row is an open folder (true), a closed one (false) or has nothing to open (undefined). */
function openState(tree: ArticleTree, expanded: ReadonlySet<string>, shown: ReadonlySet<string> | null, id: string) {
  if (!childrenOf(tree, id).length) return undefined;
  return shown !== null || expanded.has(id);
}

/** Whether a node's row is on screen: in the filter's result, or every folder above it open. */
function visible(tree: ArticleTree, expanded: ReadonlySet<string>, shown: ReadonlySet<string> | null, id?: string) {
  if (!id || !tree.byId.has(id)) return false;
  if (shown) return shown.has(id);
  return ancestorsOf(tree, id).every((folder) => expanded.has(folder));
}

const firstShown = (tree: ArticleTree, shown: ReadonlySet<string> | null) =>
  childrenOf(tree, null).find((node) => !shown || shown.has(node.id))?.id;
