import { Callout } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import {
  companyIntegrationsBodySchema,
  type CompanyIntegrationsBody,
  type CompanyIntegrationsView,
} from "@intranet/contracts/admin";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import { TextField } from "../../../forms/TextField";
import { schemaResolver } from "../../../forms/zodForm";
import { cabinetApi } from "../cabinetApi";
import { useEmployeesTranslation } from "../i18n";
import { IntegrationCard } from "./IntegrationCard";
import { SecretField } from "./SecretField";
import { useOutcome } from "./useOutcome";

interface HrmValues {
  hrm: { url: string; login: string; password: string };
}
const fields = ["hrm.url", "hrm.login", "hrm.password"] as const;
const resolver = schemaResolver<HrmValues, CompanyIntegrationsBody>(companyIntegrationsBodySchema);

/**
 * The 1C personnel system link (PUT /api/clients/{id}/integrations { hrm }): address, login and a
 * write-only password. The system finds the company by its tax id, so the company card needs one
 * first (the API refuses with `admin.hrm_tax_id_required`; said here before saving).
 */
export function HrmCard({
  client,
  hrm,
  onSaved,
}: {
  client: ClientView;
  hrm: CompanyIntegrationsView["hrm"];
  onSaved: (view: CompanyIntegrationsView) => void;
}) {
  const { t } = useEmployeesTranslation();
  const form = useForm<HrmValues, unknown, CompanyIntegrationsBody>({
    resolver,
    defaultValues: { hrm: { url: hrm?.url ?? "", login: hrm?.login ?? "", password: "" } },
  });
  const outcome = useOutcome<HrmValues>(fields, form.setError);
  const [replacing, setReplacing] = useState(!hrm?.passwordSet);
  const noTaxId = !client.taxId?.trim();
  const submit = form.handleSubmit((body) => {
    if (!hrm?.passwordSet && !body.hrm?.password) {
      form.setError("hrm.password", { type: "required", message: "admin.secret_required" });
      return;
    }
    return outcome.run(
      async () => onSaved(await cabinetApi.putIntegrations(client._id, { hrm: body.hrm })),
      t("integrations.hrm.saved"),
    );
  });
  const companyLink = <Link to="?tab=company">{t("integrations.hrm.taxIdLink")}</Link>;
  return (
    <FormProvider {...form}>
      <IntegrationCard
        title={t("integrations.hrm.title")}
        hint={t("integrations.hrm.hint")}
        connected={!!hrm}
        onSubmit={submit}
        saving={form.formState.isSubmitting}
        saveDisabled={noTaxId || (!!hrm && !form.formState.isDirty)}
        confirmDisconnect={t("integrations.hrm.confirmDisconnect")}
        onDisconnect={() =>
          outcome.run(
            async () => onSaved(await cabinetApi.putIntegrations(client._id, { hrm: null })),
            t("integrations.hrm.removed"),
          )
        }
      >
        {noTaxId ? (
          <Callout intent="warning" icon="warning-sign">
            {t("integrations.hrm.taxIdNeeded")} {companyLink}
          </Callout>
        ) : null}
        {outcome.alert}
        {outcome.code === "admin.hrm_tax_id_required" && !noTaxId ? <p>{companyLink}</p> : null}
        <div className="cabinet-form-grid">
          <TextField
            name="hrm.url"
            label={t("integrations.hrm.url")}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
          <TextField name="hrm.login" label={t("integrations.hrm.login")} autoComplete="off" />
          <SecretField
            name="hrm.password"
            label={t("integrations.hrm.password")}
            stored={!!hrm?.passwordSet}
            replacing={replacing}
            onReplacing={setReplacing}
          />
        </div>
      </IntegrationCard>
    </FormProvider>
  );
}
