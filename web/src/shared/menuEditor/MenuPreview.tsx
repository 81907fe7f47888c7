import { Icon } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import { useId, useState, type CSSProperties } from "react";
import { isLanguage, type Language } from "../../i18n/languages";
import { useMenuTranslation } from "../../shell/menu/i18n";
import { menuItems, type MenuKey } from "../../shell/menu/menuItems";
import type { MenuDraftEntry } from "./menuDraft";
import { PreviewLanguage } from "./PreviewLanguage";
import { draftEntryName, shownMenuEntries } from "./menuNames";

/**
 * The menu as the draft would show it, in a language of choice: entries shown and of active
 * features, each with the company's name in that language or the product's.
 */
export function MenuPreview({
  entries,
  features,
  colors,
  productName,
}: {
  entries: readonly MenuDraftEntry[];
  features: ClientView["features"];
  colors?: { sidePanel?: string; sidePanelText?: string };
  productName: (key: MenuKey, language: Language) => string;
}) {
  const { t, i18n } = useMenuTranslation();
  const titleId = useId();
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.language) ? i18n.language : "en");
  const shown = shownMenuEntries(entries, features);
  const style: CSSProperties = {
    ...(colors?.sidePanel ? { background: colors.sidePanel } : {}),
    ...(colors?.sidePanelText ? { color: colors.sidePanelText } : {}),
  };
  return (
    <aside className="menu-preview" aria-labelledby={titleId}>
      <div className="menu-preview-head">
        <h3 id={titleId}>{t("editor.preview")}</h3>
        <PreviewLanguage label={t("editor.previewLanguage")} value={language} onChange={setLanguage} />
      </div>
      <div className="menu-preview-panel" style={style} lang={language === "ua" ? "uk" : language}>
        {shown.length ? (
          <ul className="menu-preview-list">
            {shown.map((entry) => (
              <li key={entry.key}>
                <Icon icon={menuItems[entry.key].icon} />
                <span>{draftEntryName(entry, language, productName)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="menu-preview-empty">{t("editor.previewEmpty")}</p>
        )}
      </div>
      <p className="menu-editor-note">{t("editor.previewHint")}</p>
    </aside>
  );
}
