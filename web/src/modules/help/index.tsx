import { useParams } from "react-router-dom";
import { QueryState } from "../../ui/QueryState";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { ArticleMissing, HelpArticlePage } from "./HelpArticlePage";
import { HelpHome } from "./HelpHome";
import { useHelpTranslation } from "./i18n";
import { useHelpContent } from "./useHelpContent";
import { visibleArticles } from "./visible";
import "./help.css";

/** The help centre: /help/ (the articles by group, searchable) and /help/<article>. */
export default function HelpModule(_props: ModulePageProps) {
  const { t } = useHelpTranslation();
  const { me, client } = useShellData();
  const { article: id } = useParams();
  const { query, locale } = useHelpContent();
  const articles = visibleArticles(me, client);
  if (query.isPending || query.isError)
    return (
      <div className="help">
        <QueryState query={query} errorTitle={t("loadFailed")} />
      </div>
    );
  if (!id) return <HelpHome articles={articles} content={query.data} locale={locale} />;
  const article = articles.find((entry) => entry.id === id);
  if (!article) return <ArticleMissing id={id} articles={articles} />;
  return <HelpArticlePage article={article} articles={articles} content={query.data} userId={me._id} />;
}
