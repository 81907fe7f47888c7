import { Button } from "@blueprintjs/core";
import type { CommentView, UserView } from "@intranet/contracts";
import { hasRole, meetsAccessLevel } from "@intranet/contracts/roles";
import { useState } from "react";
import { postsApi } from "../api";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { PersonLine } from "../../../shared/PersonLine";
import { useDateTime } from "../../../shared/useDateTime";
import { htmlToDraft, type Draft } from "../mentions/draft";
import { PostBody } from "../post/PostBody";
import { CommentForm } from "./CommentForm";
import { useCommentsChanged } from "./useComments";
import { useWallTranslation } from "../i18n";
import type { NameParts } from "@intranet/contracts/users";
import { usePersonName } from "../../../shared/usePersonName";

/** A reply starts by mentioning the person answered (unless that is oneself). */
function replyDraft(comment: CommentView, me: UserView, name: (person: NameParts) => string): Draft {
  const author = comment.author;
  if (!author || author._id === me._id) return { text: "", mentions: [] };
  return { text: `@${name(author)} `, mentions: [{ id: author._id, name: name(author) }] };
}

/** One comment or reply: author, time, text; reply, and edit or delete for its author or an admin. */
export function CommentItem({ comment, me }: { comment: CommentView; me: UserView }) {
  const { t } = useWallTranslation();
  const name = usePersonName();
  const when = useDateTime();
  const changed = useCommentsChanged(comment.postId);
  const [mode, setMode] = useState<"view" | "reply" | "edit">("view");
  const [confirming, setConfirming] = useState(false);
  const canChange = comment.authorId === me._id || meetsAccessLevel(me, "admin");
  const isReply = comment.parentCommentId !== null;
  const author = comment.author;

  const remove = async () => {
    setConfirming(false);
    const result = await postsApi.removeComment(comment._id);
    await changed(-result.removed);
  };

  return (
    <li
      className={isReply ? "wall-comment wall-comment-reply" : "wall-comment"}
      aria-label={author ? name(author) : undefined}
    >
      <div className="wall-comment-head">
        {author ? (
          <PersonLine person={author} size={24} />
        ) : (
          <span className="cabinet-muted">{t("post.formerEmployee")}</span>
        )}
        <time className="cabinet-muted" dateTime={comment.createdAt}>
          {when(comment.createdAt)}
          {comment.updatedAt ? ` · ${t("post.edited")}` : ""}
        </time>
      </div>
      {mode === "edit" ? (
        <CommentForm
          postId={comment.postId}
          editing={comment}
          initialDraft={htmlToDraft(comment.text)}
          autoFocus
          onDone={() => setMode("view")}
          onCancel={() => setMode("view")}
        />
      ) : (
        <PostBody html={comment.text} className="wall-comment-text" />
      )}
      {mode === "view" ? (
        <div className="wall-comment-actions">
          {hasRole(me, "superadmin") ? null : (
            <Button size="small" variant="minimal" text={t("comments.reply")} onClick={() => setMode("reply")} />
          )}
          {canChange ? (
            <>
              <Button size="small" variant="minimal" text={t("ui:common.edit")} onClick={() => setMode("edit")} />
              <Button
                size="small"
                variant="minimal"
                intent="danger"
                text={t("post.delete")}
                onClick={() => setConfirming(true)}
              />
            </>
          ) : null}
        </div>
      ) : null}
      {mode === "reply" ? (
        <CommentForm
          postId={comment.postId}
          replyTo={comment}
          initialDraft={replyDraft(comment, me, name)}
          autoFocus
          onDone={() => setMode("view")}
          onCancel={() => setMode("view")}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        text={t(!isReply && comment.repliesCount > 0 ? "comments.deleteThreadConfirm" : "comments.deleteConfirm")}
        confirmText={t("post.delete")}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
