import type { ClientView } from "@intranet/contracts";
import {
  companyIntegrationsBodySchema,
  type CompanyIntegrationsBody,
  type CompanyIntegrationsView,
} from "@intranet/contracts/admin";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { TextField } from "../../../forms/TextField";
import { schemaResolver } from "../../../forms/zodForm";
import { cabinetApi } from "../cabinetApi";
import { useEmployeesTranslation } from "../i18n";
import { IntegrationCard } from "./IntegrationCard";
import { SecretField } from "./SecretField";
import { useOutcome } from "./useOutcome";

interface MailingValues {
  mailing: { service: "sendsay"; login: string; apiKey: string; list: string };
}
const fields = ["mailing.login", "mailing.apiKey", "mailing.list"] as const;
const resolver = schemaResolver<MailingValues, CompanyIntegrationsBody>(companyIntegrationsBodySchema);

/** The mailing service (Sendsay; PUT /api/clients/{id}/integrations { mailing }): login, a write-only API key, the list. */
export function MailingCard({
  client,
  mailing,
  onSaved,
}: {
  client: ClientView;
  mailing: CompanyIntegrationsView["mailing"];
  onSaved: (view: CompanyIntegrationsView) => void;
}) {
  const { t } = useEmployeesTranslation();
  const form = useForm<MailingValues, unknown, CompanyIntegrationsBody>({
    resolver,
    defaultValues: {
      mailing: { service: "sendsay", login: mailing?.login ?? "", apiKey: "", list: mailing?.list ?? "" },
    },
  });
  const outcome = useOutcome<MailingValues>(fields, form.setError);
  const [replacing, setReplacing] = useState(!mailing?.apiKeySet);
  const submit = form.handleSubmit((body) => {
    if (!mailing?.apiKeySet && !body.mailing?.apiKey) {
      form.setError("mailing.apiKey", { type: "required", message: "admin.secret_required" });
      return;
    }
    return outcome.run(
      async () => onSaved(await cabinetApi.putIntegrations(client._id, { mailing: body.mailing })),
      t("integrations.mailing.saved"),
    );
  });
  return (
    <FormProvider {...form}>
      <IntegrationCard
        title={t("integrations.mailing.title")}
        hint={t("integrations.mailing.hint")}
        connected={!!mailing}
        onSubmit={submit}
        saving={form.formState.isSubmitting}
        saveDisabled={!!mailing && !form.formState.isDirty}
        confirmDisconnect={t("integrations.mailing.confirmDisconnect")}
        onDisconnect={() =>
          outcome.run(
            async () => onSaved(await cabinetApi.putIntegrations(client._id, { mailing: null })),
            t("integrations.mailing.removed"),
          )
        }
      >
        {outcome.alert}
        <p className="cabinet-note">
          {t("integrations.mailing.service")}: <strong>Sendsay</strong>. {t("integrations.mailing.listHint")}
        </p>
        <div className="cabinet-form-grid">
          <TextField name="mailing.login" label={t("integrations.mailing.login")} autoComplete="off" />
          <SecretField
            name="mailing.apiKey"
            label={t("integrations.mailing.apiKey")}
            stored={!!mailing?.apiKeySet}
            replacing={replacing}
            onReplacing={setReplacing}
          />
          <TextField name="mailing.list" label={t("integrations.mailing.list")} autoComplete="off" />
        </div>
      </IntegrationCard>
    </FormProvider>
  );
}
