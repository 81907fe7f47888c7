import { FormGroup, HTMLSelect, Switch } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import {
  ssoProviderTypes,
  ssoSettingsBodySchema,
  type SsoConfigView,
  type SsoProviderType,
  type SsoSettingsBody,
  type SsoSettingsView,
} from "@intranet/contracts/sso";
import { useId, useState } from "react";
import { Controller, FormProvider, useForm, useWatch } from "react-hook-form";
import { ssoApi } from "../../../api/sso";
import { TextField } from "../../../forms/TextField";
import { schemaResolver } from "../../../forms/zodForm";
import { useEmployeesTranslation } from "../i18n";
import { IntegrationCard } from "./IntegrationCard";
import { SecretField } from "./SecretField";
import { SsoProviderUrls } from "./SsoProviderUrls";
import { useOutcome } from "./useOutcome";

interface SsoValues {
  enabled: boolean;
  type: SsoProviderType;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}
const fields = ["enabled", "type", "displayName", "issuer", "clientId", "clientSecret"] as const;
const resolver = schemaResolver<SsoValues, SsoSettingsBody>(ssoSettingsBodySchema);
/** SAML signs in with metadata alone: no client id or secret. */
const hasClient = (type: SsoProviderType) => type !== "saml";

/** The provider's form: type, the name people see, issuer / tenant, client id, a write-only secret, on or off. */
export function SsoSettingsForm({
  client,
  view,
  config,
  onSaved,
}: {
  client: ClientView;
  view: SsoSettingsView;
  config: SsoConfigView | undefined;
  onSaved: (view: SsoSettingsView) => void;
}) {
  const { t } = useEmployeesTranslation();
  const typeId = useId();
  const form = useForm<SsoValues, unknown, SsoSettingsBody>({
    resolver,
    defaultValues: {
      enabled: view.enabled,
      type: view.type,
      displayName: view.displayName,
      issuer: view.issuer,
      clientId: view.clientId,
      clientSecret: "",
    },
  });
  const type = useWatch({ control: form.control, name: "type" });
  const outcome = useOutcome<SsoValues>(fields, form.setError);
  const [replacing, setReplacing] = useState(!view.clientSecretSet);

  const submit = form.handleSubmit((body) => {
    const needsClient = hasClient(body.type);
    if (needsClient && !view.clientSecretSet && !body.clientSecret) {
      form.setError("clientSecret", { type: "required", message: "sso.secret_required" });
      return;
    }
    const sent: SsoSettingsBody = needsClient ? body : { ...body, clientId: "", clientSecret: undefined };
    return outcome.run(async () => onSaved(await ssoApi.putSettings(client._id, sent)), t("integrations.sso.saved"));
  });

  return (
    <FormProvider {...form}>
      <IntegrationCard
        title={t("integrations.sso.title")}
        hint={t("integrations.sso.hint")}
        connected={view.enabled}
        onSubmit={submit}
        saving={form.formState.isSubmitting}
        saveDisabled={view.enabled && !form.formState.isDirty}
      >
        {outcome.alert}
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              checked={field.value}
              label={t("integrations.sso.enabled")}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <div className="cabinet-form-grid">
          <FormGroup label={t("integrations.sso.type")} labelFor={typeId}>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <HTMLSelect
                  id={typeId}
                  fill
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  options={ssoProviderTypes.map((value) => ({ value, label: t(`integrations.sso.types.${value}`) }))}
                />
              )}
            />
          </FormGroup>
          <TextField name="displayName" label={t("integrations.sso.displayName")} autoComplete="off" maxLength={80} />
        </div>
        <p className="cabinet-note">{t(`integrations.sso.typeHints.${type}`)}</p>
        <div className="cabinet-form-grid">
          {type !== "google" ? (
            <TextField name="issuer" label={t(`integrations.sso.issuer.${type}`)} autoComplete="off" />
          ) : null}
          {hasClient(type) ? (
            <>
              <TextField name="clientId" label={t("integrations.sso.clientId")} autoComplete="off" />
              <SecretField
                name="clientSecret"
                label={t("integrations.sso.clientSecret")}
                stored={view.clientSecretSet}
                replacing={replacing}
                onReplacing={setReplacing}
              />
            </>
          ) : null}
        </div>
        <SsoProviderUrls type={type} view={view} config={config} />
      </IntegrationCard>
    </FormProvider>
  );
}
