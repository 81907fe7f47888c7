import { Button } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import { FormProvider, useForm } from "react-hook-form";
import { useSaveOutcome } from "../../forms/useSaveOutcome";
import { TextField } from "../../forms/TextField";
import { CompanyCardFields } from "./CompanyCardFields";
import { bytesToGb, clientDataResolver, gbToBytes, type ClientDataValues } from "./schemas";
import { useUpdateClient } from "./useUpdateClient";
import { useClientsTranslation } from "./i18n";

const textFields = ["name", "city", "phone", "address", "director", "telegramChannel", "notes", "taxId"] as const;

function initialValues(client: ClientView): ClientDataValues {
  return {
    name: client.name,
    access: client.access ?? "",
    city: client.city ?? "",
    phone: client.phone ?? "",
    address: client.address ?? "",
    director: client.director ?? "",
    telegramChannel: client.telegramChannel ?? "",
    notes: client.notes ?? "",
    taxId: client.taxId ?? "",
    storageLimitGb: bytesToGb(client.storageLimitBytes),
  };
}

/** The data tab: company details and the storage limit (PUT /api/clients/{id}). */
export function ClientDataTab({ client }: { client: ClientView }) {
  const { t } = useClientsTranslation();
  const update = useUpdateClient(client._id);
  const form = useForm({ resolver: clientDataResolver, defaultValues: initialValues(client) });
  const outcome = useSaveOutcome(textFields, form.setError);
  const submit = form.handleSubmit(({ storageLimitGb, ...data }) =>
    outcome.run(() =>
      update({
        ...data,
        ...(storageLimitGb === undefined ? {} : { storageLimitBytes: gbToBytes(storageLimitGb) }),
      }),
    ),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="cabinet-tab" aria-label={t("tabs.data")}>
        {outcome.alert}
        <div className="cabinet-form-grid">
          <CompanyCardFields />
          <TextField name="storageLimitGb" label={t("fields.storageLimit")} type="number" min={0} step="any" />
        </div>
        <TextField name="notes" label={t("fields.notes")} maxLength={4000} />
        <div>
          <Button type="submit" intent="primary" loading={form.formState.isSubmitting} text={t("ui:common.save")} />
        </div>
      </form>
    </FormProvider>
  );
}
