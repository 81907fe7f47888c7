import { Button, Menu, MenuDivider, MenuItem } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useState } from "react";
import { ClickPopover } from "../../ui/ClickPopover";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { showToast } from "../../ui/toast";
import { allowedActions, useEmployeeAction, type EmployeeAction } from "./useEmployeeAction";
import { useEmployeesTranslation } from "./i18n";
import { usePersonName } from "../../shared/usePersonName";

interface EmployeeActionsProps {
  me: UserView;
  user: UserView;
  onEdit: () => void;
}

const confirmTexts: Partial<Record<EmployeeAction, "confirmFire" | "confirmDelete" | "confirmRestore">> = {
  fire: "confirmFire",
  delete: "confirmDelete",
  restore: "confirmRestore",
};

/** The row menu: edit, admin and HR roles, fire, delete, restore — disabled up front where the API would refuse. */
export function EmployeeActions({ me, user, onEdit }: EmployeeActionsProps) {
  const { t } = useEmployeesTranslation();
  const name = usePersonName();
  const run = useEmployeeAction();
  const [pending, setPending] = useState<EmployeeAction | null>(null);
  const allowed = allowedActions(me, user);
  const ask = (action: EmployeeAction) =>
    confirmTexts[action] ? setPending(action) : void run(action, user).catch(() => undefined);

  return (
    <>
      <ClickPopover
        placement="bottom-end"
        content={
          <Menu>
            <MenuItem icon="edit" text={t("ui:common.edit")} onClick={onEdit} />
            <MenuItem
              icon="shield"
              text={t("makeAdmin")}
              disabled={!allowed.makeAdmin}
              onClick={() => ask("makeAdmin")}
            />
            <MenuItem
              icon="person"
              text={t("takeAdmin")}
              disabled={!allowed.takeAdmin}
              onClick={() => ask("takeAdmin")}
            />
            <MenuItem icon="briefcase" text={t("makeHr")} disabled={!allowed.makeHr} onClick={() => ask("makeHr")} />
            <MenuItem icon="person" text={t("takeHr")} disabled={!allowed.takeHr} onClick={() => ask("takeHr")} />
            <MenuItem
              icon="envelope"
              text={t("resendInvite")}
              disabled={!allowed.resendInvite}
              onClick={() =>
                void run("resendInvite", user)
                  .then(() => showToast(t("inviteSent", { email: user.email })))
                  .catch(() => undefined)
              }
            />
            <MenuDivider />
            {allowed.restore ? (
              <MenuItem icon="undo" text={t("restore")} onClick={() => ask("restore")} />
            ) : (
              <MenuItem icon="blocked-person" text={t("fire")} disabled={!allowed.fire} onClick={() => ask("fire")} />
            )}
            <MenuItem
              icon="trash"
              intent="danger"
              text={t("delete")}
              disabled={!allowed.delete}
              onClick={() => ask("delete")}
            />
          </Menu>
        }
      >
        <Button variant="minimal" icon="more" aria-label={`${t("ui:common.actions")}: ${name(user)}`} />
      </ClickPopover>
      <ConfirmDialog
        open={pending !== null}
        text={pending ? t(confirmTexts[pending] ?? "confirmFire", { name: name(user) }) : ""}
        confirmText={pending ? t(pending) : ""}
        intent={pending === "restore" ? "primary" : "danger"}
        onClose={() => setPending(null)}
        onConfirm={() => {
          const action = pending;
          setPending(null);
          if (action) void run(action, user).catch(() => undefined);
        }}
      />
    </>
  );
}
