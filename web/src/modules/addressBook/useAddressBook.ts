import type { AddressBookFacets, DirectoryPersonView } from "@intranet/contracts/addressBook";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { addressBookApi, addressBookKeys } from "./api";
import { departmentOptions } from "./departmentOptions";
import { pageQuery, type Filters } from "./queryState";

/** People shown for the filters, a page at a time (the answer's cursor asks for the next). */
export function usePeoplePages(client: string, filters: Filters) {
  const query = pageQuery(filters);
  const pages = useInfiniteQuery({
    queryKey: addressBookKeys.page(client, query),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => addressBookApi.page(client, pageQuery(filters, pageParam), signal),
    getNextPageParam: (page) => page.cursor,
    // The list stays while the next filters load (no flash of skeletons on every keystroke).
    placeholderData: keepPreviousData,
    enabled: !!client,
    retry: false,
  });
  // Each person once, even if a page repeats one (a pin or an edit between two pages).
  const people: DirectoryPersonView[] = useMemo(() => {
    const byId = new Map<string, DirectoryPersonView>();
    for (const page of pages.data?.pages ?? [])
      for (const item of page.items) if (!byId.has(item._id)) byId.set(item._id, item);
    return [...byId.values()];
  }, [pages.data]);
  return { pages, people };
}

/** The choices of the city, office and position filters, with how many people hold each. */
export function useFacets(client: string) {
  return useQuery({
    queryKey: addressBookKeys.facets(client),
    queryFn: () => addressBookApi.facets(client),
    staleTime: 5 * 60_000,
    enabled: !!client,
    retry: false,
  });
}

/** The department filter's choices: the administrative structure as a tree (from the facets: no `structures` right needed). */
export function useDepartments(facets: AddressBookFacets | undefined) {
  return useMemo(() => departmentOptions(facets?.departments ?? []), [facets]);
}
