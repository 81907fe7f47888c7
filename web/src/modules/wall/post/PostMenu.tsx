import { Button, Menu, MenuItem } from "@blueprintjs/core";
import { ClickPopover } from "../../../ui/ClickPopover";
import { useWallTranslation } from "../i18n";

/** The author's (or an admin's) actions on a post. */
export function PostMenu({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const { t } = useWallTranslation();
  return (
    <ClickPopover
      placement="bottom-end"
      content={
        <Menu>
          <MenuItem icon="edit" text={t("ui:common.edit")} onClick={onEdit} />
          <MenuItem icon="trash" intent="danger" text={t("post.delete")} onClick={onDelete} />
        </Menu>
      }
    >
      <Button variant="minimal" size="small" icon="more" aria-label={t("ui:common.actions")} />
    </ClickPopover>
  );
}
