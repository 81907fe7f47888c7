import { Button, Menu, MenuItem } from "@blueprintjs/core";
import { ClickPopover } from "../../../ui/ClickPopover";
import type { ArticleNodeView } from "@intranet/contracts/articles";
import { useNavigate } from "react-router-dom";
import { useArticlesTranslation } from "../i18n";
import { newArticlePath } from "../paths";

/**
 * "New": an article or a folder in the current folder (when the person may write it), a section at
 * the top (admins). Nothing to offer: no button.
 */
export function NewMenu({
  folder,
  canCreateSection,
  onNewFolder,
}: {
  /** The folder being looked at (a folder page, or an article's folder). */
  folder: ArticleNodeView | undefined;
  canCreateSection: boolean;
  onNewFolder: (parentId: string | null) => void;
}) {
  const { t } = useArticlesTranslation();
  const navigate = useNavigate();
  const inFolder = folder?.canWrite ? folder : undefined;
  if (!inFolder && !canCreateSection) return null;
  const menu = (
    <Menu>
      <MenuItem
        icon="document"
        text={t("create.article")}
        disabled={!inFolder}
        title={inFolder ? undefined : t("create.needFolder")}
        onClick={() => inFolder && navigate(newArticlePath(inFolder.id))}
      />
      <MenuItem
        icon="folder-close"
        text={t("create.folder")}
        disabled={!inFolder}
        title={inFolder ? undefined : t("create.needFolder")}
        onClick={() => inFolder && onNewFolder(inFolder.id)}
      />
      {canCreateSection ? (
        <MenuItem icon="folder-new" text={t("create.section")} onClick={() => onNewFolder(null)} />
      ) : null}
    </Menu>
  );
  return (
    <ClickPopover content={menu} placement="bottom-start">
      <Button icon="plus" intent="primary" text={t("create.menu")} endIcon="caret-down" />
    </ClickPopover>
  );
}
