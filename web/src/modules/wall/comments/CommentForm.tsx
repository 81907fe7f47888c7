import { Button } from "@blueprintjs/core";
import type { CommentView } from "@intranet/contracts";
import { useState, type FormEvent } from "react";
import { postsApi } from "../api";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { translateCode } from "../../../i18n/translateMessage";
import { draftToHtml, emptyDraft, plainText, type Draft } from "../mentions/draft";
import { MentionTextArea } from "../mentions/MentionTextArea";
import { useCommentsChanged } from "./useComments";
import { useWallTranslation } from "../i18n";
import { usePersonName } from "../../../shared/usePersonName";

interface CommentFormProps {
  postId: string;
  /** A reply: the comment it answers. */
  replyTo?: CommentView;
  /** Editing this comment instead of writing a new one. */
  editing?: CommentView;
  initialDraft?: Draft;
  autoFocus?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
}

/** Writes a comment, a reply (POST /api/comment with parentCommentId) or an edit (PUT /api/comment/{id}). */
export function CommentForm({
  postId,
  replyTo,
  editing,
  initialDraft = emptyDraft,
  autoFocus,
  onDone,
  onCancel,
}: CommentFormProps) {
  const { t } = useWallTranslation();
  const name = usePersonName();
  const changed = useCommentsChanged(postId);
  const [draft, setDraft] = useState(initialDraft);
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const { html, mentions } = draftToHtml(draft);
  const empty = !plainText(html);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setAttempted(true);
    setFailure(null);
    if (empty || sending) return;
    setSending(true);
    try {
      if (editing) await postsApi.updateComment(editing._id, { text: html, mentions }, { no_show: true });
      else
        await postsApi.comment(
          { postId, text: html, mentions, ...(replyTo ? { parentCommentId: replyTo._id } : {}) },
          { no_show: true },
        );
      setDraft(emptyDraft);
      setAttempted(false);
      await changed(editing ? 0 : 1);
      onDone?.();
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };

  const label = editing
    ? t("comments.edit")
    : replyTo
      ? t("comments.replyTo", { name: replyTo.author ? name(replyTo.author) : t("post.formerEmployee") })
      : t("comments.write");
  return (
    <form className="wall-comment-form" onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <MentionTextArea
        draft={draft}
        onChange={setDraft}
        label={label}
        placeholder={t("comments.placeholder")}
        rows={editing || replyTo ? 2 : 1}
        autoFocus={autoFocus}
        invalid={attempted && empty}
        onSubmit={() => void submit()}
      />
      {attempted && empty ? (
        <FormAlert intent="danger">{translateCode(t, "posts.comment_text_required")}</FormAlert>
      ) : null}
      {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
      <div className="wall-comment-form-actions">
        {onCancel ? <Button size="small" variant="minimal" text={t("ui:common.cancel")} onClick={onCancel} /> : null}
        <Button
          size="small"
          type="submit"
          intent="primary"
          loading={sending}
          text={editing ? t("ui:common.save") : replyTo ? t("comments.reply") : t("comments.send")}
        />
      </div>
    </form>
  );
}
