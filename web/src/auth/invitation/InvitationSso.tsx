import { useEffect, useState } from "react";
import { ssoApi } from "../../api/sso";
import { SsoEntry } from "../sso/SsoEntry";

/**
 * The invitation's SSO slot: when the invitee's company signs in with a company account (domain
 * capture, POST /api/sso/discover), the SSO entry of the login page is offered above the password
 * form; otherwise nothing. Amplify still loads only when the person chooses it.
 */
export function InvitationSso({ email }: { email: string }) {
  const [sso, setSso] = useState(false);
  useEffect(() => {
    let current = true;
    // No answer (a failure, a limit) offers the password only: the form below always works.
    ssoApi.discover(email).then(
      (answer) => current && setSso(Boolean(answer.sso)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [email]);
  if (!sso) return null;
  return <SsoEntry />;
}
