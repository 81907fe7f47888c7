import { Menu, MenuDivider, MenuItem } from "@blueprintjs/core";
import { ClickPopover } from "../../ui/ClickPopover";
import type { ChainedCommands, Editor } from "@tiptap/core";
import { useSharedTranslation } from "../i18n";
import { ToolButton } from "./ToolButton";

/** The table tool: insert a 3×3 table with a header row; inside a table, add or delete rows and columns. */
export function TableMenu({ editor, inTable, disabled }: { editor: Editor; inTable: boolean; disabled?: boolean }) {
  const { t } = useSharedTranslation();
  const run = (command: (chain: ChainedCommands) => ChainedCommands) => command(editor.chain().focus()).run();
  return (
    <ClickPopover
      placement="bottom-start"
      disabled={disabled}
      content={
        <Menu>
          <MenuItem
            icon="th"
            text={t("richText.tableInsert")}
            disabled={inTable}
            onClick={() => run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))}
          />
          <MenuDivider />
          <MenuItem
            icon="add-row-bottom"
            text={t("richText.tableAddRow")}
            disabled={!inTable}
            onClick={() => run((c) => c.addRowAfter())}
          />
          <MenuItem
            icon="add-column-right"
            text={t("richText.tableAddColumn")}
            disabled={!inTable}
            onClick={() => run((c) => c.addColumnAfter())}
          />
          <MenuItem
            icon="remove-row-bottom"
            text={t("richText.tableDeleteRow")}
            disabled={!inTable}
            onClick={() => run((c) => c.deleteRow())}
          />
          <MenuItem
            icon="remove-column-right"
            text={t("richText.tableDeleteColumn")}
            disabled={!inTable}
            onClick={() => run((c) => c.deleteColumn())}
          />
          <MenuItem
            icon="trash"
            intent="danger"
            text={t("richText.tableDelete")}
            disabled={!inTable}
            onClick={() => run((c) => c.deleteTable())}
          />
        </Menu>
      }
    >
      <ToolButton
        label={t("richText.table")}
        icon="th"
        active={inTable}
        disabled={disabled}
        onClick={() => undefined}
      />
    </ClickPopover>
  );
}
