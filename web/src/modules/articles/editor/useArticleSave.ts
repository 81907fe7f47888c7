import type { ArticleView } from "@intranet/contracts/articles";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../api/errors";
import { articlesApi, articlesKeys } from "../api";

export interface ArticleDraft {
  title: string;
  content: string;
  url: string;
  /** The cover's url (the company's media); "" none. */
  cover: string;
  tagIds: string[];
}

/**
 * Saving the editor: a new article in `folder` (POST, with its tags), or the opened one (PUT with
 * `baseRevision`, the revision the editor opened: someone's save in between is refused as
 * `articles.edit_conflict` and nothing is overwritten). `reload` takes the stored version as the
 * new base. Refusals are the caller's to show (no dialog): `save` resolves to `{ refused }`.
 */
export function useArticleSave(target: { article: ArticleView } | { folderId: string }) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState("article" in target ? target.article : undefined);
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const conflict = isApiError(error) && error.code === "articles.edit_conflict";

  const save = async (draft: ArticleDraft): Promise<ArticleView | { refused: unknown }> => {
    setSaving(true);
    setError(null);
    const fields = { title: draft.title, content: draft.content, url: draft.url.trim(), cover: draft.cover };
    try {
      const saved = base
        ? await articlesApi.update(base.id, { ...fields, baseRevision: base.revision }, { no_show: true })
        : await articlesApi.create(
            {
              kind: "article",
              parentId: "folderId" in target ? target.folderId : null,
              ...fields,
              tagIds: draft.tagIds,
            },
            { no_show: true },
          );
      queryClient.setQueryData(articlesKeys.node(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: articlesKeys.all });
      return saved;
    } catch (failure) {
      setError(failure);
      return { refused: failure };
    } finally {
      setSaving(false);
    }
  };
  const reload = async (): Promise<ArticleView | null> => {
    if (!base) return null;
    const fresh = await queryClient.fetchQuery({
      queryKey: articlesKeys.node(base.id),
      queryFn: () => articlesApi.get(base.id),
      staleTime: 0,
    });
    setBase(fresh);
    setError(null);
    return fresh;
  };
  return { base, save, reload, error, conflict, saving };
}
