import { Icon, NonIdealState, type IconName } from "@blueprintjs/core";
import { Link, useSearchParams } from "react-router-dom";
import { SearchInput } from "../../ui/SearchInput";
import { usePlural } from "../../i18n/usePlural";
import { helpGroups, type HelpArticleMeta, type HelpContent } from "./articles";
import { HelpResults } from "./HelpResults";
import { useHelpTranslation } from "./i18n";
import { articleIcon } from "./visible";

/** What a search may be: long enough for a sentence, short enough to stay a query. */
const QUERY_MAX = 100;

/** An article's card: its icon, title and one-line summary, leading to the article. */
export function ArticleCard({ article, content }: { article: HelpArticleMeta; content: HelpContent }) {
  const text = content[article.id];
  return (
    <li>
      <Link to={`/help/${article.id}`} className="help-card">
        <span className="help-card-icon" aria-hidden="true">
          <Icon icon={articleIcon(article) as IconName} />
        </span>
        <span className="help-card-text">
          <span className="help-card-title">{text.title}</span>
          <span className="help-card-summary">{text.summary}</span>
        </span>
      </Link>
    </li>
  );
}

/** /help/: the search box, then the articles by group; with `?q=` the articles found. */
export function HelpHome({
  articles,
  content,
  locale,
}: {
  articles: readonly HelpArticleMeta[];
  content: HelpContent;
  locale: string;
}) {
  const { t } = useHelpTranslation();
  const plural = usePlural();
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const groups = helpGroups
    .map((group) => ({ group, list: articles.filter((article) => article.group === group) }))
    .filter(({ list }) => list.length > 0);
  return (
    <div className="help">
      <header className="help-hero">
        <h1 className="help-title">{t("title")}</h1>
        <p className="help-subtitle">{t("subtitle")}</p>
        <SearchInput
          className="help-search"
          value={query}
          onSearch={(search) => setParams(search.trim() ? { q: search } : {}, { replace: true })}
          label={t("search.label")}
          placeholder={t("search.placeholder")}
          maxLength={QUERY_MAX}
        />
      </header>
      {query.trim() ? (
        <HelpResults articles={articles} content={content} locale={locale} query={query} plural={plural} />
      ) : groups.length ? (
        groups.map(({ group, list }) => (
          <section key={group} className="help-group" aria-labelledby={`help-group-${group}`}>
            <h2 id={`help-group-${group}`} className="help-group-title">
              {t(`groups.${group}`)}
            </h2>
            <ul className="help-cards">
              {list.map((article) => (
                <ArticleCard key={article.id} article={article} content={content} />
              ))}
            </ul>
          </section>
        ))
      ) : (
        <NonIdealState icon="search-template" title={t("article.notFound")} />
      )}
      <p className="help-more">{t("more")}</p>
    </div>
  );
}
