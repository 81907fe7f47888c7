import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import type { CollectionCount } from "@intranet/contracts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { usePlural } from "../../../i18n/usePlural";
import { useLocale } from "../../../shared/useDateTime";
import { adminApi } from "../api";
import { useAdminTranslation } from "../i18n";
import { addRun } from "../parts/maintenance";
import { useDataNames } from "../parts/useDataNames";

/** The API compares the typed name with the workspace's in any case, around spaces. */
const sameName = (typed: string, workspace: string) => typed.trim().toLowerCase() === workspace.toLowerCase();

/**
 * Deleting one collection of the company's data: says what goes (its items and their files, for
 * good, the search index rebuilt) and opens its button only once the workspace's name is typed.
 * The API's 202 is a service task run: it joins the runs, and the tab follows it.
 */
export function DeleteCollectionDialog({
  client,
  collection,
  onClose,
}: {
  client: ClientView;
  collection: CollectionCount | null;
  onClose: () => void;
}) {
  const { t } = useAdminTranslation();
  const plural = usePlural();
  const number = new Intl.NumberFormat(useLocale());
  const names = useDataNames();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const remove = useMutation({
    mutationFn: ({ name, confirm }: { name: string; confirm: string }) =>
      adminApi.deleteCollection(client._id, name, confirm),
    onSuccess: (run) => {
      addRun(queryClient, client._id, run);
      close();
    },
  });
  const close = () => {
    setTyped("");
    remove.reset();
    onClose();
  };
  const name = collection ? names.collection(collection.name) : "";
  const ready = sameName(typed, client.workspace);
  return (
    <Dialog
      isOpen={collection !== null}
      onClose={close}
      title={t("data.deletion.title", { name })}
      icon="trash"
      className="admin-delete-dialog"
      canOutsideClickClose={!remove.isPending}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (collection && ready) remove.mutate({ name: collection.name, confirm: typed.trim() });
        }}
      >
        <DialogBody>
          {collection ? (
            <div className="admin-delete-text">
              <p>
                {t(`data.deletion.what_${plural(collection.items)}`, {
                  name,
                  count: collection.items,
                  value: number.format(collection.items),
                })}
              </p>
              <p>
                <strong>{t("data.deletion.irreversible")}</strong>
              </p>
              <p>{t("data.deletion.index")}</p>
              <p>
                {t("data.deletion.workspace")} <code className="admin-workspace">{client.workspace}</code>
              </p>
            </div>
          ) : null}
          <FormGroup label={t("data.deletion.type")} labelFor={inputId} className="admin-delete-field">
            <InputGroup
              id={inputId}
              value={typed}
              onValueChange={(value) => {
                setTyped(value);
                if (remove.isError) remove.reset();
              }}
              autoComplete="off"
              spellCheck={false}
              autoFocus
            />
          </FormGroup>
          {remove.isError ? (
            <Callout intent="danger" icon="error" role="alert">
              {errorText(t, remove.error)}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("ui:common.cancel")} onClick={close} disabled={remove.isPending} />
              <Button
                type="submit"
                intent="danger"
                icon="trash"
                text={t("data.deletion.confirm")}
                disabled={!ready}
                loading={remove.isPending}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
