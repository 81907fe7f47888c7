import type { ArticleView } from "@intranet/contracts/articles";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { showToast } from "../../../ui/toast";
import { articlesApi, articlesKeys } from "../api";
import { useArticlesTranslation } from "../i18n";
import { articlesPath, folderPath } from "../paths";

/** Deletes a node with everything under it, then shows its folder (the top for a section). */
export function useRemoveNode(node: ArticleView) {
  const { t } = useArticlesTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () =>
    void articlesApi.remove(node.id).then(
      async () => {
        queryClient.removeQueries({ queryKey: articlesKeys.node(node.id) });
        navigate(node.parentId ? folderPath(node.parentId) : articlesPath, { replace: true });
        void showToast(t("actions.deleted"));
        await queryClient.invalidateQueries({ queryKey: articlesKeys.all });
      },
      () => undefined, // the API client's dialog has told the person
    );
}
