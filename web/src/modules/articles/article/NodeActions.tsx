import { Button, Menu, MenuItem } from "@blueprintjs/core";
import { ClickPopover } from "../../../ui/ClickPopover";
import type { ClientView, UserView } from "@intranet/contracts";
import type { ArticleView } from "@intranet/contracts/articles";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useArticlesTranslation } from "../i18n";
import { MoveDialog } from "../move/MoveDialog";
import { editArticlePath } from "../paths";
import { RightsDialog } from "../rights/RightsDialog";
import { useRemoveNode } from "./useRemoveNode";

// The history and its word diff (the `diff` package) load when it first opens.
const HistoryDrawer = lazy(() => import("../history/HistoryDrawer"));

type Open = "move" | "rights" | "delete" | "history" | null;

/**
 * What can be done with a node: Edit (an article's editor, a folder's dialog), and in "…" Move,
 * Rights, History (articles) and Delete (a folder with everything under it, asked first).
 */
export function NodeActions({
  me,
  client,
  node,
  onEditFolder,
}: {
  me: UserView;
  client: ClientView;
  node: ArticleView;
  onEditFolder: (folder: ArticleView) => void;
}) {
  const { t } = useArticlesTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const remove = useRemoveNode(node);
  const article = node.kind === "article";
  const close = () => setOpen(null);
  const more = (
    <Menu>
      {node.canWrite ? <MenuItem icon="move" text={t("actions.move")} onClick={() => setOpen("move")} /> : null}
      {node.canWrite ? <MenuItem icon="lock" text={t("actions.rights")} onClick={() => setOpen("rights")} /> : null}
      {article ? <MenuItem icon="history" text={t("actions.history")} onClick={() => setOpen("history")} /> : null}
      {node.canWrite ? (
        <MenuItem icon="trash" intent="danger" text={t("actions.delete")} onClick={() => setOpen("delete")} />
      ) : null}
    </Menu>
  );
  if (!node.canWrite && !article) return null;
  return (
    <div className="articles-actions" role="toolbar" aria-label={t("article.actions")}>
      {node.canWrite ? (
        <Button
          icon="edit"
          text={t("actions.edit")}
          onClick={() => (article ? navigate(editArticlePath(node.id)) : onEditFolder(node))}
        />
      ) : null}
      <ClickPopover content={more} placement="bottom-end">
        <Button icon="more" aria-label={t("article.actions")} title={t("article.actions")} />
      </ClickPopover>
      {open === "move" ? <MoveDialog me={me} client={client} node={node} onClose={close} /> : null}
      {open === "rights" ? <RightsDialog client={client} node={node} onClose={close} /> : null}
      {open === "history" ? (
        <Suspense fallback={null}>
          <HistoryDrawer clientId={client._id} node={node} onClose={close} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={open === "delete"}
        text={t(article ? "actions.deleteArticle" : "actions.deleteFolder", { title: node.title })}
        confirmText={t("actions.delete")}
        onConfirm={() => {
          close();
          remove();
        }}
        onClose={close}
      />
    </div>
  );
}
