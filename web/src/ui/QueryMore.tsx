import { LoadMore } from "./LoadMore";

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The end of a list read page by page (a TanStack infinite query): more on scrolling, never again
 * by itself after a page failed (the button asks again), nothing once the last page is in.
 */
export function QueryMore({ query, count, className }: { query: PagedQuery; count: number; className?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <LoadMore
      className={className}
      auto={!query.isFetchNextPageError}
      loading={query.isFetchingNextPage}
      generation={count}
      onMore={() => void query.fetchNextPage()}
    />
  );
}
