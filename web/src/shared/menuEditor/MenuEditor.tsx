import { Button, Icon, InputGroup, Switch, Tag } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import { adminLimits } from "@intranet/contracts/admin";
import { useState } from "react";
import { isLanguage, languages, type Language } from "../../i18n/languages";
import { useMenuTranslation } from "../../shell/menu/i18n";
import { menuItems, type MenuKey } from "../../shell/menu/menuItems";
import { featureActive, menuEntryHideable } from "../../shell/menu/visibleMenu";
import { SortableList } from "../../ui/SortableList";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { productMenuDraft, type MenuDraft, type MenuDraftEntry } from "./menuDraft";
import { MenuPreview } from "./MenuPreview";
import { useProductMenuName } from "./menuNames";
import "./menuEditor.css";

const nameLabel = { en: "editor.nameEn", ru: "editor.nameRu", ua: "editor.nameUa" } as const;

interface MenuEditorProps {
  value: MenuDraft;
  onChange: (draft: MenuDraft) => void;
  /** The company's features: an entry of a switched-off one is marked, and left out of the preview. */
  features: ClientView["features"];
  /** The side panel's colours for the preview (the company's design, or the design being edited). */
  colors?: { sidePanel?: string; sidePanelText?: string };
  /** False when the screen shows its own preview (the client's design tab): the list takes the width. */
  preview?: boolean;
}

/**
 * The company's menu for every employee (product-spec §2 Menu keys): each entry's name in en, ru and
 * ua (empty = the product's name in that language, shown as the placeholder), the order (drag the
 * handle with a mouse, a finger or the keyboard — space, arrows, space — or the up and down
 * buttons), and a switch that hides an entry from everyone's menu; a live preview beside it.
 * Controlled: the screen that shows it saves (the cabinet's interface tab, the client's design tab).
 */
export function MenuEditor({ value, onChange, features, colors, preview = true }: MenuEditorProps) {
  const { t, i18n } = useMenuTranslation();
  const nameIn = useProductMenuName();
  const reader: Language = isLanguage(i18n.language) ? i18n.language : "en";
  const productName = (key: MenuKey, language: Language = reader) => nameIn(key, language);
  const [announcement, setAnnouncement] = useState("");
  const setEntries = (entries: MenuDraftEntry[]) => onChange({ ...value, entries });
  const patch = (key: MenuKey, change: Partial<MenuDraftEntry>) =>
    setEntries(value.entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  const move = (index: number, by: -1 | 1) => {
    const entries = [...value.entries];
    const [moved] = entries.splice(index, 1);
    entries.splice(index + by, 0, moved!);
    setEntries(entries);
    setAnnouncement(t("editor.moved", { name: productName(moved!.key), place: index + by + 1, count: entries.length }));
  };
  const last = value.entries.length - 1;

  return (
    <div className={preview ? "menu-editor" : "menu-editor menu-editor-alone"}>
      <div className="menu-editor-main">
        <p className="menu-editor-hint">{t("editor.hint")}</p>
        <SortableList
          items={value.entries}
          keyOf={(entry) => entry.key}
          onReorder={setEntries}
          label={t("editor.entries")}
          className="menu-editor-list"
          handleLabel={(index) => t("editor.drag", { name: productName(value.entries[index]!.key) })}
          renderItem={(entry, index, handle) => {
            const name = productName(entry.key);
            const off = !featureActive({ features }, menuItems[entry.key].feature);
            const hideable = menuEntryHideable(entry.key);
            return (
              <div className={entry.hidden ? "menu-editor-row menu-editor-row-hidden" : "menu-editor-row"}>
                <div className="menu-editor-title">
                  {handle}
                  <Icon icon={menuItems[entry.key].icon} className="menu-editor-icon" />
                  <span className="menu-editor-name">{name}</span>
                  {off ? <Tag minimal>{t("editor.featureOff")}</Tag> : null}
                  {entry.hidden ? (
                    <Tag minimal intent="warning">
                      {t("editor.hidden")}
                    </Tag>
                  ) : null}
                </div>
                <div className="menu-editor-tools">
                  <Button
                    variant="minimal"
                    size="small"
                    icon="arrow-up"
                    aria-label={t("editor.moveUp", { name })}
                    title={t("editor.moveUp", { name })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <Button
                    variant="minimal"
                    size="small"
                    icon="arrow-down"
                    aria-label={t("editor.moveDown", { name })}
                    title={t("editor.moveDown", { name })}
                    disabled={index === last}
                    onClick={() => move(index, 1)}
                  />
                  {hideable ? (
                    <Switch
                      className="menu-editor-shown"
                      checked={!entry.hidden}
                      labelElement={<span className="menu-editor-shown-text">{t("editor.shown")}</span>}
                      aria-label={t("editor.shownLabel", { name })}
                      onChange={(event) => patch(entry.key, { hidden: !event.currentTarget.checked })}
                    />
                  ) : null}
                </div>
                {off || !hideable ? (
                  <p className="menu-editor-note menu-editor-row-note">
                    {off ? t("editor.featureOffHint") : t("editor.adminsOnly")}
                  </p>
                ) : null}
                <div className="menu-editor-names">
                  {languages.map((language) => (
                    <label key={language} className="menu-editor-lang">
                      <span className="menu-editor-lang-code" aria-hidden>
                        {language.toUpperCase()}
                      </span>
                      <InputGroup
                        fill
                        value={entry.names[language]}
                        placeholder={productName(entry.key, language)}
                        maxLength={adminLimits.menuNameMaxChars}
                        aria-label={t(nameLabel[language], { name })}
                        onValueChange={(text) => patch(entry.key, { names: { ...entry.names, [language]: text } })}
                      />
                    </label>
                  ))}
                </div>
              </div>
            );
          }}
        />
        <VisuallyHidden>
          <span aria-live="polite">{announcement}</span>
        </VisuallyHidden>
        <div>
          <Button
            icon="reset"
            variant="outlined"
            text={t("editor.reset")}
            title={t("editor.resetHint")}
            onClick={() => onChange(productMenuDraft(value))}
          />
          <p className="menu-editor-note">{t("editor.resetHint")}</p>
        </div>
      </div>
      {preview ? (
        <MenuPreview entries={value.entries} features={features} colors={colors} productName={productName} />
      ) : null}
    </div>
  );
}
