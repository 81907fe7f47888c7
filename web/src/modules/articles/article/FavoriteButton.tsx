import { Button } from "@blueprintjs/core";
import type { ArticleView } from "@intranet/contracts/articles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { articlesApi, articlesKeys } from "../api";
import { useArticlesTranslation } from "../i18n";

/** The star: adds the node to the reader's favourites or takes it off (the star turns at once). */
export function FavoriteButton({ node, clientId }: { node: ArticleView; clientId: string }) {
  const { t } = useArticlesTranslation();
  const queryClient = useQueryClient();
  const key = articlesKeys.node(node.id);
  const change = useMutation({
    mutationFn: (favorite: boolean) => articlesApi.favorite(node.id, favorite),
    onMutate: (favorite) => {
      queryClient.setQueryData<ArticleView>(key, (view) => (view ? { ...view, favorite } : view));
    },
    onError: (_error, favorite) => {
      queryClient.setQueryData<ArticleView>(key, (view) => (view ? { ...view, favorite: !favorite } : view));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: articlesKeys.favorites(clientId) }),
  });
  const label = t(node.favorite ? "article.unfavorite" : "article.favorite");
  return (
    <Button
      variant="minimal"
      icon={node.favorite ? "star" : "star-empty"}
      intent={node.favorite ? "warning" : "none"}
      aria-label={label}
      title={label}
      aria-pressed={node.favorite}
      onClick={() => change.mutate(!node.favorite)}
    />
  );
}
