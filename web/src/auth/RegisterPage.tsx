import { useTranslation } from "react-i18next";
import { BackToLogin } from "./PublicLinks";

/**
 * /register/: POST /api/register is an administrator's call (packages/functions/src/routes/auth.ts),
 * so there is no self-registration; the page explains how an account is obtained.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("auth.register.title")}</h1>
      <p className="public-hint">{t("auth.register.text")}</p>
      <BackToLogin />
    </>
  );
}
