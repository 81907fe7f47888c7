import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { LoginForm } from "./LoginForm";
import { LoginLinks } from "./PublicLinks";

/**
 * /login_new/: the workspace login page (POST /api/loginPage). The workspace comes from `?ws=`
 * (a company's own link), the last one used on this device, or the user.
 */
export default function LoginNewPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <>
      <h1>{t("auth.loginNew.title")}</h1>
      <p className="public-hint bp6-text-muted">{t("auth.loginNew.hint")}</p>
      <LoginForm withWorkspace initialWorkspace={search.get("ws") ?? undefined} />
      <LoginLinks />
    </>
  );
}
