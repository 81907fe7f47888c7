import type { ArticleTreeView } from "@intranet/contracts/articles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { articlesApi, articlesKeys } from "../api";
import { applyDrop, type DropAction } from "./drop";
import type { ArticleTree } from "./model";

/**
 * Sends a drop to the server with the tree changed at once: PUT order (before / after a node) or
 * PUT article with its new folder. A refusal puts the tree back as it was; the API client shows the
 * server's (localised) error. Success refreshes every view of the knowledge base (folder pages,
 * breadcrumbs).
 */
export function useTreeDrop(clientId: string, tree: ArticleTree) {
  const queryClient = useQueryClient();
  const key = articlesKeys.tree(clientId);
  return useMutation({
    mutationFn: (action: DropAction) =>
      action.kind === "order"
        ? articlesApi.order(clientId, action.from, action.to, action.place)
        : articlesApi.update(action.id, { parentId: action.parentId }),
    onMutate: async (action) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ArticleTreeView>(key);
      if (before)
        queryClient.setQueryData<ArticleTreeView>(key, { ...before, items: applyDrop(tree, before.items, action) });
      return { before };
    },
    onError: (_error, _action, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: articlesKeys.all }),
  });
}
