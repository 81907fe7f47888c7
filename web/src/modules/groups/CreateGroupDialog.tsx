import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import type { CreateGroupBody } from "@intranet/contracts/groups";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { FormAlert } from "../../forms/FormAlert";
import { applyServerIssues } from "../../forms/serverIssues";
import { errorText } from "../../i18n/errorText";
import { groupsApi, groupsKeys } from "./api";
import { GroupFields } from "./GroupFields";
import { groupPath } from "./paths";
import { groupFormFields, groupResolver, type GroupFormValues } from "./schemas";
import { showToast } from "../../ui/toast";
import { useGroupsTranslation } from "./i18n";

/** A new group (POST /api/group/): the creator owns it and lands on its page. */
export function CreateGroupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useGroupsTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<GroupFormValues, unknown, CreateGroupBody>({
    resolver: groupResolver,
    defaultValues: { name: "", description: "", type: "public", postPolicy: "members" },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const group = await groupsApi.create(body, { no_show: true });
      queryClient.setQueryData(groupsKeys.group(group._id), group);
      await queryClient.invalidateQueries({ queryKey: groupsKeys.all });
      void showToast(t("form.created", { name: group.name }));
      onClose();
      void navigate(groupPath(group._id));
    } catch (error) {
      if (!applyServerIssues(error, groupFormFields, form.setError)) setFailure(error);
    }
  });
  const title = t("form.createTitle");
  return (
    <Dialog isOpen title={title} onClose={onClose} className="groups-dialog">
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <DialogBody>
            {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
            <GroupFields autoFocus />
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t("ui:common.cancel")} onClick={onClose} />
                <Button type="submit" intent="primary" loading={form.formState.isSubmitting} text={t("form.create")} />
              </>
            }
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
