import { isEmptyFolder, childrenOf } from "./model";
import { useTreeState } from "./treeContext";
import { TreeRow } from "./TreeRow";

/**
 * The children of one folder (`null`: the sections), each with its own branch when open: only open
 * branches render, so a large tree costs what is on screen.
 */
export function TreeBranch({ parentId, depth }: { parentId: string | null; depth: number }) {
  const { tree, view, expanded, shown, currentId, tabStopId, target, toggle } = useTreeState();
  const nodes = childrenOf(tree, parentId).filter((node) => !shown || shown.has(node.id));
  return (
    // The sections' list is only layout: its items belong to the tree around it (a list in between
    // would hide them from it); a folder's children are its group.
    <ul role={parentId === null ? "none" : "group"} className="articles-tree-list">
      {nodes.map((node) => {
        const hasChildren = childrenOf(tree, node.id).length > 0;
        const open = hasChildren && (shown !== null || expanded.has(node.id));
        const asArticle = view.emptyAsArticles && isEmptyFolder(tree, node);
        return (
          <li
            key={node.id}
            role="treeitem"
            aria-level={depth + 1}
            aria-expanded={node.kind === "folder" && hasChildren ? open : undefined}
            aria-selected={node.id === currentId}
            aria-label={node.title}
            className="articles-tree-item"
          >
            <TreeRow
              node={node}
              depth={depth}
              hasChildren={hasChildren}
              expanded={open}
              current={node.id === currentId}
              asArticle={asArticle}
              draggable={node.canWrite && shown === null}
              drop={target?.id === node.id ? target.place : undefined}
              tabStop={node.id === tabStopId}
              onToggle={toggle}
            />
            {open ? <TreeBranch parentId={node.id} depth={depth + 1} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
