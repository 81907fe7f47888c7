import { Button } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { FormAlert } from "../../forms/FormAlert";
import { applyServerIssues } from "../../forms/serverIssues";
import { TextField } from "../../forms/TextField";
import { errorText } from "../../i18n/errorText";
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
  const [result, setResult] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const form = useForm({ resolver: clientDataResolver, defaultValues: initialValues(client) });
  const submit = form.handleSubmit(async ({ storageLimitGb, ...data }) => {
    setResult(null);
    try {
      await update({
        ...data,
        ...(storageLimitGb === undefined ? {} : { storageLimitBytes: gbToBytes(storageLimitGb) }),
      });
      setResult({ ok: true });
    } catch (error) {
      if (!applyServerIssues(error, textFields, form.setError)) setResult({ ok: false, error });
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="cabinet-tab" aria-label={t("tabs.data")}>
        {result?.ok ? <FormAlert intent="success">{t("ui:common.saved")}</FormAlert> : null}
        {result && !result.ok ? <FormAlert intent="danger">{errorText(t, result.error)}</FormAlert> : null}
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
