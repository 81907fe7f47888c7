import { Dialog, DialogBody } from "@blueprintjs/core";
import { articleLimits, createArticleBodySchema, type ArticleView } from "@intranet/contracts/articles";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import * as z from "zod/mini";
import { FormAlert } from "../../../forms/FormAlert";
import { applyServerIssues } from "../../../forms/serverIssues";
import { TextField } from "../../../forms/TextField";
import { schemaResolver } from "../../../forms/zodForm";
import { errorText } from "../../../i18n/errorText";
import { FormDialogFooter } from "../../../ui/FormDialogFooter";
import { TextAreaField } from "../../../ui/TextAreaField";
import { showToast } from "../../../ui/toast";
import { articlesApi, articlesKeys } from "../api";
import { useArticlesTranslation } from "../i18n";
import { folderPath } from "../paths";
import { htmlToText, textToHtml } from "./plainText";

/** A new folder in `parentId` (null: a section at the top), or an existing folder renamed. */
export type FolderDialogState = { parentId: string | null; folder?: undefined } | { folder: ArticleView };

interface FolderValues {
  title: string;
  description: string;
}

const fields = ["title"] as const;
/** The API's own title rule: the same message before and after sending. */
const resolver = schemaResolver<FolderValues, { title: string; description?: string }>(
  z.object({ title: createArticleBodySchema.shape.title, description: z.optional(z.string()) }),
);
const DESCRIPTION_MAX = 2000;

/** A folder's small dialog: its name and an optional description (its content, as paragraphs). */
export function FolderDialog({ state, onClose }: { state: FolderDialogState; onClose: () => void }) {
  const { t } = useArticlesTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const folder = state.folder;
  const form = useForm<FolderValues, unknown, { title: string; description?: string }>({
    resolver,
    defaultValues: { title: folder?.title ?? "", description: htmlToText(folder?.content ?? "") },
  });
  const submit = form.handleSubmit(async ({ title, description }) => {
    setFailure(null);
    const content = textToHtml(description ?? "");
    try {
      const saved = folder
        ? await articlesApi.update(folder.id, { title, content, baseRevision: folder.revision }, { no_show: true })
        : await articlesApi.create({ kind: "folder", parentId: state.parentId, title, content }, { no_show: true });
      await queryClient.invalidateQueries({ queryKey: articlesKeys.all });
      void showToast(t("editor.saved"));
      onClose();
      if (!folder) navigate(folderPath(saved.id));
    } catch (error) {
      if (!applyServerIssues(error, fields, form.setError)) setFailure(error);
    }
  });
  const title = folder
    ? t("folderDialog.editFolder")
    : t(state.parentId === null ? "folderDialog.newSection" : "folderDialog.newFolder");
  return (
    <Dialog isOpen title={title} onClose={onClose} className="articles-dialog">
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <DialogBody>
            {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
            <TextField name="title" label={t("folderDialog.title")} maxLength={articleLimits.titleMax} autoFocus />
            <TextAreaField
              name="description"
              label={t("folderDialog.description")}
              maxLength={DESCRIPTION_MAX}
              rows={3}
            />
          </DialogBody>
          <FormDialogFooter
            submitText={t(folder ? "folderDialog.save" : "folderDialog.create")}
            saving={form.formState.isSubmitting}
            onCancel={onClose}
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
