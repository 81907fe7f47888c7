import { Button, Spinner } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { hasRole } from "@intranet/contracts/roles";
import { CommentForm } from "./CommentForm";
import { CommentItem } from "./CommentItem";
import { useComments } from "./useComments";
import { useWallTranslation } from "../i18n";

/**
 * A post's comments (threads oldest first, replies under their thread) and the box for a new one
 * (not for a superadmin visiting the company: they write nothing there).
 */
export function Comments({ postId, me }: { postId: string; me: UserView }) {
  const { t } = useWallTranslation();
  const comments = useComments(postId);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="wall-comments" aria-label={t("comments.title")}>
      {comments.isPending ? <Spinner size={20} /> : null}
      {items.length ? (
        <ul className="wall-comment-list">
          {items.map((comment) => (
            <CommentItem key={comment._id} comment={comment} me={me} />
          ))}
        </ul>
      ) : comments.isSuccess ? (
        <p className="cabinet-muted">{t("comments.empty")}</p>
      ) : null}
      {comments.hasNextPage ? (
        <Button
          size="small"
          variant="minimal"
          loading={comments.isFetchingNextPage}
          text={t("comments.more")}
          onClick={() => void comments.fetchNextPage()}
        />
      ) : null}
      {hasRole(me, "superadmin") ? null : <CommentForm postId={postId} />}
    </section>
  );
}
