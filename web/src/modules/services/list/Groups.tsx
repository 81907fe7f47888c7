import { Button, InputGroup, NonIdealState, Tooltip } from "@blueprintjs/core";
import type { ServiceGroupView } from "@intranet/contracts/services";
import { serviceLimits } from "@intranet/contracts/services";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { servicesApi, servicesKeys } from "../api";
import { useServicesTranslation } from "../i18n";

/** Groups (admins): add, rename, delete (only an empty group; the button says why otherwise). */
export function Groups({ client }: { client: string }) {
  const { t } = useServicesTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: servicesKeys.groups(client), queryFn: () => servicesApi.groups(client) });
  const [name, setName] = useState("");
  const refresh = () => queryClient.invalidateQueries({ queryKey: servicesKeys.all });
  const create = useMutation({
    mutationFn: (groupName: string) => servicesApi.createGroup(groupName),
    onSuccess: () => {
      setName("");
      void refresh();
    },
  });
  if (query.isPending || query.isError) return <QueryState query={query} errorTitle={t("loadFailed")} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate(name.trim());
  };
  return (
    <div className="services-groups">
      <form className="services-group-add" onSubmit={submit}>
        <InputGroup
          aria-label={t("groups.name")}
          placeholder={t("groups.name")}
          value={name}
          maxLength={serviceLimits.groupNameMax}
          onValueChange={setName}
        />
        <Button type="submit" icon="plus" text={t("groups.add")} loading={create.isPending} disabled={!name.trim()} />
      </form>
      {query.data.length === 0 ? <NonIdealState icon="folder-close" title={t("empty.groups")} /> : null}
      <ul className="services-group-list">
        {query.data.map((group) => (
          <GroupRow key={group._id} group={group} onChanged={refresh} />
        ))}
      </ul>
    </div>
  );
}

function GroupRow({ group, onChanged }: { group: ServiceGroupView; onChanged: () => unknown }) {
  const { t } = useServicesTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (name: string) => servicesApi.renameGroup(group._id, name),
    onSuccess: () => {
      setDraft(null);
      void onChanged();
    },
  });
  const remove = useMutation({
    mutationFn: () => servicesApi.removeGroup(group._id),
    onSuccess: () => {
      void showToast(t("groups.removed"));
      void onChanged();
    },
  });
  const full = group.servicesCount > 0;
  if (draft !== null)
    return (
      <li className="services-group-row">
        <form
          className="services-group-add"
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.trim()) rename.mutate(draft.trim());
          }}
        >
          <InputGroup
            aria-label={t("groups.name")}
            value={draft}
            maxLength={serviceLimits.groupNameMax}
            onValueChange={setDraft}
            autoFocus
          />
          <Button type="submit" intent="primary" text={t("groups.save")} loading={rename.isPending} />
          <Button text={t("groups.cancel")} onClick={() => setDraft(null)} />
        </form>
      </li>
    );
  const removeButton = (
    <Button
      icon="trash"
      variant="minimal"
      aria-label={t("groups.removeGroup", { name: group.name })}
      disabled={full}
      loading={remove.isPending}
      onClick={() => remove.mutate()}
    />
  );
  return (
    <li className="services-group-row">
      <span className="services-group-name">{group.name}</span>
      <span className="services-muted">{t("groups.count", { count: group.servicesCount })}</span>
      <Button
        icon="edit"
        minimal
        aria-label={t("groups.renameGroup", { name: group.name })}
        onClick={() => setDraft(group.name)}
      />
      {full ? (
        <Tooltip content={t("groups.notEmpty")}>
          <span tabIndex={0} aria-label={t("groups.notEmpty")}>
            {removeButton}
          </span>
        </Tooltip>
      ) : (
        removeButton
      )}
    </li>
  );
}
