import { Button, Card } from "@blueprintjs/core";
import { ideaCommentBodySchema, ideaLimits, type IdeaView } from "@intranet/contracts/ideas";
import { useQueryClient } from "@tanstack/react-query";
import { FormProvider, useForm } from "react-hook-form";
import * as z from "zod/mini";
import { applyServerIssues } from "../../../forms/serverIssues";
import { schemaResolver } from "../../../forms/zodForm";
import { errorText } from "../../../i18n/errorText";
import { useDateTime } from "../../../shared/useDateTime";
import { TextAreaField } from "../../../ui/TextAreaField";
import { showToast } from "../../../ui/toast";
import { ideasApi, ideasKeys } from "../api";
import { useIdeasTranslation } from "../i18n";

interface Values {
  text: string;
}

/** The API's rule, with an empty comment parsed as "" (the resolver drops it) to get its own message. */
const resolver = schemaResolver<Values, Values>(z.object({ text: z.prefault(ideaCommentBodySchema.shape.text, "") }));

/** The idea's comments, oldest first, and the form to add one (those who see it, until the idea's limit). */
export function Comments({ idea, nameOf }: { idea: IdeaView; nameOf: (id: string) => string }) {
  const { t } = useIdeasTranslation();
  const when = useDateTime();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, Values>({ resolver, defaultValues: { text: "" } });
  const full = idea.comments.length >= ideaLimits.commentsMax;
  const submit = form.handleSubmit(async ({ text }) => {
    try {
      const next = await ideasApi.comment(idea._id, text, { no_show: true });
      queryClient.setQueryData(ideasKeys.idea(idea._id), next);
      void queryClient.invalidateQueries({ queryKey: ideasKeys.lists, refetchType: "none" });
      form.reset({ text: "" });
      void showToast(t("comments.sent"));
    } catch (error) {
      if (!applyServerIssues(error, ["text"], form.setError)) void showToast(errorText(t, error), "danger");
    }
  });
  return (
    <Card className="ideas-comments">
      <h2 className="ideas-section-title">{t("comments.title")}</h2>
      {idea.comments.length ? (
        <ul className="ideas-comment-list">
          {idea.comments.map((comment, index) => (
            <li key={`${comment.at}-${index}`} className="ideas-comment">
              <div className="ideas-comment-head">
                <strong>{nameOf(comment.authorId)}</strong>
                <span className="ideas-muted">{when(comment.at)}</span>
              </div>
              <p className="ideas-comment-text">{comment.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ideas-muted">{t("comments.none")}</p>
      )}
      {idea.can.comment && !full ? (
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("comments.label")}>
            <TextAreaField name="text" label={t("comments.label")} maxLength={ideaLimits.commentMax} rows={3} />
            <Button type="submit" icon="comment" text={t("comments.send")} loading={form.formState.isSubmitting} />
          </form>
        </FormProvider>
      ) : null}
      {full ? <p className="ideas-muted">{t("comments.closed")}</p> : null}
    </Card>
  );
}
