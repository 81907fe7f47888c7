import { Spinner } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import type { InvitationView } from "@intranet/contracts/invitations";
import { Link } from "react-router-dom";
import { paths } from "../../app/paths";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { NewPasswordForm } from "../NewPasswordForm";
import { BackToLogin } from "../PublicLinks";
import { PasswordSet } from "../ResetPasswordPage";
import { InvitationSso } from "./InvitationSso";
import { useInvitationTranslation } from "./i18n";
import { invitationApi } from "./invitationApi";
import "./invitation.css";

/**
 * /register/{token}: whom the invitation is for (first name, company), then their password twice,
 * or their company's sign-in when it has SSO. An expired, used or replaced link says so and how to
 * get a new one (the admin resends; someone with a password recovers it).
 */
export function InvitationPage({ token }: { token: string }) {
  const { t } = useInvitationTranslation();
  const [done, setDone] = useState(false);
  // Public screens have no query client: one read, kept in state.
  const [invitation, setInvitation] = useState<{ data: InvitationView } | { error: unknown } | null>(null);
  useEffect(() => {
    let current = true;
    invitationApi.get(token).then(
      (data) => current && setInvitation({ data }),
      (error: unknown) => current && setInvitation({ error }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  if (!invitation) return <Spinner size={32} />;
  if ("error" in invitation)
    return (
      <>
        <h1>{t("invalidTitle")}</h1>
        <FormAlert intent="danger">{errorText(t, invitation.error)}</FormAlert>
        <p className="public-hint">{t("askAgain")}</p>
        <nav className="public-links">
          <Link to={paths.forgotPassword}>{t("recover")}</Link>
          <Link to={paths.login}>{t("ui:auth.toLogin")}</Link>
        </nav>
      </>
    );

  const { firstName, company, email } = invitation.data;
  return (
    <>
      <h1>{t("title", { name: firstName })}</h1>
      <p className="public-hint">{t("company", { company })}</p>
      <p className="public-hint bp6-text-muted invitation-account">{t("account", { email })}</p>
      {done ? (
        <PasswordSet text={t("done")} />
      ) : (
        <>
          <InvitationSso email={email} />
          <h2 className="invitation-step">{t("choosePassword")}</h2>
          <NewPasswordForm token={token} title={t("choosePassword")} onDone={() => setDone(true)} />
          <BackToLogin />
        </>
      )}
    </>
  );
}
