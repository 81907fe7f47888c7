import { Icon, NonIdealState, Tag, type IconName } from "@blueprintjs/core";
import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { useMenuTranslation } from "../../shell/menu/i18n";
import { LinkButton } from "../../ui/LinkButton";
import { helpArticles, type HelpArticleMeta, type HelpContent } from "./articles";
import { ArticleBody } from "./ArticleBody";
import { useHelpTranslation } from "./i18n";
import { articleIcon, articlePath } from "./visible";

/** Back to the list, or to the results the article was opened from. */
function BackLink() {
  const { t } = useHelpTranslation();
  const state = useLocation().state as { q?: unknown } | null;
  const q = typeof state?.q === "string" && state.q.trim() ? state.q : undefined;
  return (
    <Link className="help-back" to={q ? `/help/?q=${encodeURIComponent(q)}` : "/help/"}>
      <Icon icon="arrow-left" />
      <span>{t("article.back")}</span>
    </Link>
  );
}

/** /help/<id> when the id names no article the reader may see: why, and the way back. */
export function ArticleMissing({ id, articles }: { id: string; articles: readonly HelpArticleMeta[] }) {
  const { t } = useHelpTranslation();
  // Known but not shown: for administrators, or about a module the reader does not have (then: not found).
  const forAdmins =
    helpArticles.some((article) => article.id === id && article.group === "admins") &&
    !articles.some((article) => article.id === id);
  return (
    <div className="help">
      <BackLink />
      <NonIdealState
        icon={forAdmins ? "lock" : "search-template"}
        title={t(forAdmins ? "article.adminsOnly" : "article.notFound")}
        description={t(forAdmins ? "article.adminsOnlyText" : "article.notFoundText")}
        action={<LinkButton to="/help/" text={t("title")} icon="help" />}
      />
    </div>
  );
}

/** /help/<id>: the article, the page it describes, and the other articles of its group beside it. */
export function HelpArticlePage({
  article,
  articles,
  content,
  userId,
}: {
  article: HelpArticleMeta;
  articles: readonly HelpArticleMeta[];
  content: HelpContent;
  userId: string;
}) {
  const { t } = useHelpTranslation();
  const { t: menuT } = useMenuTranslation();
  const text = content[article.id];
  const path = articlePath(article, userId);
  const siblings = articles.filter((other) => other.group === article.group);
  // Another article opens at its top, not where the list or the last article was scrolled to.
  useEffect(() => {
    document.scrollingElement?.scrollTo?.({ top: 0 });
  }, [article.id]);
  return (
    <div className="help help-page">
      <nav aria-label={t("article.crumbs")} className="help-crumbs">
        <BackLink />
      </nav>
      <div className="help-layout">
        <article className="help-article" aria-labelledby="help-article-title">
          <header className="help-article-header">
            <span className="help-card-icon help-article-icon" aria-hidden="true">
              <Icon icon={articleIcon(article) as IconName} />
            </span>
            <div>
              <h1 id="help-article-title" className="help-article-title">
                {text.title}
              </h1>
              <p className="help-article-summary">{text.summary}</p>
              {article.group === "admins" ? (
                <Tag minimal className="help-admins-tag">
                  {t("article.forAdmins")}
                </Tag>
              ) : null}
            </div>
          </header>
          <ArticleBody body={text.body} />
          {path && article.module ? (
            <p className="help-article-open">
              <LinkButton
                to={path}
                primary
                icon={articleIcon(article) as IconName}
                text={t("article.open", { name: menuT(`modules.${article.module}`) })}
              />
            </p>
          ) : null}
        </article>
        <aside className="help-aside" aria-labelledby="help-aside-title">
          <h2 id="help-aside-title" className="help-aside-title">
            {t("article.inGroup")}
          </h2>
          <ul className="help-aside-list">
            {siblings.map((other) => (
              <li key={other.id}>
                <Link
                  to={`/help/${other.id}`}
                  aria-current={other.id === article.id ? "page" : undefined}
                  className="help-aside-link"
                >
                  {content[other.id].title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
