import type { ClientView, UserView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, useSearchParams } from "react-router-dom";
import { QueryState } from "../../../ui/QueryState";
import { articlesApi, articlesKeys } from "../api";
import { ArticleEditor } from "../editor/ArticleEditor";
import type { FolderDialogState } from "../editor/FolderDialog";
import { useArticlesTranslation } from "../i18n";
import { articlePath } from "../paths";
import { FolderPage } from "./FolderPage";
import { NoAccess } from "./NoAccess";

/**
 * /articles/{parent}: the folder, or a new article's editor in it (`?new=article`); `?new=folder`
 * opens the new folder's dialog over the folder. An article's id shows the article.
 */
export function FolderRoute({
  me,
  client,
  id,
  onNewFolder,
  onEditFolder,
}: {
  me: UserView;
  client: ClientView;
  id: string;
  onNewFolder: (parentId: string) => void;
  onEditFolder: (state: FolderDialogState) => void;
}) {
  const { t } = useArticlesTranslation();
  const [params, setParams] = useSearchParams();
  const creating = params.get("new");
  const node = useQuery({ queryKey: articlesKeys.node(id), queryFn: () => articlesApi.get(id), retry: false });
  const folder = node.data;

  useEffect(() => {
    if (creating !== "folder" || !folder?.canWrite) return;
    onNewFolder(folder.id);
    setParams({}, { replace: true });
  }, [creating, folder, onNewFolder, setParams]);

  if (node.isError) return <NoAccess error={node.error} retry={() => void node.refetch()} />;
  if (!folder) return <QueryState query={node} errorTitle={t("loadFailed")} />;
  if (folder.kind === "article") return <Navigate to={articlePath(folder.id)} replace />;
  if (creating === "article" && folder.canWrite) return <ArticleEditor folder={folder} />;
  return <FolderPage me={me} client={client} folder={folder} onEditFolder={(view) => onEditFolder({ folder: view })} />;
}
