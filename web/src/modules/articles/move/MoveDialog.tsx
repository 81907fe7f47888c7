import { Dialog, DialogBody, Icon } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import type { ArticleView } from "@intranet/contracts/articles";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { FormAlert } from "../../../forms/FormAlert";
import { useDialogSave } from "../../../forms/useDialogSave";
import { errorText } from "../../../i18n/errorText";
import { FormDialogFooter } from "../../../ui/FormDialogFooter";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { articlesApi, articlesKeys } from "../api";
import { useArticlesTranslation } from "../i18n";
import { useArticleTree } from "../useArticleTree";
import { moveTargets } from "./moveTargets";

/**
 * Moves a node into another folder: the tree's folders to choose from, those it cannot go to greyed
 * with the reason (itself, inside itself, where it is, not writable). PUT article with `parentId`.
 */
export function MoveDialog({
  me,
  client,
  node,
  onClose,
}: {
  me: UserView;
  client: ClientView;
  node: ArticleView;
  onClose: () => void;
}) {
  const { t } = useArticlesTranslation();
  const queryClient = useQueryClient();
  const { query, tree, view } = useArticleTree(me, client);
  const targets = useMemo(() => moveTargets(tree, node.id), [tree, node.id]);
  const [chosen, setChosen] = useState<string | null>(null);
  const { saving, failure, run } = useDialogSave();
  const submit = () =>
    run(async () => {
      if (!chosen) return;
      await articlesApi.update(node.id, { parentId: chosen }, { no_show: true });
      await queryClient.invalidateQueries({ queryKey: articlesKeys.all });
      void showToast(t("move.moved"));
      onClose();
    });
  const title = t("move.title", { title: node.title });
  return (
    <Dialog isOpen title={title} onClose={onClose} className="articles-dialog">
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
          <p id="articles-move-choose">{t("move.choose")}</p>
          {view ? (
            <ul className="articles-move-list" role="radiogroup" aria-labelledby="articles-move-choose">
              {targets.map((target) => (
                <li key={target.id} style={{ paddingInlineStart: target.depth * 16 }}>
                  <label className={target.refusal ? "articles-move-option disabled" : "articles-move-option"}>
                    <input
                      type="radio"
                      name="articles-move-target"
                      value={target.id}
                      disabled={Boolean(target.refusal)}
                      checked={chosen === target.id}
                      onChange={() => setChosen(target.id)}
                    />
                    <Icon icon="folder-close" size={14} />
                    <span>{target.title}</span>
                    {target.refusal ? <span className="articles-muted"> — {t(`move.${target.refusal}`)}</span> : null}
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <QueryState query={query} errorTitle={t("loadFailed")} />
          )}
        </DialogBody>
        <FormDialogFooter submitText={t("move.submit")} saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
