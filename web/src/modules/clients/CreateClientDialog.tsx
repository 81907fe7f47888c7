import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { clientsApi } from "../../api/clients";
import { FormAlert } from "../../forms/FormAlert";
import { PasswordField } from "../../forms/PasswordField";
import { applyServerIssues } from "../../forms/serverIssues";
import { TextField } from "../../forms/TextField";
import { errorText } from "../../i18n/errorText";
import { clientKeys } from "./keys";
import { createClientResolver, type CreateClientValues } from "./schemas";
import { useClientsTranslation } from "./i18n";

const fields = [
  "name",
  "workspace",
  "city",
  "admin.firstName",
  "admin.lastName",
  "admin.email",
  "admin.login",
  "admin.password",
] as const;

/** POST /api/clients: a company with its first administrator (no password: an invitation mail). */
export function CreateClientDialog({ onClose }: { onClose: (created?: ClientView) => void }) {
  const { t } = useClientsTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: createClientResolver,
    defaultValues: {
      name: "",
      workspace: "",
      city: "",
      admin: { firstName: "", lastName: "", email: "", login: "", password: "" },
    } satisfies CreateClientValues,
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { client } = await clientsApi.create(body, { no_show: true });
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
      onClose(client);
    } catch (error) {
      if (!applyServerIssues(error, fields, form.setError)) setFailure(error);
    }
  });
  return (
    <Dialog isOpen title={t("add")} onClose={() => onClose()} className="cabinet-dialog">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={t("add")}>
          <DialogBody>
            {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
            <div className="cabinet-form-grid">
              <TextField name="name" label={t("fields.name")} maxLength={200} autoFocus />
              <TextField name="workspace" label={t("fields.workspace")} maxLength={40} autoComplete="off" />
              <TextField name="city" label={t("fields.city")} maxLength={100} />
            </div>
            <h3>{t("fields.admin")}</h3>
            <div className="cabinet-form-grid">
              <TextField name="admin.lastName" label={t("owner.lastName")} maxLength={100} />
              <TextField name="admin.firstName" label={t("owner.firstName")} maxLength={100} />
              <TextField name="admin.email" label={t("owner.email")} type="email" autoComplete="off" />
              <TextField name="admin.login" label={t("owner.login")} autoComplete="off" />
              <PasswordField
                name="admin.password"
                label={t("owner.password")}
                autoComplete="new-password"
                placeholder={t("owner.passwordHint")}
              />
            </div>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t("ui:common.cancel")} onClick={() => onClose()} />
                <Button
                  type="submit"
                  intent="primary"
                  loading={form.formState.isSubmitting}
                  text={t("ui:common.create")}
                />
              </>
            }
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
