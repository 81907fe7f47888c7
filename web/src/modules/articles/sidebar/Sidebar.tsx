import { InputGroup, NonIdealState } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { useEffect, useMemo, useState } from "react";
import { QueryState } from "../../../ui/QueryState";
import { useArticlesTranslation } from "../i18n";
import { ancestorsOf, filterTree } from "../tree/model";
import { TreeNav } from "../tree/TreeNav";
import { useExpanded } from "../tree/useExpanded";
import { useArticleTree, useFavorites } from "../useArticleTree";
import { Favorites } from "./Favorites";
import { NewMenu } from "./NewMenu";

interface SidebarProps {
  me: UserView;
  client: ClientView;
  /** The node of the page (a folder or an article). */
  currentId: string | undefined;
  onNewFolder: (parentId: string | null) => void;
}

/**
 * The knowledge base's contents: "New", a filter over the titles, the favourites, then the tree
 * (the current node highlighted, the folders above it opened; open folders kept on the device).
 */
export function Sidebar({ me, client, currentId, onNewFolder }: SidebarProps) {
  const { t } = useArticlesTranslation();
  const { query, tree, view } = useArticleTree(me, client);
  const favorites = useFavorites(me, client);
  const { expanded, toggle, open } = useExpanded();
  const [filter, setFilter] = useState("");
  const shown = useMemo(() => filterTree(tree, filter), [tree, filter]);
  const current = currentId ? tree.byId.get(currentId) : undefined;
  const folder = current?.kind === "folder" ? current : current?.parentId ? tree.byId.get(current.parentId) : undefined;

  useEffect(() => {
    if (!current) return;
    open([...ancestorsOf(tree, current.id), ...(current.kind === "folder" ? [current.id] : [])]);
  }, [tree, current, open]);

  return (
    <aside className="articles-sidebar" aria-label={t("sidebar.label")}>
      <div className="articles-sidebar-top">
        <NewMenu folder={folder} canCreateSection={view?.canCreateSection ?? false} onNewFolder={onNewFolder} />
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t("sidebar.filter")}
          placeholder={t("sidebar.filter")}
          value={filter}
          onValueChange={setFilter}
        />
      </div>
      <Favorites items={favorites.data ?? []} currentId={currentId} />
      {view ? (
        <>
          {shown?.size === 0 ? <p className="articles-muted">{t("sidebar.noMatch")}</p> : null}
          {view.items.length ? (
            <TreeNav
              clientId={client._id}
              tree={tree}
              view={view}
              expanded={expanded}
              toggle={toggle}
              shown={shown}
              currentId={currentId}
            />
          ) : (
            <NonIdealState className="articles-sidebar-empty" description={t("sidebar.empty")} />
          )}
        </>
      ) : (
        <QueryState query={query} errorTitle={t("loadFailed")} />
      )}
    </aside>
  );
}
