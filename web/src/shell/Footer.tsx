import { useTranslation } from "react-i18next";
import { useEnv } from "../app/EnvContext";

/** The page footer on wider screens: the vendor's mark and name. */
export function Footer() {
  const { t } = useTranslation();
  const { variant } = useEnv();
  return (
    <footer className="shell-footer">
      <img src={variant.systemAvatar} alt="" width={20} height={20} />
      <span>{t("shell.copyright", { year: new Date().getFullYear(), title: t(variant.titleKey) })}</span>
    </footer>
  );
}
