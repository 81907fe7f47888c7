import { Button } from "@blueprintjs/core";
import type { ArticleView } from "@intranet/contracts/articles";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { TagChips, TagPicker, tagsApi } from "../../../shared/tags";
import { articlesKeys } from "../api";
import { useArticlesTranslation } from "../i18n";
import { tagPath } from "../paths";

/**
 * A node's tags, each a link to its tag page (the articles carrying it in every folder); a writer edits them in place: each tag added is attached, each one removed
 * detached, right away (PUT attach / detach); the node's view takes the answer.
 */
export function NodeTags({ node }: { node: ArticleView }) {
  const { t } = useArticlesTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const save = async (ids: string[]) => {
    const added = ids.filter((id) => !node.tagIds.includes(id));
    const removed = node.tagIds.filter((id) => !ids.includes(id));
    try {
      let tagIds = node.tagIds;
      if (added.length) tagIds = (await tagsApi.attach("article", node.id, added)).tags.map((tag) => tag._id);
      for (const id of removed) tagIds = (await tagsApi.detach("article", node.id, id)).tags.map((tag) => tag._id);
      queryClient.setQueryData<ArticleView>(articlesKeys.node(node.id), (view) => (view ? { ...view, tagIds } : view));
    } catch {
      // the API client's dialog has told the person; the view reloads what is stored
      void queryClient.invalidateQueries({ queryKey: articlesKeys.node(node.id) });
    }
    void queryClient.invalidateQueries({ queryKey: articlesKeys.trees });
  };
  if (!node.canWrite) return <TagChips module="articles" ids={node.tagIds} linkTo={tagPath} />;
  return (
    <div className="articles-tags">
      {editing ? (
        <TagPicker module="articles" value={node.tagIds} onChange={(ids) => void save(ids)} />
      ) : (
        <TagChips module="articles" ids={node.tagIds} linkTo={tagPath} />
      )}
      <Button
        variant="minimal"
        size="small"
        icon={editing ? "tick" : "tag"}
        text={t(editing ? "actions.doneTags" : "actions.editTags")}
        onClick={() => setEditing(!editing)}
      />
    </div>
  );
}
