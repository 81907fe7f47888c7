import { Alert } from "@blueprintjs/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../i18n/errorText";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { AddPeopleDialog } from "./AddPeopleDialog";
import { structureApi, structureKeys } from "./api";
import { DepartmentDialog } from "./DepartmentDialog";
import type { DialogState } from "./dialogState";
import { MoveDialog } from "./MoveDialog";
import type { TreeModel } from "./treeModel";

import { useStructureTranslation } from "./i18n";

interface StructureDialogsProps {
  dialog: DialogState;
  model: TreeModel;
  client: string;
  onClose: () => void;
  onSelect: (dept: string | null) => void;
}

/** Opens the dialog the page asks for; confirmed moves and deletions run here, a refusal is shown as the catalogue says. */
export function StructureDialogs({ dialog, model, client, onClose, onSelect }: StructureDialogsProps) {
  const { t } = useStructureTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: structureKeys.all }),
    onError: (error) => setProblem(errorText(t, error)),
  });

  return (
    <>
      {dialog?.kind === "create" || dialog?.kind === "edit" ? (
        <DepartmentDialog
          dialog={dialog}
          model={model}
          onClose={(saved) => {
            onClose();
            if (saved) onSelect(saved);
          }}
        />
      ) : null}
      {dialog?.kind === "move" ? <MoveDialog dept={dialog.dept} model={model} onClose={onClose} /> : null}
      {dialog?.kind === "people" ? <AddPeopleDialog dept={dialog.dept} client={client} onClose={onClose} /> : null}
      <ConfirmDialog
        open={dialog?.kind === "confirmMove"}
        intent="primary"
        text={
          dialog?.kind === "confirmMove"
            ? t("confirm.move", { name: dialog.dept.name, target: dialog.target.name })
            : ""
        }
        confirmText={t("dialog.move")}
        onClose={onClose}
        onConfirm={() => {
          if (dialog?.kind !== "confirmMove") return;
          const { dept, target } = dialog;
          onClose();
          run.mutate(() => structureApi.update({ _id: dept._id, parent: target._id }));
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === "confirmDelete"}
        text={dialog?.kind === "confirmDelete" ? t("confirm.delete", { name: dialog.dept.name }) : ""}
        confirmText={t("actions.delete")}
        onClose={onClose}
        onConfirm={() => {
          if (dialog?.kind !== "confirmDelete") return;
          const { dept } = dialog;
          onClose();
          run.mutate(() => structureApi.remove(dept._id), { onSuccess: () => onSelect(dept.parent) });
        }}
      />
      <Alert
        isOpen={!!problem}
        intent="danger"
        confirmButtonText={t("ui:dialogs.close")}
        onClose={() => setProblem(null)}
      >
        <p>{problem}</p>
      </Alert>
    </>
  );
}
