import { Button, Classes, Dialog, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { DepartmentView } from "@intranet/contracts/structure";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { structureApi, structureKeys } from "./api";
import { ancestors, moveTargets, type TreeModel } from "./treeModel";
import { useStructureTranslation } from "./i18n";

/** "Move to…": the keyboard's way to move a department; only places the rules allow are offered. */
export function MoveDialog({ dept, model, onClose }: { dept: DepartmentView; model: TreeModel; onClose: () => void }) {
  const { t } = useStructureTranslation();
  const queryClient = useQueryClient();
  const targets = moveTargets(model, dept._id);
  const [target, setTarget] = useState(targets[0]?._id ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: () => structureApi.update({ _id: dept._id, parent: target }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: structureKeys.all });
      onClose();
    },
    onError: (error) => setProblem(errorText(t, error)),
  });
  const label = (option: DepartmentView) =>
    [...ancestors(model, option._id).map((step) => step.name), option.name].join(" › ");

  return (
    <Dialog isOpen onClose={onClose} title={t("dialog.moveTitle", { name: dept.name })}>
      <div className={Classes.DIALOG_BODY}>
        {problem ? <FormAlert intent="danger">{problem}</FormAlert> : null}
        <FormGroup label={t("dialog.newParent")} labelFor="structure-move-target">
          <HTMLSelect
            id="structure-move-target"
            fill
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            options={targets.map((option) => ({ value: option._id, label: label(option) }))}
          />
        </FormGroup>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={onClose}>{t("ui:common.cancel")}</Button>
          <Button intent="primary" disabled={!target} loading={move.isPending} onClick={() => move.mutate()}>
            {t("dialog.move")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
