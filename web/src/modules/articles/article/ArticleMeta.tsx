import type { ArticleView } from "@intranet/contracts/articles";
import { PersonLine } from "../../../shared/PersonLine";
import { usePeople } from "../../../shared/usePeople";
import { useDateTime } from "../../../shared/useDateTime";
import { useArticlesTranslation } from "../i18n";

/** Who wrote it, when it changed, how many read it, which revision this is. */
export function ArticleMeta({ clientId, article }: { clientId: string; article: ArticleView }) {
  const { t } = useArticlesTranslation();
  const when = useDateTime();
  const { byId } = usePeople(clientId);
  const author = byId.get(article.authorId);
  const facts = (
    <>
      <time dateTime={article.updatedAt}>{t("article.updated", { date: when(article.updatedAt) })}</time>
      {" · "}
      {t("article.views", { count: article.views })}
      {" · "}
      {t("article.revision", { rev: article.revision })}
    </>
  );
  return (
    <div className="articles-meta">
      {author ? (
        <PersonLine person={author} detail={facts} size={32} />
      ) : (
        <span className="articles-muted">{facts}</span>
      )}
    </div>
  );
}
