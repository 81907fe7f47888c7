import { Button, InputGroup } from "@blueprintjs/core";
import type { ClientDesign, ClientView } from "@intranet/contracts";
import { useState } from "react";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { MenuEditor } from "../../shared/menuEditor/MenuEditor";
import { menuDesignOf, menuDraftOf, type MenuDraft } from "../../shared/menuEditor/menuDraft";
import { ImageUpload } from "./ImageUpload";
import { useUpdateClient } from "./useUpdateClient";
import { useClientsTranslation } from "./i18n";

const images = ["logo", "header", "sidePanel"] as const;
const colors = ["primary", "header", "headerText", "sidePanel", "sidePanelText"] as const;

/**
 * The design tab: images, colors, font, and the company's menu (names per language, order, hidden
 * entries) in the same editor as the company admins' interface tab (PUT /api/clients/{id} { design }).
 */
export function DesignTab({ client }: { client: ClientView }) {
  const { t } = useClientsTranslation();
  const update = useUpdateClient(client._id);
  const [design, setDesign] = useState<ClientDesign>(client.design);
  const [result, setResult] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const [menu, setMenu] = useState<MenuDraft>(() => menuDraftOf(client.design));
  const set = (patch: Partial<ClientDesign>) => {
    setDesign({ ...design, ...patch });
    setResult(null);
  };
  const save = async () => {
    setBusy(true);
    try {
      await update({ design: { ...design, ...menuDesignOf(menu) } });
      setResult({ ok: true });
    } catch (error) {
      setResult({ ok: false, error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="cabinet-tab">
      {result?.ok ? <FormAlert intent="success">{t("ui:common.saved")}</FormAlert> : null}
      {result && !result.ok ? <FormAlert intent="danger">{errorText(t, result.error)}</FormAlert> : null}
      <div className="cabinet-form-grid">
        {images.map((key) => (
          <ImageUpload
            key={key}
            label={t(`design.${key}`)}
            value={design[key] ?? ""}
            onChange={(url) => set({ [key]: url })}
            onError={(error) => setResult({ ok: false, error })}
          />
        ))}
      </div>
      <fieldset className="rights-editor">
        <legend>{t("design.colors")}</legend>
        <div className="rights-grid">
          {colors.map((key) => (
            <label key={key} className="design-color">
              <input
                type="color"
                value={design.colors?.[key] ?? "#ffffff"}
                onChange={(event) => set({ colors: { ...design.colors, [key]: event.currentTarget.value } })}
              />{" "}
              {t(`design.color.${key}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="bp6-label">
        {t("design.font")}
        <InputGroup value={design.font ?? ""} onValueChange={(font) => set({ font })} maxLength={100} />
      </label>
      <fieldset className="rights-editor design-menu">
        <legend>{t("design.menu")}</legend>
        <MenuEditor
          value={menu}
          onChange={(next) => {
            setMenu(next);
            setResult(null);
          }}
          features={client.features}
          colors={design.colors}
        />
      </fieldset>
      <div>
        <Button intent="primary" loading={busy} text={t("ui:common.save")} onClick={() => void save()} />
      </div>
    </section>
  );
}
