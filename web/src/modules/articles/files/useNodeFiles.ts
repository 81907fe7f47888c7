import type { ArticleFileView, ArticleView } from "@intranet/contracts/articles";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { uploadFile } from "../../../api/files";
import { showToast } from "../../../ui/toast";
import { articlesApi, articlesKeys } from "../api";
import { useArticlesTranslation } from "../i18n";

/** One file on its way: its name and the share sent (0…1). */
export interface Upload {
  key: string;
  name: string;
  progress: number;
}

/**
 * A node's files: uploads (each through the presigned flow, module `articles`, with its progress,
 * then one PUT add_files for them all) and deletion; the node's cached view takes the answer's list.
 * Not shared/uploads' useUploads: that one keeps done and failed rows for a draft being written;
 * here a pick is attached as one batch once all of it settled, its rows then go (the node's list
 * shows the files), and a refusal is the API client's dialog.
 */
export function useNodeFiles(node: ArticleView) {
  const { t } = useArticlesTranslation();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const setFiles = (files: ArticleFileView[]) => {
    queryClient.setQueryData<ArticleView>(articlesKeys.node(node.id), (view) => (view ? { ...view, files } : view));
    // The tree counts each node's files.
    void queryClient.invalidateQueries({ queryKey: articlesKeys.trees });
  };
  const progress = (key: string, value: number) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, progress: value } : upload)));

  const upload = async (picked: readonly File[]) => {
    const started = picked.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }));
    setUploads((list) => [...list, ...started.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))]);
    const stored = await Promise.allSettled(
      started.map(({ file, key }) => uploadFile(file, "articles", { onProgress: (value) => progress(key, value) })),
    );
    const fileIds = stored.flatMap((result) => (result.status === "fulfilled" ? [result.value._id] : []));
    try {
      if (fileIds.length) {
        setFiles(await articlesApi.addFiles(node.id, fileIds));
        void showToast(t("files.added", { count: fileIds.length }));
      }
    } catch {
      // the API client's dialog has told the person
    } finally {
      const done = new Set(started.map(({ key }) => key));
      setUploads((list) => list.filter((item) => !done.has(item.key)));
    }
  };
  const remove = async (fileId: string) => {
    try {
      setFiles(await articlesApi.removeFile(node.id, fileId));
      void showToast(t("files.removed"));
    } catch {
      // the API client's dialog has told the person
    }
  };
  return { uploads, upload, remove };
}
