import type { LoginResult } from "@intranet/contracts";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { authApi } from "../api/auth";
import { PageLoader } from "../app/PageLoader";
import { FormAlert } from "../forms/FormAlert";
import { errorText } from "../i18n/errorText";
import { BackToLogin } from "./PublicLinks";
import { finishCompanySignIn, isCompanySignInReturn } from "./sso/companySignIn";
import { useSsoTranslation } from "./sso/i18n";
import { SsoRedirectError } from "./sso/redirectError";
import { useFinishLogin } from "./useFinishLogin";

/** The spec's flow: the provider's `?code=` exchanged on the server (POST /api/outlook/login). */
const outlookSignIn = async (code: string) => ({ result: await authApi.outlookLogin(code), workspace: undefined });

/**
 * /authorize: where the company's sign-in page sends the browser back. A return this tab started
 * (`?code=&state=` after "Company account") is finished by Amplify, which holds the PKCE verifier,
 * and its ID token becomes a session (POST /api/sso/session); any other `?code=` is the spec's
 * Outlook flow. Then as the password login; a refusal is said with the way back to /login/.
 */
export default function AuthorizePage() {
  const { t } = useSsoTranslation();
  const [search] = useSearchParams();
  const code = search.get("code");
  // Read once: finishing clears the mark, the page keeps knowing which flow it runs.
  const [companyReturn] = useState(() => isCompanySignInReturn(search));
  const finishLogin = useFinishLogin();
  const [failure, setFailure] = useState<unknown>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || (!code && !companyReturn)) return;
    started.current = true;
    const signIn: Promise<{ result: LoginResult; workspace?: string }> = companyReturn
      ? finishCompanySignIn()
      : outlookSignIn(code ?? "");
    signIn.then(({ result, workspace }) => finishLogin(result, workspace), setFailure);
  }, [code, companyReturn, finishLogin]);

  const waiting = (code || companyReturn) && !failure;
  return (
    <>
      <h1>{t("ui:auth.authorize.title")}</h1>
      {!code && !companyReturn ? <FormAlert intent="danger">{t("ui:auth.authorize.noCode")}</FormAlert> : null}
      {failure ? (
        <FormAlert intent="danger">
          {failure instanceof SsoRedirectError ? t(`authorize.${failure.reason}`) : errorText(t, failure)}
        </FormAlert>
      ) : null}
      {waiting ? (
        <>
          {companyReturn ? <p className="bp6-text-muted">{t("authorize.finishing")}</p> : null}
          <PageLoader />
        </>
      ) : (
        <BackToLogin />
      )}
    </>
  );
}
