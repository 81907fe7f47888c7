import { answer, defineRoutes } from "../route";
import { searchQuerySchema } from "./schemas";
import type { SearchAnswer } from "./views";

/**
 * Global search (issue 16): every signed-in user; each type's hits are filtered by what the
 * searcher may open (posts and comments need the `wall` right, fired people are for admins).
 */
export const searchRoutes = defineRoutes("search", {
  search: {
    method: "GET",
    path: "/api/search",
    access: "user",
    summary: "Searches people, posts and comments the caller may open: groups by type, highlighted, paged",
    query: searchQuerySchema,
    answer: answer<SearchAnswer>(),
  },
});
