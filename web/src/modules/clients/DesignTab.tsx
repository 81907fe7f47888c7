import { Button, InputGroup } from "@blueprintjs/core";
import type { ClientDesign, ClientView } from "@intranet/contracts";
import { useState } from "react";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { useMenuTranslation } from "../../shell/menu/i18n";
import { menuKeys } from "../../shell/menu/menuItems";
import { ImageUpload } from "./ImageUpload";
import { useUpdateClient } from "./useUpdateClient";
import { useClientsTranslation } from "./i18n";

const images = ["logo", "header", "sidePanel"] as const;
const colors = ["primary", "header", "headerText", "sidePanel", "sidePanelText"] as const;
/** The longest custom menu name (`clientDesignSchema.menuNames`). */
const menuNameMax = 40;

/** Custom menu names trimmed; an empty one is dropped, so the menu shows the localised default. */
function cleanMenuNames(names: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names ?? {})
      .map(([key, name]) => [key, name.trim().slice(0, menuNameMax)] as const)
      .filter(([, name]) => name !== ""),
  );
}

/** The design tab: images, colors, font, menu names and menu order (PUT /api/clients/{id} { design }). */
export function DesignTab({ client }: { client: ClientView }) {
  const { t } = useClientsTranslation();
  const { t: menuT } = useMenuTranslation();
  const update = useUpdateClient(client._id);
  const [design, setDesign] = useState<ClientDesign>(client.design);
  const [result, setResult] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const [menuOrder, setMenuOrder] = useState((client.design.menuOrder ?? []).join(", "));
  const set = (patch: Partial<ClientDesign>) => {
    setDesign({ ...design, ...patch });
    setResult(null);
  };
  const save = async () => {
    setBusy(true);
    try {
      await update({ design: { ...design, menuNames: cleanMenuNames(design.menuNames) } });
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
      <fieldset className="rights-editor">
        <legend>{t("design.menuNames")}</legend>
        <p className="bp6-text-muted">{t("design.menuNamesHint")}</p>
        <div className="rights-grid">
          {menuKeys.map((key) => (
            <label key={key} className="bp6-label">
              {key}
              <InputGroup
                name={`menuNames.${key}`}
                value={design.menuNames?.[key] ?? ""}
                placeholder={menuT(`items.${key}`)}
                maxLength={menuNameMax}
                onValueChange={(name) => set({ menuNames: { ...design.menuNames, [key]: name } })}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <label className="bp6-label">
        {t("design.menuOrder")}
        <InputGroup
          value={menuOrder}
          onValueChange={(text) => {
            setMenuOrder(text);
            set({
              menuOrder: text
                .split(",")
                .map((key) => key.trim())
                .filter(Boolean),
            });
          }}
        />
      </label>
      <div>
        <Button intent="primary" loading={busy} text={t("ui:common.save")} onClick={() => void save()} />
      </div>
    </section>
  );
}
