import type { ClientView, UserView } from "@intranet/contracts";
import { hasRole } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { articlesApi, articlesKeys } from "./api";
import { buildTree } from "./tree/model";

/**
 * The whole readable tree (GET list without a folder): ONE request shared by the sidebar, the top
 * page, the move dialog and the wall widget, indexed once per answer.
 */
export function useArticleTree(me: UserView, client: ClientView) {
  const query = useQuery({
    queryKey: articlesKeys.tree(client._id),
    queryFn: () => articlesApi.list(client._id, me._id),
  });
  const tree = useMemo(() => buildTree(query.data?.items ?? []), [query.data]);
  return { query, tree, view: query.data };
}

/** A visiting superadmin keeps no favourites and counts no views: not an employee of the company. */
export const isVisitor = (me: UserView) => hasRole(me, "superadmin");

/** The reader's favourites they may still read (none asked for a visiting superadmin). */
export function useFavorites(me: UserView, client: ClientView) {
  return useQuery({
    queryKey: articlesKeys.favorites(client._id),
    queryFn: () => articlesApi.favorites(client._id, me._id),
    enabled: !isVisitor(me),
  });
}
