import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { paths } from "../app/paths";

/** Links under a login form: password recovery and how to get an account. */
export function LoginLinks() {
  const { t } = useTranslation();
  return (
    <nav className="public-links">
      <Link to={paths.forgotPassword}>{t("auth.login.forgot")}</Link>
      <Link to={paths.register}>{t("auth.login.register")}</Link>
    </nav>
  );
}

/** The way back from the other public screens. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <nav className="public-links">
      <Link to={paths.login}>{t("auth.backToLogin")}</Link>
    </nav>
  );
}
