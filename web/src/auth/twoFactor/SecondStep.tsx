import type { EnrolledSignIn, LoginResult, TwoFactorSetup, TwoFactorStep } from "@intranet/contracts/auth";
import { useEffect, useState } from "react";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { Button } from "../../ui/bp/Button";
import { CodeForm } from "./CodeForm";
import { EnrolPanel } from "./EnrolPanel";
import { useTwoFactorTranslation } from "./i18n";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel";
import { twoFactorApi } from "./twoFactorApi";
import "./twoFactor.css";

interface SecondStepProps {
  step: TwoFactorStep;
  onSignedIn: (result: LoginResult) => void;
  onCancel: () => void;
}

/**
 * The sign-in's second step (its own chunk): a code from the authenticator or a recovery code; or,
 * when the account must first set two-factor up, the QR code, the first code, the recovery codes.
 */
export default function SecondStep({ step, onSignedIn, onCancel }: SecondStepProps) {
  const { t } = useTwoFactorTranslation();
  return (
    <>
      <h2>{t(step.twoFactor === "enrol" ? "enrol.title" : "step.title")}</h2>
      {step.twoFactor === "enrol" ? (
        <EnrolAtSignIn challenge={step.challenge} onSignedIn={onSignedIn} />
      ) : (
        <CodeAtSignIn challenge={step.challenge} onSignedIn={onSignedIn} />
      )}
      <div className="public-links">
        <Button minimal text={t("step.cancel")} onClick={onCancel} />
      </div>
    </>
  );
}

function CodeAtSignIn({ challenge, onSignedIn }: { challenge: string; onSignedIn: (result: LoginResult) => void }) {
  const { t } = useTwoFactorTranslation();
  const [recovery, setRecovery] = useState(false);
  return (
    <>
      <p className="public-hint bp6-text-muted">{t(recovery ? "step.recoveryHint" : "step.hint")}</p>
      <CodeForm
        label={t(recovery ? "step.recoveryCode" : "step.code")}
        submitText={t("step.submit")}
        recovery={recovery}
        onCode={async (code) => onSignedIn(await twoFactorApi.signIn(challenge, code))}
      />
      <div className="public-links">
        <Button
          minimal
          text={t(recovery ? "step.useApp" : "step.useRecovery")}
          onClick={() => setRecovery(!recovery)}
        />
      </div>
    </>
  );
}

function EnrolAtSignIn({ challenge, onSignedIn }: { challenge: string; onSignedIn: (result: LoginResult) => void }) {
  const { t } = useTwoFactorTranslation();
  const [setup, setSetup] = useState<TwoFactorSetup | { error: unknown }>();
  const [enrolled, setEnrolled] = useState<EnrolledSignIn>();
  useEffect(() => {
    twoFactorApi.setupAtSignIn(challenge).then(setSetup, (error: unknown) => setSetup({ error }));
  }, [challenge]);
  if (enrolled) return <RecoveryCodesPanel codes={enrolled.recoveryCodes} onDone={() => onSignedIn(enrolled)} />;
  if (!setup) return null;
  if ("error" in setup) return <FormAlert intent="danger">{errorText(t, setup.error)}</FormAlert>;
  return (
    <>
      <p className="public-hint bp6-text-muted">{t("enrol.required")}</p>
      <EnrolPanel setup={setup} />
      <CodeForm
        label={t("step.code")}
        submitText={t("enrol.submit")}
        onCode={async (code) => {
          const result = await twoFactorApi.signIn(challenge, code);
          if ("recoveryCodes" in result) setEnrolled(result);
          else onSignedIn(result);
        }}
      />
    </>
  );
}
