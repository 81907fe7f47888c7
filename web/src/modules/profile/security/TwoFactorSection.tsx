import type { RecoveryCodes, TwoFactorProof, TwoFactorSetup, TwoFactorStatus } from "@intranet/contracts/auth";
import { useCallback, useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { CodeForm } from "../../../auth/twoFactor/CodeForm";
import { EnrolPanel } from "../../../auth/twoFactor/EnrolPanel";
import { useTwoFactorTranslation } from "../../../auth/twoFactor/i18n";
import { RecoveryCodesPanel } from "../../../auth/twoFactor/RecoveryCodesPanel";
import { twoFactorApi } from "../../../auth/twoFactor/twoFactorApi";
import "../../../auth/twoFactor/twoFactor.css";
import { FormAlert } from "../../../forms/FormAlert";
import { PasswordField } from "../../../forms/PasswordField";
import { TextField } from "../../../forms/TextField";
import { errorText } from "../../../i18n/errorText";
import { Button } from "../../../ui/bp/Button";

/** What the section shows besides the status: enrolling, a proof for turning off or renewing, new codes. */
type Mode = { setup: TwoFactorSetup } | { proving: "disable" | "regenerate" } | RecoveryCodes | null;

/** One's own two-factor authentication (Security tab): status, turn on with a QR code, turn off, new recovery codes. */
export function TwoFactorSection() {
  const { t } = useTwoFactorTranslation();
  const [status, setStatus] = useState<TwoFactorStatus | { error: unknown }>();
  const [mode, setMode] = useState<Mode>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const reload = useCallback(() => {
    twoFactorApi.status().then(setStatus, (error: unknown) => setStatus({ error }));
  }, []);
  useEffect(reload, [reload]);

  const act = (run: () => Promise<void>) => () => {
    setFailure(null);
    run().catch(setFailure);
  };
  const done = () => {
    setMode(null);
    reload();
  };

  let body = null;
  if (!status) body = null;
  else if ("error" in status) body = <FormAlert intent="danger">{errorText(t, status.error)}</FormAlert>;
  else if (mode && "recoveryCodes" in mode) body = <RecoveryCodesPanel codes={mode.recoveryCodes} onDone={done} />;
  else if (mode && "setup" in mode)
    body = (
      <>
        <EnrolPanel setup={mode.setup} />
        <CodeForm
          label={t("step.code")}
          submitText={t("enrol.submit")}
          onCode={async (code) => setMode(await twoFactorApi.confirm(code))}
        />
      </>
    );
  else if (mode && "proving" in mode)
    body = (
      <ProofForm
        submitText={t(mode.proving === "disable" ? "section.confirmDisable" : "section.confirmRegenerate")}
        onCancel={() => setMode(null)}
        onProof={async (proof) => {
          if (mode.proving === "regenerate") setMode(await twoFactorApi.recoveryCodes(proof));
          else {
            await twoFactorApi.disable(proof);
            done();
          }
        }}
      />
    );
  else
    body = (
      <>
        <p>{t(status.enabled ? "section.on" : "section.off")}</p>
        {status.enabled ? <p>{t("section.codesLeft", { count: status.recoveryCodesLeft })}</p> : null}
        {status.required ? <p className="bp6-text-muted">{t("section.required")}</p> : null}
        <div className="two-factor-actions">
          {status.enabled ? (
            <>
              <Button
                icon="refresh"
                text={t("section.regenerate")}
                onClick={() => setMode({ proving: "regenerate" })}
              />
              {status.required ? null : (
                <Button intent="danger" text={t("section.disable")} onClick={() => setMode({ proving: "disable" })} />
              )}
            </>
          ) : (
            <Button
              intent="primary"
              icon="lock"
              text={t("section.enable")}
              onClick={act(async () => setMode({ setup: await twoFactorApi.setup() }))}
            />
          )}
        </div>
      </>
    );

  return (
    <section className="two-factor-section" aria-labelledby="two-factor-title">
      <h3 id="two-factor-title">{t("section.title")}</h3>
      {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
      {body}
    </section>
  );
}

/** A current code (or a recovery code) or the password: what turning off or renewing needs. */
function ProofForm(props: {
  submitText: string;
  onCancel: () => void;
  onProof: (proof: TwoFactorProof) => Promise<void>;
}) {
  const { t } = useTwoFactorTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<{ code: string; password: string }>({ defaultValues: { code: "", password: "" } });
  const submit = form.handleSubmit(async ({ code, password }) => {
    setFailure(null);
    try {
      await props.onProof(code.trim() ? { code: code.replace(/\s/g, "") } : { password });
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={props.submitText}>
        <p className="bp6-text-muted">{t("section.proofHint")}</p>
        {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
        <TextField name="code" label={t("step.code")} autoComplete="one-time-code" leftIcon="mobile-phone" autoFocus />
        <PasswordField name="password" label={t("section.password")} />
        <div className="two-factor-actions">
          <Button type="submit" intent="primary" text={props.submitText} loading={form.formState.isSubmitting} />
          <Button text={t("section.cancel")} onClick={props.onCancel} />
        </div>
      </form>
    </FormProvider>
  );
}
