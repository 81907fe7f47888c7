import { Button } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { clientsApi } from "../../api/clients";
import { FormAlert } from "../../forms/FormAlert";
import { applyServerIssues } from "../../forms/serverIssues";
import { errorText } from "../../i18n/errorText";
import { CompanyCardFields } from "./CompanyCardFields";
import { companyCardFields, companyCardResolver, type CompanyCardValues } from "./schemas";
import { useClientChanged } from "./useUpdateClient";
import { useClientsTranslation } from "./i18n";

const initialValues = (client: ClientView): CompanyCardValues =>
  Object.fromEntries(companyCardFields.map((field) => [field, client[field] ?? ""])) as CompanyCardValues;

/**
 * The employee cabinet's "company data" tab (PUT /api/clients/{id}/company): the company's admins
 * keep its card; access, notes and the storage quota stay with the platform.
 */
export function CompanyCardTab({ client }: { client: ClientView }) {
  const { t } = useClientsTranslation();
  const changed = useClientChanged();
  const [result, setResult] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const form = useForm({ resolver: companyCardResolver, defaultValues: initialValues(client) });
  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      await changed(await clientsApi.companyCard(client._id, values, { no_show: true }));
      setResult({ ok: true });
    } catch (error) {
      if (!applyServerIssues(error, companyCardFields, form.setError)) setResult({ ok: false, error });
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="cabinet-tab" aria-label={t("tabs.data")}>
        {result?.ok ? <FormAlert intent="success">{t("ui:common.saved")}</FormAlert> : null}
        {result && !result.ok ? <FormAlert intent="danger">{errorText(t, result.error)}</FormAlert> : null}
        <div className="cabinet-form-grid">
          <CompanyCardFields />
        </div>
        <div>
          <Button type="submit" intent="primary" loading={form.formState.isSubmitting} text={t("ui:common.save")} />
        </div>
      </form>
    </FormProvider>
  );
}
