import { Button, InputGroup } from "@blueprintjs/core";
import { designImageKinds, type ClientDesign, type ClientView } from "@intranet/contracts/clients";
import { useId, useState } from "react";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { MenuEditor } from "../../shared/menuEditor/MenuEditor";
import { menuDesignOf, menuDraftOf, sameMenu, type MenuDraft } from "../../shared/menuEditor/menuDraft";
import { tenantColorKeys, type TenantColorKey } from "../../shell/tenantPalette";
import { showToast } from "../../ui/toast";
import { ColorField } from "./ColorField";
import { ContrastWarning } from "./ContrastWarning";
import { contrastIssues, contrastPairs } from "./contrast";
import { DesignPreview } from "./DesignPreview";
import { ImageUpload } from "./ImageUpload";
import { useUpdateClient } from "./useUpdateClient";
import { useClientsTranslation } from "./i18n";
import "./design.css";

/** The design's own fields (the menu's are the menu editor's draft). */
type Look = Omit<ClientDesign, "menuNames" | "menuOrder" | "menuHidden">;

const lookOf = ({ logo, header, sidePanel, colors, font }: ClientDesign): Look => ({
  logo,
  header,
  sidePanel,
  colors,
  font,
});
const sameLook = (a: Look, b: Look) =>
  designImageKinds.every((kind) => (a[kind] ?? "") === (b[kind] ?? "")) &&
  (a.font ?? "").trim() === (b.font ?? "").trim() &&
  tenantColorKeys.every((key) => (a.colors?.[key] ?? "") === (b.colors?.[key] ?? ""));

/**
 * The design tab (PUT /api/clients/{id} { design }): logo, header and side panel pictures, colours
 * with a contrast check, the font, and the company's menu (names per language, order, hidden
 * entries) in the same editor as the company admins' interface tab; beside them a live preview of
 * the portal as the draft would show it. Saving applies it: the company's employees get it on their
 * next page load.
 */
export function DesignTab({ client }: { client: ClientView }) {
  const { t } = useClientsTranslation();
  const update = useUpdateClient(client._id);
  const warningId = useId();
  const [saved, setSaved] = useState(() => ({ look: lookOf(client.design), menu: menuDraftOf(client.design) }));
  const [look, setLook] = useState<Look>(saved.look);
  const [menu, setMenu] = useState<MenuDraft>(saved.menu);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const changed = !sameLook(saved.look, look) || !sameMenu(saved.menu, menu);
  // Functional updates: a picture's upload ends after other edits were made meanwhile.
  const change = (next: (current: Look) => Look) => {
    setLook(next);
    setFailure(null);
  };
  const set = (patch: Partial<Look>) => change((current) => ({ ...current, ...patch }));
  const setColor = (key: TenantColorKey, value: string | undefined) =>
    change((current) => {
      const colors = { ...current.colors };
      if (value) colors[key] = value;
      else delete colors[key];
      return { ...current, colors };
    });
  const issues = contrastIssues(look.colors);
  const named = new Set(issues.flatMap(({ pair }) => Object.values(contrastPairs[pair])));
  const draft: ClientDesign = { ...client.design, ...look, ...menuDesignOf(menu) };

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await update({
        design: { ...look, font: look.font?.trim() ?? "", ...menuDesignOf(menu) },
      });
      const next = { look: lookOf(answer.design), menu: menuDraftOf(answer.design) };
      setSaved(next);
      setLook(next.look);
      setMenu(next.menu);
      void showToast(t("ui:common.saved"));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="cabinet-tab design-tab">
      <div className="design-look">
        {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
        <div className="design-images">
          {designImageKinds.map((kind) => (
            <ImageUpload
              key={kind}
              clientId={client._id}
              kind={kind}
              label={t(`design.${kind}`)}
              value={look[kind] ?? ""}
              onChange={(url) => set({ [kind]: url })}
            />
          ))}
        </div>
        <fieldset className="rights-editor design-colors">
          <legend>{t("design.colors")}</legend>
          <div className="design-color-grid">
            {tenantColorKeys.map((key) => (
              <ColorField
                key={key}
                name={key}
                value={look.colors?.[key] || undefined}
                onChange={(value) => setColor(key, value)}
                describedBy={named.has(key) ? warningId : undefined}
              />
            ))}
          </div>
          {issues.length ? <ContrastWarning id={warningId} issues={issues} /> : null}
        </fieldset>
        <label className="bp6-label design-font">
          {t("design.font")}
          <InputGroup
            value={look.font ?? ""}
            onValueChange={(font) => set({ font })}
            maxLength={100}
            aria-describedby={`${warningId}-font`}
          />
          <span id={`${warningId}-font`} className="design-note">
            {t("design.fontHint")}
          </span>
        </label>
      </div>
      <DesignPreview name={client.name} design={draft} entries={menu.entries} features={client.features} />
      <fieldset className="rights-editor design-menu">
        <legend>{t("design.menu")}</legend>
        <MenuEditor
          value={menu}
          onChange={(next) => {
            setMenu(next);
            setFailure(null);
          }}
          features={client.features}
          preview={false}
        />
      </fieldset>
      <div className="design-actions">
        <Button
          intent="primary"
          loading={busy}
          disabled={!changed}
          text={t("ui:common.save")}
          onClick={() => void save()}
        />
        {changed ? (
          <>
            <Button
              variant="minimal"
              text={t("design.discard")}
              onClick={() => {
                setLook(saved.look);
                setMenu(saved.menu);
                setFailure(null);
              }}
            />
            <span className="design-note" role="status">
              {t("design.unsaved")}
            </span>
          </>
        ) : null}
      </div>
    </section>
  );
}
