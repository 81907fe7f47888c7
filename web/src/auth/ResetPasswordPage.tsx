import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { paths } from "../app/paths";
import { FormAlert } from "../forms/FormAlert";
import { NewPasswordForm } from "./NewPasswordForm";
import { BackToLogin } from "./PublicLinks";

/**
 * /reset-password/{token}: a new password entered twice, equal, at least 6 characters
 * (POST /api/reset_password/{token}). Needs no session (the route guard's exception). Invitation
 * links of older mails point here too and keep working.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const [done, setDone] = useState(false);
  return (
    <>
      <h1>{t("auth.reset.title")}</h1>
      {done ? (
        <PasswordSet text={t("auth.reset.done")} />
      ) : (
        <>
          <NewPasswordForm token={token} title={t("auth.reset.title")} onDone={() => setDone(true)} />
          <BackToLogin />
        </>
      )}
    </>
  );
}

/** After the password is set: the way to sign in with it. */
export function PasswordSet({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert intent="success">{text}</FormAlert>
      <Link to={paths.login} className="bp6-button bp6-intent-primary bp6-large bp6-fill">
        <span className="bp6-button-text">{t("auth.toLogin")}</span>
      </Link>
    </>
  );
}
