import { Icon } from "@blueprintjs/core";
import type { ClientDesign, ClientView } from "@intranet/contracts";
import { useId, useState, type CSSProperties } from "react";
import { useEnv } from "../../app/EnvContext";
import { isLanguage, type Language } from "../../i18n/languages";
import type { MenuDraftEntry } from "../../shared/menuEditor/menuDraft";
import { draftEntryName, shownMenuEntries, useProductMenuName } from "../../shared/menuEditor/menuNames";
import { PreviewLanguage } from "../../shared/menuEditor/PreviewLanguage";
import { menuItems } from "../../shell/menu/menuItems";
import { tenantPalette, type ThemeName } from "../../shell/tenantPalette";
import { tenantPreviewStyle } from "../../shell/tenantStyle";
import { SegmentedControl } from "../../ui/bp/SegmentedControl";
import { useClientsTranslation } from "./i18n";

interface DesignPreviewProps {
  name: string;
  /** The design being edited (not saved yet). */
  design: ClientDesign;
  entries: readonly MenuDraftEntry[];
  features: ClientView["features"];
}

/**
 * A miniature of the company's portal as the draft would show it (product-spec §3 Client): the
 * header with its picture, colours and the logo, the side panel with its picture, colours and the
 * menu in the chosen names and order (the first entry opened, in the primary colour), and a card
 * in the company's font with a button and a link in the primary colour. In either theme, the menu
 * in any language. It takes the shell's own variables (tenantStyle.ts, tenantPalette.ts), so what
 * it shows is what employees get once the design is saved. Nothing in it is a control.
 */
export function DesignPreview({ name, design, entries, features }: DesignPreviewProps) {
  const { t, i18n } = useClientsTranslation();
  const { variant } = useEnv();
  const titleId = useId();
  const productName = useProductMenuName();
  const [theme, setTheme] = useState<ThemeName>(() =>
    document.body.classList.contains("bp6-dark") ? "dark" : "light",
  );
  // The menu in the reader's language until another is chosen.
  const [chosenLanguage, setLanguage] = useState<Language | null>(null);
  const language = chosenLanguage ?? (isLanguage(i18n.language) ? i18n.language : "en");
  const palette = tenantPalette(design.colors, theme);
  const style = {
    ...tenantPreviewStyle(design),
    "--mini-primary": palette.primary,
    "--mini-header-bg": palette.header,
    "--mini-header-fg": palette.headerText,
    "--mini-side-bg": palette.sidePanel,
    "--mini-side-fg": palette.sidePanelText,
  } as CSSProperties;
  const shown = shownMenuEntries(entries, features);

  return (
    <aside className="design-preview" aria-labelledby={titleId}>
      <div className="design-preview-head">
        <h3 id={titleId}>{t("design.preview.title")}</h3>
        <div className="design-preview-switches">
          <SegmentedControl
            label={t("design.preview.theme")}
            value={theme}
            onChange={setTheme}
            options={(["light", "dark"] as const).map((value) => ({ value, label: t(`design.preview.${value}`) }))}
          />
          <PreviewLanguage label={t("design.preview.language")} value={language} onChange={setLanguage} />
        </div>
      </div>
      <div
        className={`design-mini design-mini-${theme}`}
        style={style}
        role="img"
        aria-label={t("design.preview.label")}
        data-testid="design-mini"
      >
        <div className="design-mini-header">
          <img className="design-mini-logo" src={design.logo || variant.systemAvatar} alt="" />
          <span className="design-mini-name">{name}</span>
          <span className="design-mini-actions" aria-hidden>
            <Icon icon="notifications" size={12} />
            <span className="design-mini-avatar" />
          </span>
        </div>
        <div className="design-mini-body">
          <ul className="design-mini-side" lang={language === "ua" ? "uk" : language}>
            {shown.length ? (
              shown.map((entry, index) => (
                <li key={entry.key} className={index === 0 ? "design-mini-opened" : undefined}>
                  <Icon icon={menuItems[entry.key].icon} size={12} />
                  <span>{draftEntryName(entry, language, productName)}</span>
                </li>
              ))
            ) : (
              <li>{t("design.preview.empty")}</li>
            )}
          </ul>
          <div className="design-mini-main">
            <div className="design-mini-card">
              <strong className="design-mini-title">{t("design.preview.cardTitle")}</strong>
              <span className="design-mini-text">{t("design.preview.cardText")}</span>
              <span className="design-mini-row">
                <span className="design-mini-button">{t("design.preview.button")}</span>
                <span className="design-mini-link">{t("design.preview.link")}</span>
              </span>
            </div>
          </div>
        </div>
      </div>
      <p className="design-note">{t("design.preview.hint")}</p>
    </aside>
  );
}
