import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/bp/Button";
import { ButtonSpinner } from "../../ui/bp/ButtonSpinner";
import "./sso.css";

// Its own chunk: the login route's first load carries this button only; Amplify loads on "Continue".
const CompanyAccountForm = lazy(() => import("./CompanyAccountForm"));

/** Under /login/'s form: "Sign in with your company account", opening the company-account form in place. */
export function SsoEntry() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <div className="sso-entry">
        <Suspense fallback={<ButtonSpinner />}>
          <CompanyAccountForm autoFocus />
        </Suspense>
      </div>
    );
  return (
    <div className="sso-entry public-actions">
      <Button fill icon="office" text={t("auth.login.companyAccount")} onClick={() => setOpen(true)} />
    </div>
  );
}
