import { Icon, NonIdealState } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import type { ArticleView } from "@intranet/contracts/articles";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { RichTextView } from "../../../shared/richText";
import { TagFilter } from "../../../shared/tags";
import { QueryState } from "../../../ui/QueryState";
import { articlesApi, articlesKeys } from "../api";
import { FavoriteButton } from "../article/FavoriteButton";
import { NodeActions } from "../article/NodeActions";
import { FilesPanel } from "../files/FilesPanel";
import { useArticlesTranslation } from "../i18n";
import { tagPath } from "../paths";
import { isVisitor } from "../useArticleTree";
import { ChildCard } from "./ChildCard";
import { Crumbs } from "./Crumbs";

/**
 * A folder: where it is, its title and description, its children with the start of their text
 * (filtered by tags in place; one tag chosen links to its page across folders), and its files.
 */
export function FolderPage({
  me,
  client,
  folder,
  onEditFolder,
}: {
  me: UserView;
  client: ClientView;
  folder: ArticleView;
  onEditFolder: (folder: ArticleView) => void;
}) {
  const { t } = useArticlesTranslation();
  const [tags, setTags] = useState<string[]>([]);
  const children = useQuery({
    queryKey: articlesKeys.children(client._id, folder.id),
    queryFn: () => articlesApi.list(client._id, me._id, folder.id),
  });
  const items = children.data?.items ?? [];
  const shown = items.filter((item) => tags.every((tag) => item.tagIds.includes(tag)));
  return (
    <section className="articles-page" aria-labelledby="articles-folder-title">
      <Crumbs crumbs={folder.breadcrumbs} />
      <header className="articles-page-header">
        <h1 id="articles-folder-title" className="articles-page-title">
          <Icon icon="folder-open" size={20} /> {folder.title}
        </h1>
        <div className="articles-actions">
          {isVisitor(me) ? null : <FavoriteButton node={folder} clientId={client._id} />}
          <NodeActions me={me} client={client} node={folder} onEditFolder={onEditFolder} />
        </div>
      </header>
      {folder.content ? <RichTextView html={folder.content} className="articles-description" /> : null}
      {children.data ? (
        <>
          <TagFilter
            module="articles"
            selected={tags}
            available={[...new Set(items.flatMap((item) => item.tagIds))]}
            onChange={setTags}
          />
          {tags.length === 1 ? (
            <Link className="articles-every-folder" to={tagPath(tags[0]!)}>
              <Icon icon="tag" size={12} /> {t("folder.everyFolder")}
            </Link>
          ) : null}
          {shown.length ? (
            <ul className="articles-children" aria-label={t("folder.articles")}>
              {shown.map((item) => (
                <ChildCard key={item.id} item={item} />
              ))}
            </ul>
          ) : (
            <NonIdealState
              icon={items.length ? "tag" : "folder-open"}
              title={t(items.length ? "folder.noTagged" : "folder.empty")}
              description={!items.length && folder.canWrite ? t("folder.emptyWriter") : undefined}
            />
          )}
        </>
      ) : (
        <QueryState query={children} errorTitle={t("loadFailed")} />
      )}
      <FilesPanel node={folder} />
    </section>
  );
}
