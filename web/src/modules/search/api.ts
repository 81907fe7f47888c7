import { searchRoutes as routes, type SearchMode, type SearchType } from "@intranet/contracts/search";
import { callRoute } from "../../api/client";
import { currentLanguage } from "../../i18n";

/** TanStack Query keys of search. */
export const searchKeys = {
  all: ["search"] as const,
  // The language is part of the key: names in hits are written in its order.
  suggest: (q: string) => ["search", "suggest", currentLanguage(), q] as const,
  page: (q: string, types: readonly SearchType[]) => ["search", "page", currentLanguage(), q, types.join(",")] as const,
};

/** GET /api/search (contracts/search/routes.ts); `signal` drops an answer the user typed past. */
export const searchApi = {
  search: (
    input: { q: string; types?: readonly SearchType[]; mode?: SearchMode; cursor?: string | null },
    signal?: AbortSignal,
  ) =>
    callRoute(
      routes.search,
      {
        query: {
          q: input.q,
          lang: currentLanguage(),
          ...(input.types?.length ? { types: input.types.join(",") } : {}),
          ...(input.mode ? { mode: input.mode } : {}),
          ...(input.cursor ? { cursor: input.cursor } : {}),
        },
      },
      // Errors are shown in the box and on the page, not as the app's error toast.
      { no_show: true, ...(signal ? { signal } : {}) },
    ),
};
