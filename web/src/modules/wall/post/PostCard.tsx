import { Button, Card, Icon, Tag } from "@blueprintjs/core";
import type { PostView, UserView } from "@intranet/contracts";
import { hasRole, meetsAccessLevel } from "@intranet/contracts/roles";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { PersonLine } from "../../../shared/PersonLine";
import { Comments } from "../comments/Comments";
import { useDateTime } from "../../../shared/useDateTime";
import { parentPath, postPath } from "../routes";
import { PostAttachments } from "./PostAttachments";
import { PostBody } from "./PostBody";
import { PostEditDialog } from "./PostEditDialog";
import { PostMenu } from "./PostMenu";
import { usePostHtml } from "./usePostHtml";
import { usePostActions } from "./usePostActions";
import { useViewTracking } from "./useViewTracking";
import { useWallTranslation } from "../i18n";
import { usePersonName } from "../../../shared/usePersonName";

interface PostCardProps {
  post: PostView;
  me: UserView;
  /** The post page: comments always open; a deleted post leads back to the wall. */
  page?: boolean;
}

/** One post: author, time, text, files, likes, views, comments, and the author's or an admin's actions. */
export function PostCard({ post, me, page = false }: PostCardProps) {
  const { t } = useWallTranslation();
  const name = usePersonName();
  const html = usePostHtml(post);
  const when = useDateTime();
  const navigate = useNavigate();
  const card = useRef<HTMLElement>(null);
  const actions = usePostActions(post);
  const [commentsOpen, setCommentsOpen] = useState(page);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A superadmin visiting the company reads and moderates: no view counted, no like, no comment.
  const visitor = hasRole(me, "superadmin");
  useViewTracking(card, post, !visitor);

  const canChange = post.authorId === me._id || meetsAccessLevel(me, "admin");
  const author = post.author;
  const remove = async () => {
    setConfirming(false);
    await actions.remove();
    if (page) void navigate(parentPath(post.parent), { replace: true });
  };

  return (
    <article
      ref={card}
      className={`wall-post wall-post-${post.kind}${post.seen ? "" : " wall-post-new"}`}
      aria-label={author ? name(author) : t("post.formerEmployee")}
    >
      <Card className="wall-post-card">
        <div className="wall-post-head">
          {author ? (
            <PersonLine
              person={author}
              size={40}
              detail={[author.position, author.department].filter(Boolean).join(" · ") || undefined}
            />
          ) : (
            <span className="cabinet-muted">{t("post.formerEmployee")}</span>
          )}
          <div className="wall-post-meta">
            {post.kind !== "news" ? (
              <Tag
                minimal
                intent={post.kind === "thanks" ? "success" : "warning"}
                icon={post.kind === "thanks" ? "heart" : "info-sign"}
              >
                {t(`kinds.${post.kind}`)}
              </Tag>
            ) : null}
            {post.seen ? null : (
              <Tag minimal round intent="primary">
                {t("post.new")}
              </Tag>
            )}
            <Link className="wall-post-time" to={postPath(post._id)} title={t("post.open")}>
              <time dateTime={post.createdAt}>{when(post.createdAt)}</time>
            </Link>
            {canChange ? <PostMenu onEdit={() => setEditing(true)} onDelete={() => setConfirming(true)} /> : null}
          </div>
        </div>
        <PostBody html={html} />
        <PostAttachments files={post.attachments} />
        <div className="wall-post-foot">
          <Button
            variant="minimal"
            size="small"
            icon="heart"
            intent={post.liked ? "danger" : "none"}
            active={post.liked}
            aria-pressed={post.liked}
            aria-label={`${t(post.liked ? "post.unlike" : "post.like")}: ${post.likesCount}`}
            text={post.likesCount}
            disabled={visitor}
            onClick={actions.toggleLike}
          />
          <Button
            variant="minimal"
            size="small"
            icon="comment"
            aria-expanded={page ? undefined : commentsOpen}
            aria-label={`${t("post.comments")}: ${post.commentsCount}`}
            text={post.commentsCount}
            onClick={page ? undefined : () => setCommentsOpen((open) => !open)}
          />
          <span
            className="wall-views"
            role="img"
            title={t("post.views")}
            aria-label={`${t("post.views")}: ${post.viewsCount}`}
          >
            <Icon icon="eye-open" size={14} />
            <span aria-hidden>{post.viewsCount}</span>
          </span>
        </div>
        {commentsOpen ? <Comments postId={post._id} me={me} /> : null}
      </Card>
      {editing ? <PostEditDialog post={post} meId={me._id} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={confirming}
        text={t("post.deleteConfirm")}
        confirmText={t("post.delete")}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </article>
  );
}
