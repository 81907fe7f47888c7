import { Button, Icon } from "@blueprintjs/core";
import type { ArticleNodeView } from "@intranet/contracts/articles";
import { useDraggable, useDroppable } from "@dnd-kit/core";
import { memo, type KeyboardEventHandler, type PointerEventHandler } from "react";
import { Link } from "react-router-dom";
import { useArticlesTranslation } from "../i18n";
import { nodePath } from "../paths";
import type { DropPlace } from "./drop";
import { ROW_LINK } from "./treeKeys";

interface TreeRowProps {
  node: ArticleNodeView;
  depth: number;
  /** A folder with children: it has an open / close button. */
  hasChildren: boolean;
  expanded: boolean;
  current: boolean;
  /** An empty folder shown as an article (the company's choice). */
  asArticle: boolean;
  /** The person may drag it (they may write it and the tree is not filtered). */
  draggable: boolean;
  /** Where a dragged node would land on this row, while one is over it. */
  drop?: DropPlace;
  /** The row Tab reaches (the current one, else the first); arrows move between the others. */
  tabStop: boolean;
  onToggle: (id: string) => void;
}

/**
 * One row of the sidebar tree: open / close, its icon, its title linking to its page, a lock when it
 * has rights of its own. A writer drags it by the row (pointer) or by its handle (keyboard); every row
 * is a drop target. Memoised: a 1,000-node tree re-renders only the rows that change.
 */
export const TreeRow = memo(function TreeRow(props: TreeRowProps) {
  const { node, depth, hasChildren, expanded, current, asArticle, draggable, drop, tabStop, onToggle } = props;
  const { t } = useArticlesTranslation();
  const drag = useDraggable({ id: node.id, disabled: !draggable });
  const target = useDroppable({ id: node.id });
  const folder = node.kind === "folder" && !asArticle;
  const icon = folder ? (expanded && hasChildren ? "folder-open" : "folder-close") : "document";
  const classes = [
    "articles-tree-row",
    current ? "current" : "",
    drag.isDragging ? "dragging" : "",
    drop ? `drop-${drop}` : "",
  ].join(" ");
  return (
    <div
      ref={(element) => {
        drag.setNodeRef(element);
        target.setNodeRef(element);
      }}
      className={classes}
      style={{ paddingInlineStart: 4 + depth * 16 }}
      onPointerDown={drag.listeners?.onPointerDown as PointerEventHandler | undefined}
    >
      {folder && hasChildren ? (
        <Button
          variant="minimal"
          size="small"
          className="articles-tree-toggle"
          icon={expanded ? "chevron-down" : "chevron-right"}
          aria-label={t(expanded ? "sidebar.collapse" : "sidebar.expand", { title: node.title })}
          onClick={() => onToggle(node.id)}
        />
      ) : (
        <span className="articles-tree-toggle" />
      )}
      <Icon icon={icon} className="articles-tree-icon" />
      <Link
        className={ROW_LINK}
        to={nodePath(node)}
        data-id={node.id}
        aria-current={current ? "page" : undefined}
        tabIndex={tabStop ? 0 : -1}
      >
        {node.title}
      </Link>
      {node.restricted ? (
        <Icon icon="lock" size={12} className="articles-tree-lock" title={t("sidebar.restricted")} />
      ) : null}
      {draggable ? (
        <button
          type="button"
          className="articles-tree-handle"
          aria-label={t("sidebar.dragHint")}
          title={t("sidebar.dragHint")}
          {...drag.attributes}
          onKeyDown={drag.listeners?.onKeyDown as KeyboardEventHandler | undefined}
        >
          <Icon icon="drag-handle-vertical" size={12} />
        </button>
      ) : null}
    </div>
  );
});
