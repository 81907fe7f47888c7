import { limits } from "@intranet/contracts/limits";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { usersApi } from "../../api/users";
import { useShellData } from "../../shell/useShellData";

const SUGGESTIONS = 8;
const DEBOUNCE_MS = 200;

/** The query key of one search (apart from the wall's keys: the document editor searches too). */
export const mentionSearchKey = (workspace: string, search: string) => ["mentionSearch", workspace, search] as const;

/**
 * People to mention: active colleagues matching what was typed after "@" (POST
 * /api/user/filter/{workspace}). The search starts at 2 characters (rules-calls-errors-spec §5)
 * and waits for a short pause in typing. Shared by the wall's text box and the document editor.
 */
export function useMentionSearch(query: string | null) {
  const { client } = useShellData();
  const workspace = client?.workspace ?? "";
  const typed = query?.trim() ?? "";
  const [search, setSearch] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const enabled = Boolean(workspace) && search.length >= limits.mentionSearchMinChars && search === typed;
  const result = useQuery({
    queryKey: mentionSearchKey(workspace, search),
    queryFn: () => usersApi.filter(workspace, { search, status: "active", limit: SUGGESTIONS }),
    enabled,
  });
  return {
    /** Fewer than 2 characters typed: the search waits. */
    tooShort: typed.length < limits.mentionSearchMinChars,
    loading: enabled && result.isFetching,
    people: enabled ? (result.data?.items ?? []) : [],
  };
}
