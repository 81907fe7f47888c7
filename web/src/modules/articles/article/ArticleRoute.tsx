import type { ClientView, UserView } from "@intranet/contracts";
import type { ArticleView } from "@intranet/contracts/articles";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useSearchParams } from "react-router-dom";
import { QueryState } from "../../../ui/QueryState";
import { articlesApi, articlesKeys } from "../api";
import { ArticleEditor } from "../editor/ArticleEditor";
import type { FolderDialogState } from "../editor/FolderDialog";
import { useArticlesTranslation } from "../i18n";
import { NoAccess } from "../pages/NoAccess";
import { folderPath } from "../paths";
import { ArticlePage } from "./ArticlePage";
import { useCountView } from "./useCountView";

/** /article/{_id}: the article (its view counted once), or its editor with `?edit=1` for writers; a folder's id shows the folder. */
export function ArticleRoute({
  me,
  client,
  id,
  onEditFolder,
}: {
  me: UserView;
  client: ClientView;
  id: string;
  onEditFolder: (state: FolderDialogState) => void;
}) {
  const { t } = useArticlesTranslation();
  const [params] = useSearchParams();
  const node = useQuery({ queryKey: articlesKeys.node(id), queryFn: () => articlesApi.get(id), retry: false });
  useCountView(me, node.data);
  if (node.isError) return <NoAccess error={node.error} retry={() => void node.refetch()} />;
  if (!node.data) return <QueryState query={node} errorTitle={t("loadFailed")} />;
  const view = node.data;
  if (view.kind === "folder") return <Navigate to={folderPath(view.id)} replace />;
  if (params.get("edit") && view.canWrite) return <ArticleEditor article={view} />;
  return (
    <ArticlePage
      me={me}
      client={client}
      article={view}
      onEditFolder={(folder: ArticleView) => onEditFolder({ folder })}
    />
  );
}
