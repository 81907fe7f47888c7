import { Button, Spinner } from "@blueprintjs/core";
import { taskLimits, type TaskCommentPage } from "@intranet/contracts/taskTracker";
import { useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { LazyRichTextEditor, RichTextView } from "../../../shared/richText";
import { useDateTime } from "../../../shared/useDateTime";
import { showToast } from "../../../ui/toast";
import { trackerApi, trackerKeys } from "../api";
import { useTrackerTranslation } from "../i18n";

/** A task's comments, oldest first (a page at a time), with mentions; the board's viewers write, authors delete. */
export function Comments({
  taskId,
  nameOf,
  onChanged,
}: {
  taskId: string;
  nameOf: (id: string) => string;
  /** A comment was added or deleted (the card's count changes). */
  onChanged: (delta: 1 | -1) => void;
}) {
  const { t } = useTrackerTranslation();
  const when = useDateTime();
  const queryClient = useQueryClient();
  const [html, setHtml] = useState("");
  const [editor, setEditor] = useState(0);
  const [sending, setSending] = useState(false);
  const key = trackerKeys.comments(taskId);
  const comments = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => trackerApi.comments(taskId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page: TaskCommentPage) => page.cursor,
  });
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const send = async () => {
    if (!html.trim()) return;
    setSending(true);
    try {
      const comment = await trackerApi.comment(taskId, html);
      queryClient.setQueryData<InfiniteData<TaskCommentPage>>(key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page, index) =>
                index === data.pages.length - 1 ? { ...page, items: [...page.items, comment] } : page,
              ),
            }
          : data,
      );
      setHtml("");
      setEditor((value) => value + 1);
      onChanged(1);
    } catch (error) {
      void showToast(errorText(t, error), "danger");
    } finally {
      setSending(false);
    }
  };
  const remove = async (commentId: string) => {
    try {
      await trackerApi.deleteComment(taskId, commentId);
      queryClient.setQueryData<InfiniteData<TaskCommentPage>>(key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((item) => item._id !== commentId),
              })),
            }
          : data,
      );
      void showToast(t("task.commentDeleted"));
      onChanged(-1);
    } catch (error) {
      void showToast(errorText(t, error), "danger");
    }
  };
  return (
    <section className="tt-section" aria-labelledby="tt-comments-title">
      <h3 id="tt-comments-title" className="tt-section-title">
        {t("task.comments")}
      </h3>
      {comments.isPending ? (
        <Spinner size={20} />
      ) : comments.isError ? (
        <p className="tt-muted">{errorText(t, comments.error)}</p>
      ) : items.length ? (
        <ul className="tt-comments">
          {items.map((comment) => (
            <li key={comment._id} className="tt-comment">
              <div className="tt-comment-head">
                <strong>{nameOf(comment.authorId)}</strong>
                <span className="tt-muted">{when(comment.createdAt)}</span>
                {comment.canDelete ? (
                  <Button
                    variant="minimal"
                    size="small"
                    icon="trash"
                    aria-label={t("task.deleteComment")}
                    title={t("task.deleteComment")}
                    onClick={() => void remove(comment._id)}
                  />
                ) : null}
              </div>
              <RichTextView html={comment.html} className="tt-comment-text" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="tt-muted">{t("task.noComments")}</p>
      )}
      {comments.hasNextPage ? (
        <Button
          variant="minimal"
          text={t("task.moreComments")}
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        />
      ) : null}
      <div className="tt-comment-form">
        <LazyRichTextEditor
          key={editor}
          initialValue=""
          label={t("task.comment")}
          placeholder={t("task.comment")}
          onChange={(value) => setHtml(value.length > taskLimits.commentMax * 4 ? html : value)}
          minHeight={60}
        />
        <Button
          intent="primary"
          icon="send-message"
          text={t("task.send")}
          loading={sending}
          onClick={() => void send()}
        />
      </div>
    </section>
  );
}
