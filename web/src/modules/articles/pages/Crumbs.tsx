import type { ArticleCrumb } from "@intranet/contracts/articles";
import { Link } from "react-router-dom";
import { useArticlesTranslation } from "../i18n";
import { articlesPath, nodePath } from "../paths";

/**
 * The way down to a node: the knowledge base, then its folders (the node itself is the page's title;
 * `withLast` keeps it: a new article's folder).
 */
export function Crumbs({ crumbs, withLast = false }: { crumbs: readonly ArticleCrumb[]; withLast?: boolean }) {
  const { t } = useArticlesTranslation();
  const above = withLast ? crumbs : crumbs.slice(0, -1);
  return (
    <nav aria-label={t("crumbs")} className="articles-crumbs">
      <ol>
        <li>
          <Link to={articlesPath}>{t("title")}</Link>
        </li>
        {above.map((crumb) => (
          <li key={crumb.id}>
            <Link to={nodePath(crumb)}>{crumb.title}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
