import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { usersApi } from "../../api/users";
import { FormAlert } from "../../forms/FormAlert";
import { PasswordField } from "../../forms/PasswordField";
import { applyServerIssues } from "../../forms/serverIssues";
import { TextField } from "../../forms/TextField";
import { errorText } from "../../i18n/errorText";
import { showToast } from "../../ui/toast";
import { DepartmentField } from "./DepartmentField";
import { employeeKeys } from "./keys";
import { PlacementReadOnly } from "./PlacementReadOnly";
import {
  employeeFormFields,
  registerResolver,
  updateResolver,
  type EmployeeField,
  type EmployeeFormValues,
} from "./schemas";
import { useEmployeesTranslation } from "./i18n";
import { usePersonName } from "../../shared/usePersonName";

interface EmployeeFormDialogProps {
  /** Absent: a new employee (POST /api/register); present: edit (PUT /api/user/{id}). */
  user?: UserView;
  /**
   * Email, login, department and position are for admins; an employee editing their own profile does
   * not see the first two and sees where they are placed read-only (administrators place people).
   */
  accountFields?: boolean;
  onClose: (saved?: UserView) => void;
}

function initialValues(user?: UserView): EmployeeFormValues {
  return {
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    middleName: user?.middleName ?? "",
    email: user?.email ?? "",
    login: user?.login ?? "",
    password: "",
    phone: user?.phone ?? "",
    department: user?.department ?? "",
    position: user?.position ?? "",
  };
}

/** Create or edit an employee. A new one without a password gets an invitation mail. */
export function EmployeeFormDialog({ user, accountFields = true, onClose }: EmployeeFormDialogProps) {
  const { t } = useEmployeesTranslation();
  const name = usePersonName();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<EmployeeFormValues, unknown, object>({
    resolver: user ? updateResolver : registerResolver,
    defaultValues: initialValues(user),
    shouldUnregister: true,
  });

  // Without the account fields, a refusal of the e-mail or login is a toast naming the field.
  const shownFields = employeeFormFields.filter((field) => accountFields || (field !== "email" && field !== "login"));
  const fieldLabel = (path: string) =>
    (employeeFormFields as readonly string[]).includes(path) ? t(`fields.${path as EmployeeField}`) : undefined;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = user
        ? await usersApi.update(user._id, body, { no_show: true })
        : await usersApi.register(body as Parameters<typeof usersApi.register>[0], { no_show: true });
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      void showToast(t(user ? "saved" : "created", { name: name(saved) }));
      onClose(saved);
    } catch (error) {
      if (!applyServerIssues(error, shownFields, form.setError, fieldLabel)) setFailure(error);
    }
  });

  const title = user ? t("editTitle", { name: name(user) }) : t("add");
  return (
    <Dialog isOpen title={title} onClose={() => onClose()} className="cabinet-dialog">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={title}>
          <DialogBody>
            {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
            <div className="cabinet-form-grid">
              <TextField name="lastName" label={t("fields.lastName")} maxLength={100} autoFocus />
              <TextField name="firstName" label={t("fields.firstName")} maxLength={100} />
              <TextField name="middleName" label={t("fields.middleName")} maxLength={100} />
              {accountFields ? (
                <>
                  <TextField name="email" label={t("fields.email")} type="email" autoComplete="off" />
                  <TextField name="login" label={t("fields.login")} autoComplete="off" />
                </>
              ) : null}
              {user ? null : (
                <PasswordField
                  name="password"
                  label={t("fields.password")}
                  autoComplete="new-password"
                  placeholder={t("fields.passwordHint")}
                />
              )}
              <TextField name="phone" label={t("fields.phone")} type="tel" />
              {accountFields ? (
                <>
                  <DepartmentField current={user?.department ?? ""} />
                  <TextField name="position" label={t("fields.position")} maxLength={200} />
                </>
              ) : (
                <PlacementReadOnly user={user} />
              )}
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
                  text={user ? t("ui:common.save") : t("ui:common.create")}
                />
              </>
            }
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
