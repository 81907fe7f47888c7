import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import type { PostPage, UserView } from "@intranet/contracts";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorText } from "../../../i18n/errorText";
import { LoadMore } from "../../../ui/LoadMore";
import { PostCard } from "../post/PostCard";
import { useWallTranslation } from "../i18n";

export type FeedQuery = UseInfiniteQueryResult<InfiniteData<PostPage, unknown>>;

interface FeedListProps {
  feed: FeedQuery;
  me: UserView;
  /** What an empty feed says. */
  empty: string;
  /** Above the posts (the "mark all as read" tool). */
  tools?: ReactNode;
  /** Shown instead of the generic failure when the first page fails with this answer (a 403: not a reader). */
  refusal?: (error: unknown) => ReactNode;
}

/** A feed's posts newest first, loaded page by page as the list is scrolled, with its empty and failed states. */
export function FeedList({ feed, me, empty, tools, refusal }: FeedListProps) {
  const { t } = useWallTranslation();
  const posts = feed.data?.pages.flatMap((page) => page.items) ?? [];
  if (feed.isPending) return <Spinner size={32} className="wall-loading" />;
  if (feed.isError && !feed.data)
    return (
      refusal?.(feed.error) ?? (
        <NonIdealState
          icon="error"
          title={t("loadFailed")}
          description={errorText(t, feed.error)}
          action={<Button icon="refresh" text={t("retry")} onClick={() => void feed.refetch()} />}
        />
      )
    );
  return (
    <div className="wall-feed">
      {tools}
      {posts.length ? (
        posts.map((post) => <PostCard key={post._id} post={post} me={me} />)
      ) : (
        <NonIdealState icon="inbox" title={empty} />
      )}
      {feed.isFetchNextPageError ? (
        <p className="wall-widget-error" role="alert">
          {t("loadFailed")}: {errorText(t, feed.error)}
        </p>
      ) : null}
      {feed.hasNextPage ? (
        <LoadMore
          className="wall-more"
          auto={!feed.isFetchNextPageError}
          loading={feed.isFetchingNextPage}
          generation={posts.length}
          onMore={() => void feed.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}
