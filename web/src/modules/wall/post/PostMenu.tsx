import { Button, Menu, MenuItem, PopoverNext } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";

/** The author's (or an admin's) actions on a post. */
export function PostMenu({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu>
          <MenuItem icon="edit" text={t("common.edit")} onClick={onEdit} />
          <MenuItem icon="trash" intent="danger" text={t("wall.post.delete")} onClick={onDelete} />
        </Menu>
      }
    >
      <Button variant="minimal" size="small" icon="more" aria-label={t("common.actions")} />
    </PopoverNext>
  );
}
