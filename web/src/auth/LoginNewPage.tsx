import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { LoginForm } from "./LoginForm";
import { LoginLinks } from "./PublicLinks";
import CompanyAccountForm from "./sso/CompanyAccountForm";
import { useSsoTranslation } from "./sso/i18n";
import "./sso/sso.css";

/**
 * /login_new/: the company sign-in page. First the company account (domain capture: the work
 * e-mail leads to the company's provider, issue 41), then the workspace login (POST /api/loginPage),
 * whose workspace comes from `?ws=` (a company's own link), the last one used on this device, or the user.
 */
export default function LoginNewPage() {
  const { t } = useTranslation();
  const { t: ssoT } = useSsoTranslation();
  const [search] = useSearchParams();
  return (
    <>
      <h1>{t("auth.loginNew.title")}</h1>
      <CompanyAccountForm autoFocus={search.has("company")} />
      <p className="sso-divider bp6-text-muted">{ssoT("entry.orPassword")}</p>
      <p className="public-hint bp6-text-muted">{t("auth.loginNew.hint")}</p>
      <LoginForm withWorkspace initialWorkspace={search.get("ws") ?? undefined} />
      <LoginLinks />
    </>
  );
}
