import { Button, Classes, Dialog, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { structureLimits } from "@intranet/contracts/structure";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { structureApi, structureKeys } from "./api";
import type { DialogState } from "./dialogState";
import type { TreeModel } from "./treeModel";
import { useStructureTranslation } from "./i18n";

type Editing = Extract<NonNullable<DialogState>, { kind: "create" | "edit" }>;

/** A new department (under the chosen one) or a department's name and description. */
export function DepartmentDialog({
  dialog,
  model,
  onClose,
}: {
  dialog: Editing;
  model: TreeModel;
  onClose: (saved?: string) => void;
}) {
  const { t } = useStructureTranslation();
  const queryClient = useQueryClient();
  const editing = dialog.kind === "edit" ? dialog.dept : null;
  const [name, setName] = useState(editing?.name ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const parent = dialog.kind === "create" && dialog.parent ? model.byId.get(dialog.parent) : undefined;
  const save = useMutation({
    mutationFn: () =>
      editing
        ? structureApi.update({ _id: editing._id, name, description })
        : structureApi.create({
            name,
            description,
            type: dialog.kind === "create" ? dialog.type : undefined,
            parent: parent?._id ?? null,
          }),
    onSuccess: (dept) => {
      void queryClient.invalidateQueries({ queryKey: structureKeys.all });
      onClose(dept._id);
    },
    onError: (error) => setProblem(errorText(t, error)),
  });
  const blank = !name.trim();

  return (
    <Dialog
      isOpen
      onClose={() => onClose()}
      title={editing ? t("dialog.editTitle", { name: editing.name }) : t("dialog.createTitle")}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!blank) save.mutate();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          {problem ? <FormAlert intent="danger">{problem}</FormAlert> : null}
          {parent ? (
            <FormGroup label={t("dialog.parent")}>
              <InputGroup value={parent.name} readOnly />
            </FormGroup>
          ) : null}
          <FormGroup label={t("dialog.name")} labelFor="structure-name" labelInfo="*">
            <InputGroup
              id="structure-name"
              value={name}
              maxLength={structureLimits.nameMax}
              autoFocus
              onChange={(event) => setName(event.target.value)}
            />
          </FormGroup>
          <FormGroup label={t("dialog.description")} labelFor="structure-description">
            <TextArea
              id="structure-description"
              value={description}
              rows={4}
              fill
              maxLength={structureLimits.descriptionMax}
              onChange={(event) => setDescription(event.target.value)}
            />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button onClick={() => onClose()}>{t("ui:common.cancel")}</Button>
            <Button type="submit" intent="primary" disabled={blank} loading={save.isPending}>
              {editing ? t("dialog.save") : t("dialog.create")}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
