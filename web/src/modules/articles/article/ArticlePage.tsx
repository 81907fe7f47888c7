import { Button, Collapse, Icon } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import type { ArticleView } from "@intranet/contracts/articles";
import { useState } from "react";
import { RichTextView, TableOfContents } from "../../../shared/richText";
import { useMediaQuery } from "../../../ui/useMediaQuery";
import { FilesPanel } from "../files/FilesPanel";
import { useArticlesTranslation } from "../i18n";
import { Crumbs } from "../pages/Crumbs";
import { isVisitor } from "../useArticleTree";
import { ArticleMeta } from "./ArticleMeta";
import { FavoriteButton } from "./FavoriteButton";
import { NodeActions } from "./NodeActions";
import { NodeTags } from "./NodeTags";

const phoneQuery = "(max-width: 768px)";

/**
 * An article: where it is, its cover band, its title with the star and the actions, who wrote it and when, its
 * tags, the text with its table of contents (on the right on a desktop, folded above the text on a
 * phone), its outside link and its files.
 */
export function ArticlePage({
  me,
  client,
  article,
  onEditFolder,
}: {
  me: UserView;
  client: ClientView;
  article: ArticleView;
  onEditFolder: (folder: ArticleView) => void;
}) {
  const { t } = useArticlesTranslation();
  const phone = useMediaQuery(phoneQuery);
  const [contents, setContents] = useState(false);
  const toc = article.headings.length > 1 ? <TableOfContents headings={article.headings} /> : null;
  return (
    <article className="articles-page articles-article" aria-labelledby="articles-article-title">
      <Crumbs crumbs={article.breadcrumbs} />
      {article.cover ? <img className="articles-cover" src={article.cover} alt="" /> : null}
      <header className="articles-page-header">
        <h1 id="articles-article-title" className="articles-page-title">
          {article.title}
        </h1>
        <div className="articles-actions">
          {isVisitor(me) ? null : <FavoriteButton node={article} clientId={client._id} />}
          <NodeActions me={me} client={client} node={article} onEditFolder={onEditFolder} />
        </div>
      </header>
      <ArticleMeta clientId={client._id} article={article} />
      <NodeTags node={article} />
      {article.url ? (
        <a className="articles-url" href={article.url} target="_blank" rel="noopener noreferrer">
          <Icon icon="link" /> {article.url}
        </a>
      ) : null}
      <div className={toc && !phone ? "articles-body with-toc" : "articles-body"}>
        {toc && phone ? (
          <div className="articles-toc-phone">
            <Button
              variant="minimal"
              icon="properties"
              text={t(contents ? "article.hideContents" : "article.showContents")}
              aria-expanded={contents}
              onClick={() => setContents(!contents)}
            />
            <Collapse isOpen={contents}>{toc}</Collapse>
          </div>
        ) : null}
        <div className="articles-content">
          {article.content ? (
            <RichTextView html={article.content} />
          ) : (
            <p className="articles-muted">{t("article.noText")}</p>
          )}
        </div>
        {toc && !phone ? <aside className="articles-toc">{toc}</aside> : null}
      </div>
      <FilesPanel node={article} />
    </article>
  );
}
