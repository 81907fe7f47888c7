import { Button, Classes, Dialog, FormGroup, InputGroup } from "@blueprintjs/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { shopApi, shopKeys } from "../api";
import { useShopTranslation } from "../i18n";

/** Sets every balance of the company to zero, only once the manager typed the confirmation word. */
export function NullifyDialog({ client, onClose }: { client: string; onClose: () => void }) {
  const { t } = useShopTranslation();
  const queryClient = useQueryClient();
  const word = t("balances.nullifyWord");
  const [typed, setTyped] = useState("");
  const nullify = useMutation({
    mutationFn: () => shopApi.nullify(client),
    onSuccess: (result) => {
      void showToast(t("balances.nullifyDone", { count: result.nullified }));
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
  const confirmed = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();
  return (
    <Dialog isOpen title={t("balances.nullifyTitle")} icon="warning-sign" onClose={onClose} className="shop-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed) nullify.mutate();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          {nullify.isError ? <FormAlert intent="danger">{errorText(t, nullify.error)}</FormAlert> : null}
          <p>{t("balances.nullifyText", { word })}</p>
          <FormGroup label={t("balances.nullifyField")} labelFor="shop-nullify-word">
            <InputGroup id="shop-nullify-word" value={typed} onValueChange={setTyped} autoComplete="off" />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button onClick={onClose}>{t("ui:common.cancel")}</Button>
            <Button type="submit" intent="danger" disabled={!confirmed} loading={nullify.isPending}>
              {t("balances.nullify")}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
