import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { authApi } from "../api/auth";
import { PageLoader } from "../app/PageLoader";
import { FormAlert } from "../forms/FormAlert";
import { errorText } from "../i18n/errorText";
import { BackToLogin } from "./PublicLinks";
import { useFinishLogin } from "./useFinishLogin";

/**
 * /authorize: the return address of an external identity provider (`?code=`), exchanged for a
 * session with POST /api/outlook/login. Without a code, or when the API refuses, says why.
 */
export default function AuthorizePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const code = search.get("code");
  const finishLogin = useFinishLogin();
  const [failure, setFailure] = useState<unknown>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    authApi.outlookLogin(code).then((result) => finishLogin(result), setFailure);
  }, [code, finishLogin]);

  return (
    <>
      <h1>{t("auth.authorize.title")}</h1>
      {!code ? <FormAlert intent="danger">{t("auth.authorize.noCode")}</FormAlert> : null}
      {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
      {code && !failure ? <PageLoader /> : <BackToLogin />}
    </>
  );
}
