import { Button, Menu, MenuItem } from "@blueprintjs/core";
import { chatLimits, type ChatMessageView } from "@intranet/contracts/chat";
import { ClickPopover } from "../../../ui/ClickPopover";
import { useChatTranslation } from "../i18n";
import type { MessageActions } from "./messageActions";

/** A message can be edited by its sender for 24 hours (chatLimits.editWindowMs); a files-only one has no text to edit. */
export const canEdit = (message: ChatMessageView, now = Date.now()) =>
  !message.deleted && !!message.content && now - new Date(message.at).getTime() < chatLimits.editWindowMs;

/** A message's actions, shown on hover or focus (a tap on a phone): reply; for mine, edit and delete. */
export function MessageMenu({
  message,
  mine,
  actions,
}: {
  message: ChatMessageView;
  mine: boolean;
  actions: MessageActions;
}) {
  const { t } = useChatTranslation();
  return (
    <div className="chat-message-actions">
      <Button
        variant="minimal"
        size="small"
        icon="undo"
        aria-label={t("messages.reply")}
        title={t("messages.reply")}
        onClick={() => actions.reply(message)}
      />
      {mine ? (
        <ClickPopover
          placement="bottom-end"
          content={
            <Menu>
              {canEdit(message) ? (
                <MenuItem icon="edit" text={t("messages.edit")} onClick={() => actions.edit(message)} />
              ) : null}
              <MenuItem
                icon="trash"
                intent="danger"
                text={t("messages.delete")}
                onClick={() => actions.remove(message)}
              />
            </Menu>
          }
        >
          <Button
            variant="minimal"
            size="small"
            icon="more"
            aria-label={t("messages.actions")}
            title={t("messages.actions")}
          />
        </ClickPopover>
      ) : null}
    </div>
  );
}
