import { useTranslation } from "react-i18next";
import { Outlet } from "react-router-dom";
import { useEnv } from "../app/EnvContext";
import { currentLanguage, setLanguage } from "../i18n";
import { LanguagePicker } from "../ui/LanguagePicker";
import "./public.css";

/**
 * The frame of the public screens: the vendor's name and mark, the screen's card, the language switch.
 * The public screens use Blueprint's CSS API only (ui/bp), so the login route carries no Blueprint JS.
 */
export default function PublicLayout() {
  const { t } = useTranslation();
  const { variant } = useEnv();
  return (
    <div className="public-page">
      <div className="bp6-card bp6-elevation-2 public-card">
        <header className="public-brand">
          <img src={variant.systemAvatar} alt="" width={40} height={40} />
          <span>{t(variant.titleKey)}</span>
        </header>
        <Outlet />
      </div>
      <LanguagePicker value={currentLanguage()} onChange={(language) => void setLanguage(language)} />
    </div>
  );
}
