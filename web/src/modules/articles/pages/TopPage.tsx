import { Button, Icon, NonIdealState, Switch } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { isAdminOrAbove } from "@intranet/contracts/roles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { isLanguage } from "../../../i18n/languages";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { articlesApi, articlesKeys } from "../api";
import { useArticlesTranslation } from "../i18n";
import { folderPath } from "../paths";
import { childrenOf } from "../tree/model";
import { useArticleTree } from "../useArticleTree";

/**
 * /articles: the sections as cards with how much each holds. Empty: the administrator's "Create
 * default sections"; administrators also choose whether empty folders show as articles.
 */
export function TopPage({
  me,
  client,
  onNewFolder,
}: {
  me: UserView;
  client: ClientView;
  onNewFolder: (parentId: string | null) => void;
}) {
  const { t, i18n } = useArticlesTranslation();
  const queryClient = useQueryClient();
  const { query, tree, view } = useArticleTree(me, client);
  const admin = isAdminOrAbove(me);
  const defaults = useMutation({
    mutationFn: () => articlesApi.defaultSections(isLanguage(i18n.language) ? i18n.language : "en"),
    onSuccess: (answer) => {
      queryClient.setQueryData(articlesKeys.tree(client._id), answer);
      void showToast(t("top.defaultsCreated"));
    },
  });
  const emptyAsArticles = useMutation({
    mutationFn: (value: boolean) => articlesApi.emptyAsArticles(client._id, value),
    onSettled: () => queryClient.invalidateQueries({ queryKey: articlesKeys.tree(client._id) }),
  });
  if (!view) return <QueryState query={query} errorTitle={t("loadFailed")} />;
  const sections = childrenOf(tree, null);
  return (
    <section className="articles-page" aria-labelledby="articles-top-title">
      <header className="articles-page-header">
        <div>
          <h1 id="articles-top-title" className="articles-page-title">
            {t("title")}
          </h1>
          <p className="articles-muted">{t("top.subtitle")}</p>
        </div>
        {view.canCreateSection && sections.length ? (
          <Button icon="folder-new" text={t("top.newSection")} onClick={() => onNewFolder(null)} />
        ) : null}
      </header>
      {admin ? (
        <Switch
          checked={emptyAsArticles.isPending ? emptyAsArticles.variables : view.emptyAsArticles}
          label={t("top.emptyAsArticles")}
          onChange={(event) => emptyAsArticles.mutate(event.currentTarget.checked)}
        />
      ) : null}
      {sections.length ? (
        <ul className="articles-sections">
          {sections.map((section) => (
            <li key={section.id} className="articles-section-card">
              <Icon icon="folder-close" size={20} className="articles-section-icon" />
              <div>
                <Link className="articles-section-title" to={folderPath(section.id)}>
                  {section.title}
                </Link>
                {section.restricted ? <Icon icon="lock" size={12} title={t("sidebar.restricted")} /> : null}
                <div className="articles-muted">{t("top.count", { count: childrenOf(tree, section.id).length })}</div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <NonIdealState
          icon="manual"
          title={t("top.emptyTitle")}
          description={view.canCreateSection ? t("top.emptyText") : t("top.emptyReader")}
          action={
            view.canCreateSection ? (
              <div className="articles-actions">
                <Button
                  intent="primary"
                  icon="folder-new"
                  text={t("top.defaultSections")}
                  loading={defaults.isPending}
                  onClick={() => defaults.mutate()}
                />
                <Button icon="plus" text={t("top.newSection")} onClick={() => onNewFolder(null)} />
              </div>
            ) : undefined
          }
        />
      )}
    </section>
  );
}
