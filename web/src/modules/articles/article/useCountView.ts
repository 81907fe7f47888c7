import type { ArticleView } from "@intranet/contracts/articles";
import type { UserView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { articlesApi, articlesKeys } from "../api";
import { isVisitor } from "../useArticleTree";

/**
 * Counts the reader's view once when an article opens (PUT view/{user}; the server counts a person
 * once); the page shows the answer's count. A visiting superadmin is not counted.
 */
export function useCountView(me: UserView, node: ArticleView | undefined) {
  const queryClient = useQueryClient();
  const counted = useRef<string | null>(null);
  const id = node?.kind === "article" ? node.id : null;
  useEffect(() => {
    if (!id || counted.current === id || isVisitor(me)) return;
    counted.current = id;
    articlesApi.view(id, me._id).then(
      ({ views }) =>
        queryClient.setQueryData<ArticleView>(articlesKeys.node(id), (view) => (view ? { ...view, views } : view)),
      () => undefined, // a view not counted changes nothing for the reader
    );
  }, [id, me, queryClient]);
}
