import { Button, NonIdealState, Tag } from "@blueprintjs/core";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { PluralForm } from "../../i18n/usePlural";
import type { HelpArticleMeta, HelpContent } from "./articles";
import { useHelpTranslation } from "./i18n";
import { markWords, searchHelp } from "./search";

/** Text with the found words marked. */
function Marked({ text, words, locale }: { text: string; words: readonly string[]; locale: string }) {
  return (
    <>
      {markWords(text, words, locale).map((part, index) =>
        part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/** The articles found for `query`, best first: title and the passage that matched, the words marked. */
export function HelpResults({
  articles,
  content,
  locale,
  query,
  plural,
}: {
  articles: readonly HelpArticleMeta[];
  content: HelpContent;
  locale: string;
  query: string;
  plural: (count: number) => PluralForm;
}) {
  const { t } = useHelpTranslation();
  const [, setParams] = useSearchParams();
  const hits = useMemo(
    () =>
      searchHelp(
        articles.map((article) => ({ id: article.id, text: content[article.id] })),
        query,
        locale,
      ),
    [articles, content, query, locale],
  );
  const groupOf = new Map(articles.map((article) => [article.id, article.group]));
  if (!hits.length)
    return (
      <NonIdealState
        className="help-none"
        icon="search-template"
        title={t("results.none", { query: query.trim() })}
        description={t("results.noneHint")}
        action={<Button text={t("results.showAll")} onClick={() => setParams({}, { replace: true })} />}
      />
    );
  return (
    <section className="help-group" aria-labelledby="help-results-title">
      <h2 id="help-results-title" className="help-group-title" aria-live="polite">
        {t(`results.found_${plural(hits.length)}`, { count: hits.length, query: query.trim() })}
      </h2>
      <ol className="help-results">
        {hits.map((hit) => (
          <li key={hit.id}>
            <Link to={`/help/${hit.id}`} state={{ q: query }} className="help-result">
              <span className="help-result-title">
                <Marked text={content[hit.id].title} words={hit.found} locale={locale} />
              </span>
              {groupOf.get(hit.id) === "admins" ? (
                <Tag minimal className="help-admins-tag">
                  {t("article.forAdmins")}
                </Tag>
              ) : null}
              <span className="help-result-snippet">
                <Marked text={hit.snippet} words={hit.found} locale={locale} />
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
