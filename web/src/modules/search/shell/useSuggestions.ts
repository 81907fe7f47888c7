import { searchLimits, type SearchAnswer, type SearchType } from "@intranet/contracts/search";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createElement } from "react";
import { searchApi, searchKeys } from "../api";
import { HitMedia } from "../HitMedia";
import { useHitLabel } from "../hitTypes";
import type { SuggestionGroup, SuggestionStatus } from "../SearchCombobox";
import { useDebouncedValue } from "./useDebouncedValue";

/** Typing settles this long before a request goes out. */
const DEBOUNCE_MS = 200;

/**
 * Suggestions for what is typed: one suggest-mode call per settled query (cached, so going back to
 * an earlier text answers at once). An answer for a text the user has typed past is aborted or
 * ignored: the query key is the text, so only the current text's answer is ever shown.
 */
export function useSuggestionGroups(query: string): { groups: SuggestionGroup[]; status: SuggestionStatus } {
  const hitLabel = useHitLabel();
  const settled = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const enabled = settled.length >= searchLimits.queryMinChars;
  const answer = useQuery({
    queryKey: searchKeys.suggest(settled),
    queryFn: ({ signal }) => searchApi.search({ q: settled, mode: "suggest" }, signal),
    enabled,
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const typed = query.trim();
  if (typed.length < searchLimits.queryMinChars) return { groups: [], status: "idle" };
  const current = answer.data?.q === typed ? answer.data : undefined;
  const status: SuggestionStatus =
    answer.isError && !answer.isFetching ? "error" : !current || answer.isFetching ? "loading" : "ready";
  return { groups: current ? toGroups(current, hitLabel) : answer.data ? toGroups(answer.data, hitLabel) : [], status };
}

function toGroups(answer: SearchAnswer, hitLabel: (type: SearchType) => string): SuggestionGroup[] {
  return answer.groups.map((group) => ({
    key: group.type,
    label: hitLabel(group.type),
    options: group.hits.map((hit) => ({
      key: `${hit.type}:${hit.id}`,
      title: hit.title.text,
      titleRanges: hit.title.highlights,
      ...(hit.meta.subtitle ? { detail: hit.meta.subtitle, detailRanges: [] } : {}),
      media: createElement(HitMedia, { hit, size: 24 }),
      href: hit.path,
    })),
  }));
}
