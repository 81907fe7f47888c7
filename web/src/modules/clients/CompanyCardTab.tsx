import { Button } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import { FormProvider, useForm } from "react-hook-form";
import { clientsApi } from "../../api/clients";
import { useSaveOutcome } from "../../forms/useSaveOutcome";
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
  const form = useForm({ resolver: companyCardResolver, defaultValues: initialValues(client) });
  const outcome = useSaveOutcome(companyCardFields, form.setError);
  const submit = form.handleSubmit((values) =>
    outcome.run(async () => changed(await clientsApi.companyCard(client._id, values, { no_show: true }))),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="cabinet-tab" aria-label={t("tabs.data")}>
        {outcome.alert}
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
