import { Icon } from "@blueprintjs/core";
import type { ArticleNodeView } from "@intranet/contracts/articles";
import { Link } from "react-router-dom";
import { useArticlesTranslation } from "../i18n";
import { nodePath } from "../paths";

/** The reader's favourites over the tree (nothing when they have none). */
export function Favorites({ items, currentId }: { items: readonly ArticleNodeView[]; currentId?: string }) {
  const { t } = useArticlesTranslation();
  if (!items.length) return null;
  return (
    <nav className="articles-favorites" aria-label={t("sidebar.favorites")}>
      <h3 className="articles-sidebar-heading">{t("sidebar.favorites")}</h3>
      <ul>
        {items.map((node) => (
          <li key={node.id} className={node.id === currentId ? "current" : undefined}>
            <Icon icon="star" size={12} className="articles-favorite-icon" />
            <Link to={nodePath(node)} aria-current={node.id === currentId ? "page" : undefined}>
              {node.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
