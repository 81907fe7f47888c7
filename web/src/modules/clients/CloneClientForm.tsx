import { Button } from "@blueprintjs/core";
import { cloneCopyDefaults, type ClientCloned } from "@intranet/contracts/clients";
import type { ClientView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { clientsApi } from "../../api/clients";
import { FormAlert } from "../../forms/FormAlert";
import { applyServerIssues } from "../../forms/serverIssues";
import { TextField } from "../../forms/TextField";
import { errorText } from "../../i18n/errorText";
import { CloneOutcome } from "./CloneOutcome";
import { CloneParts } from "./CloneParts";
import { clientKeys } from "./keys";
import { cloneResolver, type CloneValues } from "./schemas";
import { useClientsTranslation } from "./i18n";
import "./cloneForm.css";

/**
 * POST /api/clients/{old}/clone/{workspace} { name, copy }: a new company set up like this one,
 * with the parts chosen (the structure unless declined); the answer lists what each part copied
 * and which failed.
 */
export function CloneClientForm({ client }: { client: ClientView }) {
  const { t } = useClientsTranslation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ cloned: ClientCloned } | { error: unknown } | null>(null);
  const form = useForm<CloneValues, unknown, CloneValues>({
    resolver: cloneResolver,
    defaultValues: { name: "", workspace: "", copy: { ...cloneCopyDefaults } },
  });
  const submit = form.handleSubmit(async ({ name, workspace, copy }) => {
    setResult(null);
    try {
      const cloned = await clientsApi.clone(client._id, workspace, { name, copy }, { no_show: true });
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
      setResult({ cloned });
      // Another clone needs another workspace: the names go, the choice stays.
      form.reset({ name: "", workspace: "", copy });
    } catch (error) {
      if (!applyServerIssues(error, ["name"], form.setError)) setResult({ error });
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t("maintenance.clone")}>
        <fieldset className="rights-editor">
          <legend>{t("maintenance.clone")}</legend>
          {result && "cloned" in result ? <CloneOutcome cloned={result.cloned} /> : null}
          {result && "error" in result ? <FormAlert intent="danger">{errorText(t, result.error)}</FormAlert> : null}
          <div className="cabinet-form-grid clone-names">
            <TextField name="name" label={t("maintenance.cloneName")} maxLength={200} />
            <TextField name="workspace" label={t("maintenance.cloneWorkspace")} maxLength={40} autoComplete="off" />
          </div>
          <CloneParts />
          <Button type="submit" icon="duplicate" loading={form.formState.isSubmitting} text={t("maintenance.clone")} />
        </fieldset>
      </form>
    </FormProvider>
  );
}
