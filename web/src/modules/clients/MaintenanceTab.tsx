import { Button, Callout, InputGroup } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { clientsApi } from "../../api/clients";
import { paths } from "../../app/paths";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { CloneClientForm } from "./CloneClientForm";
import { useClientChanged } from "./useUpdateClient";
import { useClientsTranslation } from "./i18n";

/** Maintenance: block / unblock, clone, and full deletion confirmed by typing the workspace code. */
export function MaintenanceTab({ client }: { client: ClientView }) {
  const { t } = useClientsTranslation();
  const navigate = useNavigate();
  const changed = useClientChanged();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [typed, setTyped] = useState("");
  const blocked = client.status === "blocked";
  const setBlocked = async (block: boolean) => {
    await changed(await (block ? clientsApi.block(client._id) : clientsApi.unblock(client._id))).catch(() => undefined);
  };
  const purge = async () => {
    await clientsApi.fullDelete(client._id);
    void navigate(paths.clients);
  };

  return (
    <section className="cabinet-tab">
      {client.status === "deleting" ? <Callout intent="warning">{t("maintenance.deleting")}</Callout> : null}
      <div>
        {blocked ? (
          <Button icon="unlock" text={t("maintenance.unblock")} onClick={() => void setBlocked(false)} />
        ) : (
          <Button icon="lock" intent="warning" text={t("maintenance.block")} onClick={() => setConfirmBlock(true)} />
        )}
      </div>
      <CloneClientForm client={client} />
      <fieldset className="rights-editor">
        <legend>{t("maintenance.fullDelete")}</legend>
        <p>{t("maintenance.fullDeleteHint", { workspace: client.workspace })}</p>
        <InputGroup aria-label={t("fields.workspace")} value={typed} onValueChange={setTyped} autoComplete="off" />
        <Button
          icon="trash"
          intent="danger"
          text={t("maintenance.fullDelete")}
          disabled={typed.trim() !== client.workspace || client.status === "deleting"}
          onClick={() => void purge().catch(() => undefined)}
        />
      </fieldset>
      <ConfirmDialog
        open={confirmBlock}
        text={t("maintenance.confirmBlock", { name: client.name })}
        confirmText={t("maintenance.block")}
        onClose={() => setConfirmBlock(false)}
        onConfirm={() => {
          setConfirmBlock(false);
          void setBlocked(true);
        }}
      />
    </section>
  );
}
