import { Button, Checkbox, Classes, Dialog, FormGroup, InputGroup, NumericInput, TextArea } from "@blueprintjs/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { shopLimits, type ItemView } from "@intranet/contracts/shop";
import { isApiError } from "../../../api/errors";
import { FormAlert } from "../../../forms/FormAlert";
import { useDialogSave } from "../../../forms/useDialogSave";
import { errorText } from "../../../i18n/errorText";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { shopApi, shopKeys } from "../api";
import { useShopTranslation } from "../i18n";
import { PicturesField, pictureIds, usePictureUploads } from "./PicturesField";

/**
 * Creating or editing an item (managers): name, description, price, start amount (new items; stock
 * grows through "add to stock" afterwards), on sale or not, pictures (200 × 360 hint). An edited
 * item can be restocked and deleted; one with sales is refused by the API and the dialog says why.
 */
export function ItemEditor({ client, item, onClose }: { client: string; item: ItemView | null; onClose: () => void }) {
  const { t } = useShopTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(item?.name ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [cost, setCost] = useState(item?.cost ?? 1);
  const [amount, setAmount] = useState(1);
  const [available, setAvailable] = useState(item?.available ?? true);
  const [kept, setKept] = useState(item?.pics ?? []);
  const [restock, setRestock] = useState(1);
  const [removing, setRemoving] = useState(false);
  const [tried, setTried] = useState(false);
  const uploads = usePictureUploads();
  const { saving, failure, run } = useDialogSave();
  const refresh = () => queryClient.invalidateQueries({ queryKey: shopKeys.items(client) });
  const problems = {
    name: name.trim() ? null : t("items.nameNeeded"),
    cost: Number.isInteger(cost) && cost >= 1 ? null : t("items.costNeeded"),
  };
  const invalid = Object.values(problems).some(Boolean);

  const save = () => {
    setTried(true);
    if (invalid) return;
    void run(async () => {
      const pics = pictureIds(kept, uploads);
      const body = { name: name.trim(), description, cost, available, pics };
      const saved = item
        ? await shopApi.updateItem(client, { _id: item._id, ...body })
        : await shopApi.createItem(client, { ...body, amount });
      await refresh();
      void showToast(t(item ? "items.saved" : "items.created", { name: saved.name }));
      onClose();
    });
  };
  const addStock = () =>
    run(async () => {
      await shopApi.addStock(item!._id, restock);
      await refresh();
      void showToast(t("items.restocked", { name: item!.name, count: restock }));
      onClose();
    });
  const remove = () =>
    run(async () => {
      await shopApi.removeItem(item!._id);
      await refresh();
      void showToast(t("items.removed", { name: item!.name }));
      onClose();
    });
  const failureText =
    failure && isApiError(failure) && failure.code === "shop.item_has_sales"
      ? t("items.hasSales", { name: item?.name ?? "" })
      : failure
        ? errorText(t, failure)
        : null;
  const shown = (field: keyof typeof problems) => (tried ? problems[field] : null);

  return (
    <Dialog
      isOpen
      title={item ? t("items.editTitle", { name: item.name }) : t("items.newTitle")}
      onClose={onClose}
      className="shop-dialog shop-item-editor"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          {failureText ? <FormAlert intent="danger">{failureText}</FormAlert> : null}
          <FormGroup
            label={t("items.name")}
            labelFor="shop-item-name"
            intent={shown("name") ? "danger" : "none"}
            helperText={shown("name")}
          >
            <InputGroup
              id="shop-item-name"
              value={name}
              maxLength={shopLimits.nameMax}
              intent={shown("name") ? "danger" : "none"}
              onValueChange={setName}
            />
          </FormGroup>
          <FormGroup label={t("items.description")} labelFor="shop-item-description">
            <TextArea
              id="shop-item-description"
              fill
              value={description}
              maxLength={shopLimits.descriptionMax}
              onChange={(event) => setDescription(event.target.value)}
            />
          </FormGroup>
          <div className="shop-editor-row">
            <FormGroup
              label={t("items.cost")}
              labelFor="shop-item-cost"
              intent={shown("cost") ? "danger" : "none"}
              helperText={shown("cost")}
            >
              <NumericInput
                id="shop-item-cost"
                fill
                min={1}
                max={shopLimits.maxCost}
                value={cost}
                intent={shown("cost") ? "danger" : "none"}
                onValueChange={(value) => setCost(Number.isFinite(value) ? Math.floor(value) : 0)}
              />
            </FormGroup>
            {item ? null : (
              <FormGroup label={t("items.amount")} labelFor="shop-item-amount">
                <NumericInput
                  id="shop-item-amount"
                  fill
                  min={0}
                  max={shopLimits.maxAmount}
                  value={amount}
                  onValueChange={(value) => setAmount(Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0)}
                />
              </FormGroup>
            )}
          </div>
          <Checkbox checked={available} label={t("items.available")} onChange={() => setAvailable(!available)} />
          <PicturesField
            id="shop-item-pictures"
            label={t("items.pictures")}
            hint={t("items.picturesHint", { max: shopLimits.maxPics })}
            kept={kept}
            onKeptChange={setKept}
            uploads={uploads}
          />
          {item ? (
            <FormGroup
              label={t("items.restock")}
              labelFor="shop-item-restock"
              helperText={t("items.stock", { rest: item.rest, amount: item.amount, sold: item.sold })}
            >
              <div className="shop-restock">
                <NumericInput
                  id="shop-item-restock"
                  aria-label={t("items.restockAmount")}
                  min={1}
                  max={shopLimits.maxAmount}
                  value={restock}
                  onValueChange={(value) => setRestock(Number.isFinite(value) ? Math.floor(value) : 0)}
                />
                <Button icon="plus" disabled={saving || restock < 1} onClick={() => void addStock()}>
                  {t("items.restockGo")}
                </Button>
              </div>
            </FormGroup>
          ) : null}
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={`${Classes.DIALOG_FOOTER_ACTIONS} shop-editor-actions`}>
            {item ? (
              <Button
                intent="danger"
                variant="minimal"
                icon="trash"
                disabled={saving}
                onClick={() => setRemoving(true)}
              >
                {t("items.remove")}
              </Button>
            ) : null}
            <Button onClick={onClose}>{t("ui:common.cancel")}</Button>
            <Button type="submit" intent="primary" loading={saving} disabled={uploads.uploading}>
              {item ? t("items.save") : t("items.create")}
            </Button>
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={removing}
        text={item ? t("items.removeConfirm", { name: item.name }) : ""}
        confirmText={t("items.remove")}
        onConfirm={() => {
          setRemoving(false);
          void remove();
        }}
        onClose={() => setRemoving(false)}
      />
    </Dialog>
  );
}
