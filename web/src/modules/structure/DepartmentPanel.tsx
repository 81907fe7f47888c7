import { Button, Menu, MenuItem, Spinner } from "@blueprintjs/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { DepartmentView, DeptUserView } from "@intranet/contracts/structure";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { PersonLine } from "../../shared/PersonLine";
import { usePersonName } from "../../shared/usePersonName";
import { ClickPopover } from "../../ui/ClickPopover";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { structureApi, structureKeys } from "./api";
import type { DialogState } from "./dialogState";
import { ancestors, type TreeModel } from "./treeModel";
import { useStructureTranslation } from "./i18n";

interface DepartmentPanelProps {
  dept: DepartmentView;
  model: TreeModel;
  canEdit: boolean;
  onClose: () => void;
  onSelect: (dept: string) => void;
  onDialog: (dialog: DialogState) => void;
}

/** A department beside the chart: where it sits, its head and its people; for admins, what can be done with it. */
export function DepartmentPanel({ dept, model, canEdit, onClose, onSelect, onDialog }: DepartmentPanelProps) {
  const { t } = useStructureTranslation();
  const name = usePersonName();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<DeptUserView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const people = useQuery({ queryKey: structureKeys.people(dept._id), queryFn: () => structureApi.people(dept._id) });
  const change = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: () => {
      setProblem(null);
      void queryClient.invalidateQueries({ queryKey: structureKeys.all });
    },
    onError: (error) => setProblem(errorText(t, error)),
  });
  const path = ancestors(model, dept._id);
  const panel = useRef<HTMLElement>(null);
  // Where the panel sits under the view (phones, tablets), bring it into sight when a department is chosen.
  useEffect(() => {
    if (window.matchMedia("(max-width: 1024px)").matches)
      panel.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [dept._id]);
  const isRoot = !dept.parent;

  return (
    <aside ref={panel} className="structure-panel" aria-label={dept.name}>
      <header className="structure-panel-header">
        <div>
          {path.length ? (
            <nav className="structure-crumbs" aria-label={t("panel.parent")}>
              {path.map((step) => (
                <button key={step._id} type="button" className="structure-crumb" onClick={() => onSelect(step._id)}>
                  {step.name}
                </button>
              ))}
            </nav>
          ) : null}
          <h2 className="structure-panel-title">{dept.name}</h2>
        </div>
        <Button variant="minimal" icon="cross" aria-label={t("panel.close")} onClick={onClose} />
      </header>
      {dept.description ? <p className="structure-panel-description">{dept.description}</p> : null}
      {canEdit ? (
        <div className="structure-panel-actions">
          <Button icon="new-person" onClick={() => onDialog({ kind: "people", dept })}>
            {t("actions.addPeople")}
          </Button>
          <ClickPopover
            placement="bottom-end"
            content={
              <Menu>
                <MenuItem
                  icon="plus"
                  text={t("actions.addChild")}
                  onClick={() => onDialog({ kind: "create", type: dept.type, parent: dept._id })}
                />
                <MenuItem icon="edit" text={t("actions.edit")} onClick={() => onDialog({ kind: "edit", dept })} />
                {!isRoot ? (
                  <MenuItem icon="move" text={t("actions.move")} onClick={() => onDialog({ kind: "move", dept })} />
                ) : null}
                {!isRoot ? (
                  <MenuItem
                    icon="trash"
                    intent="danger"
                    text={t("actions.delete")}
                    onClick={() => onDialog({ kind: "confirmDelete", dept })}
                  />
                ) : null}
              </Menu>
            }
          >
            <Button icon="more" aria-label={t("actions.more")} />
          </ClickPopover>
        </div>
      ) : null}
      {problem ? <FormAlert intent="danger">{problem}</FormAlert> : null}
      <h3 className="structure-panel-subtitle">
        {t("panel.people")} <span className="structure-count">{dept.employees}</span>
      </h3>
      {people.isPending ? <Spinner size={24} aria-label={t("panel.loading")} /> : null}
      {people.isError ? <FormAlert intent="danger">{errorText(t, people.error)}</FormAlert> : null}
      {people.data && !people.data.users.length ? <p className="structure-muted">{t("panel.noPeople")}</p> : null}
      <ul className="structure-people">
        {people.data?.users.map((person) => {
          const isHead = person._id === people.data.headUser;
          return (
            <li key={person._id} className="structure-person">
              <PersonLine
                person={person}
                detail={
                  <>
                    {isHead ? <span className="structure-head-badge">{t("head")}</span> : null}
                    {person.position}
                  </>
                }
              />
              {canEdit ? (
                <ClickPopover
                  placement="bottom-end"
                  content={
                    <Menu>
                      {isHead ? (
                        <MenuItem
                          icon="undo"
                          text={t("panel.clearHead")}
                          onClick={() => change.mutate(() => structureApi.clearHead(dept._id))}
                        />
                      ) : (
                        <MenuItem
                          icon="crown"
                          text={t("panel.makeHead")}
                          onClick={() =>
                            change.mutate(() => structureApi.setHead({ dept_id: dept._id, headUser: person._id }))
                          }
                        />
                      )}
                      <MenuItem
                        icon="trash"
                        intent="danger"
                        text={t("panel.removePerson")}
                        onClick={() => setRemoving(person)}
                      />
                    </Menu>
                  }
                >
                  <Button variant="minimal" icon="more" aria-label={`${t("actions.more")}: ${name(person)}`} />
                </ClickPopover>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={!!removing}
        text={removing ? t("confirm.removePerson", { person: name(removing), name: dept.name }) : ""}
        confirmText={t("panel.removePerson")}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const person = removing!;
          setRemoving(null);
          change.mutate(() => structureApi.removeUsers({ dept_id: dept._id, users: [person._id] }));
        }}
      />
    </aside>
  );
}
