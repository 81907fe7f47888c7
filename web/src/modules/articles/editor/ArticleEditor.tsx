import { Button, Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import { articleLimits, type ArticleView } from "@intranet/contracts/articles";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { isApiError } from "../../../api/errors";
import { uploadFile } from "../../../api/files";
import { useFormErrors, type FieldErrors } from "../../../forms/useFormErrors";
import { errorText } from "../../../i18n/errorText";
import { translateMessage } from "../../../i18n/translateMessage";
import { LazyRichTextEditor } from "../../../shared/richText";
import { TagPicker } from "../../../shared/tags";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { articlesApi } from "../api";
import { useArticlesTranslation } from "../i18n";
import { articlePath, folderPath } from "../paths";
import { Crumbs } from "../pages/Crumbs";
import { CoverField } from "./CoverField";
import { useArticleSave, type ArticleDraft } from "./useArticleSave";
import { useLeaveGuard } from "./useLeaveGuard";

/** Images in the text: stored as the module's files, then published for the article (its public URL). */
async function uploadImage(file: File) {
  const stored = await uploadFile(file, "articles");
  return articlesApi.image(stored._id);
}

const draftOf = (article?: ArticleView): ArticleDraft => ({
  title: article?.title ?? "",
  content: article?.content ?? "",
  url: article?.url ?? "",
  cover: article?.cover ?? "",
  tagIds: [],
});

/** The title is the one field checked before sending (the API checks the rest). */
const titleRule = (draft: ArticleDraft): FieldErrors<"title"> =>
  draft.title.trim() ? {} : { title: "articles.title_required" };

/** The API's refusal of the title, shown at it until the title changes. */
const titleRefusal = (error: unknown): FieldErrors<"title"> =>
  isApiError(error) && /^articles\.(title|validation)/.test(error.code ?? "") ? { title: error.code! } : {};

/**
 * The article editor: a new article in `folder` (/articles/{folder}?new=article, with its tags) or
 * the opened `article` (/article/{id}?edit=1). Saving sends the revision it opened; when someone
 * saved meanwhile the editor stays open with the message and "Reload the article". Leaving with
 * unsaved changes asks first.
 */
export function ArticleEditor({
  article,
  folder,
}: { article: ArticleView; folder?: undefined } | { folder: ArticleView; article?: undefined }) {
  const { t } = useArticlesTranslation();
  const navigate = useNavigate();
  const { base, save, reload, error, conflict, saving } = useArticleSave(
    article ? { article } : { folderId: folder!.id },
  );
  const [draft, setDraft] = useState(() => draftOf(article));
  const [touched, setTouched] = useState(false);
  const { blocker, release } = useLeaveGuard(touched);
  const change = (part: Partial<ArticleDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setTouched(true);
  };
  const back = article ? articlePath(article.id) : folderPath(folder!.id);
  const checks = useFormErrors(draft, titleRule);
  const titleError = checks.errors.title ? translateMessage(t, checks.errors.title) : null;
  const failure = error && !conflict && !titleRefusal(error).title ? errorText(t, error) : null;

  const submit = async () => {
    if (!checks.check()) return;
    const saved = await save(draft);
    if ("refused" in saved) {
      checks.refuse(titleRefusal(saved.refused));
      return;
    }
    release();
    void showToast(t("editor.saved"));
    navigate(articlePath(saved.id), { replace: !article });
  };
  const reloadArticle = async () => {
    const fresh = await reload().catch(() => null);
    if (!fresh) return;
    setDraft(draftOf(fresh));
    setTouched(false);
  };

  const heading = base ? t("editor.editArticle", { title: base.title }) : t("editor.newArticle");
  return (
    <form
      className="articles-page articles-editor"
      aria-label={heading}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {base ? <Crumbs crumbs={base.breadcrumbs} /> : <Crumbs crumbs={folder?.breadcrumbs ?? []} withLast />}
      <h1 className="articles-page-title">{heading}</h1>
      {conflict ? (
        <Callout intent="warning" role="alert" className="articles-conflict">
          <p>{errorText(t, error)}</p>
          <Button icon="refresh" text={t("editor.conflictReload")} onClick={() => void reloadArticle()} />
        </Callout>
      ) : null}
      {failure ? (
        <Callout intent="danger" role="alert">
          {failure}
        </Callout>
      ) : null}
      <FormGroup
        label={t("editor.titleLabel")}
        labelFor="article-title"
        intent={titleError ? "danger" : "none"}
        helperText={titleError ? <span role="alert">{titleError}</span> : undefined}
      >
        <InputGroup
          id="article-title"
          value={draft.title}
          maxLength={articleLimits.titleMax}
          intent={titleError ? "danger" : "none"}
          onValueChange={(title) => change({ title })}
          autoFocus={!article}
        />
      </FormGroup>
      <CoverField value={draft.cover} onChange={(cover) => change({ cover })} disabled={saving} />
      <LazyRichTextEditor
        // A reloaded article is another document: a new editor opens it.
        key={base?.revision ?? "new"}
        label={t("editor.contentLabel")}
        initialValue={base?.content ?? ""}
        onChange={(content) => change({ content })}
        placeholder={t("editor.placeholder")}
        uploadImage={uploadImage}
        disabled={saving}
        minHeight={320}
      />
      <FormGroup label={t("editor.urlLabel")} labelFor="article-url" className="articles-editor-url">
        <InputGroup
          id="article-url"
          type="url"
          inputMode="url"
          value={draft.url}
          onValueChange={(url) => change({ url })}
        />
      </FormGroup>
      {article ? null : (
        <FormGroup label={t("editor.tagsLabel")}>
          <TagPicker module="articles" value={draft.tagIds} onChange={(tagIds) => change({ tagIds })} />
        </FormGroup>
      )}
      <div className="articles-actions">
        <Button type="submit" intent="primary" loading={saving} text={t(article ? "editor.save" : "editor.create")} />
        <Button text={t("editor.cancel")} onClick={() => navigate(back)} />
      </div>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        text={`${t("editor.leaveTitle")} ${t("editor.leaveText")}`}
        confirmText={t("editor.leave")}
        intent="warning"
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </form>
  );
}
