import { Button, Card } from "@blueprintjs/core";
import type { CreateGroupBody, GroupView } from "@intranet/contracts/groups";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { FormAlert } from "../../forms/FormAlert";
import { applyServerIssues } from "../../forms/serverIssues";
import { errorText } from "../../i18n/errorText";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { groupsApi, groupsKeys } from "./api";
import { GroupFields } from "./GroupFields";
import { groupsPath } from "./paths";
import { groupFormFields, groupResolver, type GroupFormValues } from "./schemas";
import { showToast } from "../../ui/toast";
import { useGroupsTranslation } from "./i18n";

/** The group's settings (its managers): name, description, type, who posts; deleting it (owner or company admin). */
export function SettingsTab({ group }: { group: GroupView }) {
  const { t } = useGroupsTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<GroupFormValues, unknown, CreateGroupBody>({
    resolver: groupResolver,
    defaultValues: {
      name: group.name,
      description: group.description,
      type: group.type,
      postPolicy: group.postPolicy,
    },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await groupsApi.update(group._id, body, { no_show: true });
      queryClient.setQueryData(groupsKeys.group(group._id), saved);
      form.reset({ name: saved.name, description: saved.description, type: saved.type, postPolicy: saved.postPolicy });
      void showToast(t("settings.saved"));
      void queryClient.invalidateQueries({ queryKey: groupsKeys.all });
    } catch (error) {
      if (!applyServerIssues(error, groupFormFields, form.setError)) setFailure(error);
    }
  });
  const remove = useMutation({
    mutationFn: () => groupsApi.remove(group._id),
    onSuccess: () => {
      void showToast(t("settings.deleted", { name: group.name }));
      void navigate(groupsPath, { replace: true });
      queryClient.removeQueries({ queryKey: groupsKeys.group(group._id) });
      void queryClient.invalidateQueries({ queryKey: groupsKeys.all });
    },
  });

  return (
    <div className="groups-tab groups-settings">
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("page.tabs.settings")}>
          {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
          <GroupFields />
          <Button
            type="submit"
            intent="primary"
            icon="tick"
            text={t("settings.save")}
            loading={form.formState.isSubmitting}
            disabled={!form.formState.isDirty}
          />
        </form>
      </FormProvider>
      {group.can.delete ? (
        <Card className="groups-danger">
          <h3 className="groups-danger-title">{t("settings.dangerTitle")}</h3>
          <p className="groups-muted">{t("settings.dangerText")}</p>
          <Button
            intent="danger"
            icon="trash"
            text={t("settings.delete")}
            loading={remove.isPending}
            onClick={() => setDeleting(true)}
          />
          <ConfirmDialog
            open={deleting}
            text={t("settings.deleteConfirm", { name: group.name })}
            confirmText={t("settings.delete")}
            onConfirm={() => {
              setDeleting(false);
              remove.mutate();
            }}
            onClose={() => setDeleting(false)}
          />
        </Card>
      ) : null}
    </div>
  );
}
