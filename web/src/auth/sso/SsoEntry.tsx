import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { paths } from "../../app/paths";
import { SvgIcon } from "../../ui/bp/SvgIcon";
import "./sso.css";

/**
 * Under /login/'s form: "Sign in with your company account", a link to /login_new/ whose
 * company-account form is its own route chunk. A link, not a lazy form: the login route's first
 * load gains a few bytes instead of a chunk's preload map, and Amplify loads only on that form's "Continue".
 */
export function SsoEntry() {
  const { t } = useTranslation();
  return (
    <div className="sso-entry public-actions">
      <Link className="bp6-button bp6-fill" to={`${paths.loginNew}?company`}>
        <SvgIcon name="office" />
        <span className="bp6-button-text">{t("auth.login.companyAccount")}</span>
      </Link>
    </div>
  );
}
