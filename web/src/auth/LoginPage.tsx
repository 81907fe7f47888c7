import { useTranslation } from "react-i18next";
import { LoginForm } from "./LoginForm";
import { LoginLinks } from "./PublicLinks";
import { SsoEntry } from "./sso/SsoEntry";

/** /login/: sign in with a login or email and a password (POST /api/login). */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("auth.login.title")}</h1>
      <LoginForm />
      <SsoEntry />
      <LoginLinks />
    </>
  );
}
