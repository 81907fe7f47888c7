import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { Spinner } from "@blueprintjs/core";
import { BackToLogin } from "./PublicLinks";

// Its own chunk with its texts: only an invitation's link loads it.
const InvitationPage = lazy(() =>
  Promise.all([import("./invitation/InvitationPage"), import("./invitation/i18n")]).then(([module]) => ({
    default: module.InvitationPage,
  })),
);

/**
 * /register/: with an invitation's token (`/register/{token}` as mailed, or `?token=`) the person
 * completes their invitation; without one, there is no self-registration (POST /api/register is an
 * administrator's call) and the page explains how an account is obtained.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { token: inPath } = useParams();
  const [query] = useSearchParams();
  const token = inPath ?? query.get("token");
  if (token)
    return (
      <Suspense fallback={<Spinner size={32} />}>
        <InvitationPage token={token} />
      </Suspense>
    );
  return (
    <>
      <h1>{t("auth.register.title")}</h1>
      <p className="public-hint">{t("auth.register.text")}</p>
      <BackToLogin />
    </>
  );
}
