import { Button } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import { useState } from "react";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { MenuEditor } from "../../../shared/menuEditor/MenuEditor";
import { menuDesignOf, menuDraftOf, newlyHidden, sameMenu, type MenuDraft } from "../../../shared/menuEditor/menuDraft";
import { useMenuDefaultNames } from "../../../shell/menu/defaultNames";
import { useMenuTranslation } from "../../../shell/menu/i18n";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { cabinetApi } from "../cabinetApi";
import { useEmployeesTranslation } from "../i18n";
import { useClientSaved } from "../useClientSaved";

/**
 * The cabinet's "interface" tab (PUT /api/clients/{id}/interface): the company's menu for every
 * employee, in the shared menu editor. Hiding entries asks first; the shell's menu follows the save.
 */
export function InterfaceTab({ client }: { client: ClientView }) {
  const { t } = useEmployeesTranslation();
  const { t: menuT, i18n } = useMenuTranslation();
  const defaults = useMenuDefaultNames();
  const saved = useClientSaved();
  const [initial, setInitial] = useState(() => menuDraftOf(client.design));
  const [draft, setDraft] = useState<MenuDraft>(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const changed = !sameMenu(initial, draft);
  const hiding = newlyHidden(initial, draft);

  const save = async () => {
    setConfirming(false);
    setBusy(true);
    setFailure(null);
    try {
      const answer = await cabinetApi.putInterface(client._id, menuDesignOf(draft));
      const next = menuDraftOf(answer.design);
      setInitial(next);
      setDraft(next);
      await saved(answer);
      void showToast(t("ui:common.saved"));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const language = i18n.language === "ru" || i18n.language === "ua" ? i18n.language : "en";
  const names = hiding.map((key) => defaults?.[language][key] ?? menuT(`items.${key}`)).join(", ");

  return (
    <section className="cabinet-tab" aria-label={t("tabs.interface")}>
      <h2 className="cabinet-subtitle">{menuT("editor.title")}</h2>
      {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
      <MenuEditor value={draft} onChange={setDraft} features={client.features} colors={client.design.colors} />
      <div className="cabinet-actions cabinet-actions-sticky">
        <Button
          intent="primary"
          loading={busy}
          disabled={!changed}
          text={t("ui:common.save")}
          onClick={() => (hiding.length ? setConfirming(true) : void save())}
        />
        {changed ? (
          <>
            <Button variant="minimal" text={menuT("editor.discard")} onClick={() => setDraft(initial)} />
            <span className="cabinet-note" role="status">
              {menuT("editor.unsaved")}
            </span>
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        intent="warning"
        text={menuT("editor.confirmHide", { names })}
        confirmText={menuT("editor.confirmHideButton")}
        onConfirm={() => void save()}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
