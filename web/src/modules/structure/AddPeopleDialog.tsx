import { Button, Checkbox, Classes, Dialog, InputGroup, Spinner } from "@blueprintjs/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { structureLimits, type DepartmentView } from "@intranet/contracts/structure";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { usePeople } from "../../shared/usePeople";
import { usePersonName } from "../../shared/usePersonName";
import { structureApi, structureKeys } from "./api";
import { useStructureTranslation } from "./i18n";

/** Picks colleagues (by name or position) to add to a department; those already there are not offered. */
export function AddPeopleDialog({
  dept,
  client,
  onClose,
}: {
  dept: DepartmentView;
  client: string;
  onClose: () => void;
}) {
  const { t } = useStructureTranslation();
  const name = usePersonName();
  const queryClient = useQueryClient();
  const { people, loading } = usePeople(client);
  const present = useQuery({ queryKey: structureKeys.people(dept._id), queryFn: () => structureApi.people(dept._id) });
  const [filter, setFilter] = useState("");
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => structureApi.addUsers({ dept_id: dept._id, users: [...chosen] }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: structureKeys.all });
      onClose();
    },
    onError: (error) => setProblem(errorText(t, error)),
  });
  const there = new Set(present.data?.users.map((person) => person._id) ?? []);
  const words = filter.trim().toLowerCase();
  const shown = people.filter(
    (person) =>
      !there.has(person._id) &&
      (!words || `${name(person)} ${person.position ?? ""} ${person.department ?? ""}`.toLowerCase().includes(words)),
  );
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on && next.size < structureLimits.usersPerCall) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Dialog isOpen onClose={onClose} title={t("people.title", { name: dept.name })} className="structure-people-dialog">
      <div className={Classes.DIALOG_BODY}>
        {problem ? <FormAlert intent="danger">{problem}</FormAlert> : null}
        {dept.type === "administrative" ? <p className="structure-muted">{t("people.movesNote")}</p> : null}
        <InputGroup
          leftIcon="search"
          placeholder={t("people.filter")}
          aria-label={t("people.filter")}
          value={filter}
          autoFocus
          onChange={(event) => setFilter(event.target.value)}
        />
        {loading || present.isPending ? <Spinner size={24} /> : null}
        <ul className="structure-pick">
          {shown.map((person) => (
            <li key={person._id}>
              <Checkbox
                checked={chosen.has(person._id)}
                onChange={(event) => toggle(person._id, event.currentTarget.checked)}
                labelElement={
                  <span className="structure-pick-label">
                    <span>{name(person)}</span>
                    {person.position || person.department ? (
                      <span className="structure-pick-detail">
                        {[person.position, person.department].filter(Boolean).join(" · ")}
                      </span>
                    ) : null}
                  </span>
                }
              />
            </li>
          ))}
        </ul>
        {!loading && !shown.length ? <p className="structure-muted">{t("people.none")}</p> : null}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={onClose}>{t("ui:common.cancel")}</Button>
          <Button intent="primary" disabled={!chosen.size} loading={add.isPending} onClick={() => add.mutate()}>
            {t("people.add", { count: chosen.size })}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
