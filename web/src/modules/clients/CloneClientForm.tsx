import { Button } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { clientsApi } from "../../api/clients";
import { FormAlert } from "../../forms/FormAlert";
import { applyServerIssues } from "../../forms/serverIssues";
import { TextField } from "../../forms/TextField";
import { errorText } from "../../i18n/errorText";
import { clientKeys } from "./keys";
import { cloneResolver, type CloneValues } from "./schemas";
import { useClientsTranslation } from "./i18n";

/** POST /api/clients/{old}/clone/{workspace} { name }: a new company set up like this one. */
export function CloneClientForm({ client }: { client: ClientView }) {
  const { t } = useClientsTranslation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ name: string } | { error: unknown } | null>(null);
  const form = useForm<CloneValues, unknown, CloneValues>({
    resolver: cloneResolver,
    defaultValues: { name: "", workspace: "" },
  });
  const submit = form.handleSubmit(async ({ name, workspace }) => {
    setResult(null);
    try {
      const created = await clientsApi.clone(client._id, workspace, name, { no_show: true });
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
      setResult({ name: created.name });
    } catch (error) {
      if (!applyServerIssues(error, ["name"], form.setError)) setResult({ error });
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t("maintenance.clone")}>
        <fieldset className="rights-editor">
          <legend>{t("maintenance.clone")}</legend>
          {result && "name" in result ? (
            <FormAlert intent="success">{t("maintenance.cloned", { name: result.name })}</FormAlert>
          ) : null}
          {result && "error" in result ? <FormAlert intent="danger">{errorText(t, result.error)}</FormAlert> : null}
          <div className="cabinet-form-grid">
            <TextField name="name" label={t("maintenance.cloneName")} maxLength={200} />
            <TextField name="workspace" label={t("maintenance.cloneWorkspace")} maxLength={40} autoComplete="off" />
          </div>
          <Button type="submit" icon="duplicate" loading={form.formState.isSubmitting} text={t("maintenance.clone")} />
        </fieldset>
      </form>
    </FormProvider>
  );
}
