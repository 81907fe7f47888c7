import type { TagModule, TagView } from "@intranet/contracts/tags";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useShellData } from "../../shell/useShellData";
import { tagsApi, tagsKeys } from "./api";

/**
 * A module's tags in the entered company (GET /api/tag/{client}/{module}), sorted by name, with a
 * map by id to name the tags items carry. `tmpl` asks the server for the names containing it; the
 * pickers filter the whole list instead (at most 500 tags: one request, no call per keystroke).
 */
export function useTags(module: TagModule, tmpl?: string) {
  const { client } = useShellData();
  const clientId = client?._id ?? "";
  const text = tmpl?.trim() ?? "";
  const query = useQuery({
    queryKey: tagsKeys.list(clientId, module, text),
    queryFn: () => tagsApi.list(clientId, module, text || undefined),
    enabled: Boolean(clientId),
    staleTime: 5 * 60_000,
  });
  const tags = useMemo(() => query.data?.items ?? [], [query.data]);
  const byId = useMemo(() => new Map<string, TagView>(tags.map((tag) => [tag._id, tag])), [tags]);
  return { tags, byId, query, clientId };
}
