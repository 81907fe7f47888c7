import { Spinner } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import type { ArticleNodeView } from "@intranet/contracts/articles";
import { Link } from "react-router-dom";
import { useDateTime } from "../../../shared/useDateTime";
import { WidgetCard, WidgetError } from "../../wall/public";
import { useArticlesTranslation } from "../i18n";
import { CoverThumb } from "../pages/CoverThumb";
import { articlesPath, nodePath } from "../paths";
import { useArticleTree, useFavorites } from "../useArticleTree";

const SHOWN = 5;

/** The articles changed last, from the tree's answer (no request of its own). */
export const recentArticles = (items: readonly ArticleNodeView[]) =>
  items
    .filter((node) => node.kind === "article")
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0))
    .slice(0, SHOWN);

/**
 * The knowledge-base widget of the company wall (its "knowledgeBase" slot): the reader's favourites
 * and the articles updated last (the same tree answer as the module's sidebar), and the way in. A
 * visiting superadmin keeps no favourites: only the recent ones.
 */
export function KnowledgeBaseWidget({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useArticlesTranslation();
  const when = useDateTime();
  const { query, view } = useArticleTree(me, client);
  const favorites = (useFavorites(me, client).data ?? []).slice(0, SHOWN);
  const recent = recentArticles(view?.items ?? []);
  return (
    <WidgetCard title={t("widget.title")} icon="manual">
      {query.isPending ? <Spinner size={20} /> : null}
      {query.isError ? <WidgetError error={query.error} /> : null}
      {favorites.length ? (
        <>
          <h3 className="articles-widget-heading">{t("widget.favorites")}</h3>
          <ul className="wall-widget-list" aria-label={t("widget.favorites")}>
            {favorites.map((node) => (
              <li key={node.id} className={node.cover ? "articles-widget-item" : undefined}>
                {node.cover ? <CoverThumb src={node.cover} /> : null}
                <Link to={nodePath(node)}>{node.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {view && !recent.length ? <p className="cabinet-muted">{t("widget.empty")}</p> : null}
      {recent.length ? (
        <>
          <h3 className="articles-widget-heading">{t("widget.recent")}</h3>
          <ul className="wall-widget-list" aria-label={t("widget.recent")}>
            {recent.map((node) => (
              <li key={node.id} className={node.cover ? "articles-widget-item" : undefined}>
                {node.cover ? <CoverThumb src={node.cover} /> : null}
                <span>
                  <Link to={nodePath(node)}>{node.title}</Link>{" "}
                  <time className="cabinet-muted" dateTime={node.updatedAt}>
                    {when(node.updatedAt)}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link className="wall-widget-more" to={articlesPath}>
        {t("widget.all")}
      </Link>
    </WidgetCard>
  );
}
