import { Button } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postsApi } from "../api";
import type { FeedTab } from "../keys";
import { markCachedFeedSeen } from "../postCache";
import { FeedList } from "./FeedList";
import { feedOwner, useFeed } from "./useFeed";
import { useWallTranslation } from "../i18n";

const seenFeedOf = { news: "news", thanks: "thanks", feed: "user_feed" } as const;

interface FeedProps {
  tab: FeedTab;
  me: UserView;
  clientId: string;
  /** The event feed of this person (a profile's posts) instead of the signed-in person's. */
  personId?: string;
}

/** One tab of the wall: its posts newest first, loaded page by page as the list is scrolled. */
export function Feed({ tab, me, clientId, personId }: FeedProps) {
  const { t } = useWallTranslation();
  const queryClient = useQueryClient();
  const feed = useFeed(tab, me, clientId, personId);
  // Someone else's event feed: their posts, not the reader's to mark read.
  const others = personId !== undefined && personId !== me._id;
  const posts = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const markAll = useMutation({
    mutationFn: () => postsApi.markAllSeen(me._id, seenFeedOf[tab]),
    onSuccess: () => markCachedFeedSeen(queryClient, tab, feedOwner(tab, me, clientId)),
  });
  const tools =
    !others && posts.some((post) => !post.seen) ? (
      <div className="wall-feed-tools">
        <Button
          size="small"
          variant="minimal"
          icon="tick"
          loading={markAll.isPending}
          text={t("markAllRead")}
          onClick={() => markAll.mutate()}
        />
      </div>
    ) : null;
  return <FeedList feed={feed} me={me} empty={t(others ? "empty.person" : `empty.${tab}`)} tools={tools} />;
}
