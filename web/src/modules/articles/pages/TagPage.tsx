import { Icon, NonIdealState } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { TagChip, useTags } from "../../../shared/tags";
import { QueryState } from "../../../ui/QueryState";
import { articlesApi, articlesKeys } from "../api";
import { useArticlesTranslation } from "../i18n";
import { useArticleTree } from "../useArticleTree";
import { ChildCard } from "./ChildCard";

/**
 * /articles/tag/{tag}: the articles carrying a tag, from every folder the reader may open, each with
 * the folder it is in. One request (the list filtered by the tag: the server's fixed-cost tree read,
 * never a read per folder); the folders' names come from the tree the sidebar already holds.
 */
export function TagPage({ me, client, tagId }: { me: UserView; client: ClientView; tagId: string }) {
  const { t } = useArticlesTranslation();
  const { byId, query: vocabulary } = useTags("articles");
  const { tree } = useArticleTree(me, client);
  const tagged = useQuery({
    queryKey: articlesKeys.tagged(client._id, tagId),
    queryFn: () => articlesApi.tagged(client._id, me._id, tagId),
  });
  const tag = byId.get(tagId);
  if (vocabulary.isSuccess && !tag)
    return <NonIdealState icon="tag" title={t("tag.gone")} description={t("tag.goneText")} />;
  const articles = (tagged.data?.items ?? []).filter((item) => item.kind === "article");
  const folderOf = (parentId: string | null) => (parentId ? tree.byId.get(parentId)?.title : undefined);
  return (
    <section className="articles-page" aria-labelledby="articles-tag-title">
      <header className="articles-page-header">
        <h1 id="articles-tag-title" className="articles-page-title articles-tag-title">
          <Icon icon="tag" size={20} />
          <span>{t("tag.title")}</span>
          {tag ? <TagChip tag={tag} /> : null}
        </h1>
      </header>
      <p className="articles-muted">{t("tag.subtitle")}</p>
      {tagged.data ? (
        articles.length ? (
          <ul className="articles-children" aria-label={t("tag.list", { name: tag?.name ?? "" })}>
            {articles.map((item) => (
              <ChildCard key={item.id} item={item} where={folderOf(item.parentId)} />
            ))}
          </ul>
        ) : (
          <NonIdealState icon="tag" title={t("tag.empty")} />
        )
      ) : (
        <QueryState query={tagged} errorTitle={t("loadFailed")} />
      )}
    </section>
  );
}
