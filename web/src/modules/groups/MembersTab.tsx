import { Button, Menu, MenuItem } from "@blueprintjs/core";
import { ClickPopover } from "../../ui/ClickPopover";
import type { GroupPersonView, GroupView } from "@intranet/contracts/groups";
import { useState } from "react";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { usePersonName } from "../../shared/usePersonName";
import { useDays } from "../../shared/useDateTime";
import { groupsApi } from "./api";
import { InviteDialog } from "./InviteDialog";
import { PeopleList } from "./PeopleList";
import { PersonRow } from "./PersonRow";
import { StandingTag } from "./StandingTag";
import { useGroupPeople } from "./useGroupPeople";
import { usePeopleStep } from "./usePeopleStep";
import { useGroupsTranslation } from "./i18n";

type Confirming = { kind: "remove" | "handOver"; person: GroupPersonView } | null;

/**
 * The group's members, owner and administrators first. Its managers change roles, remove members
 * and invite people; the owner (or a company admin) also hands the group over and removes administrators.
 */
export function MembersTab({ group, meId }: { group: GroupView; meId: string }) {
  const { t } = useGroupsTranslation();
  const name = usePersonName();
  const day = useDays().momentDay;
  const people = useGroupPeople(group._id, "members");
  const { run, pending } = usePeopleStep();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [inviting, setInviting] = useState(false);
  const manage = group.can.manage;
  const ownerPowers = group.can.delete;

  const menuOf = (person: GroupPersonView) => {
    if (!manage || person.userId === meId || person.role === "owner") return null;
    const onAdmin = person.role === "admin";
    if (onAdmin && !ownerPowers) return null;
    const who = name(person);
    const setRole = (role: "admin" | "member") =>
      run(
        `role:${person.userId}`,
        () => groupsApi.grant(group._id, person.userId, role),
        t("people.roleChanged", { name: who }),
      );
    return (
      <ClickPopover
        placement="bottom-end"
        content={
          <Menu>
            {onAdmin ? (
              <MenuItem icon="person" text={t("people.makeMember")} onClick={() => setRole("member")} />
            ) : (
              <MenuItem icon="shield" text={t("people.makeAdmin")} onClick={() => setRole("admin")} />
            )}
            {ownerPowers ? (
              <MenuItem
                icon="crown"
                text={t("people.handOver")}
                onClick={() => setConfirming({ kind: "handOver", person })}
              />
            ) : null}
            <MenuItem
              icon="blocked-person"
              intent="danger"
              text={t("people.remove")}
              onClick={() => setConfirming({ kind: "remove", person })}
            />
          </Menu>
        }
      >
        <Button
          variant="minimal"
          icon="more"
          loading={pending === `role:${person.userId}` || pending === `person:${person.userId}`}
          aria-label={`${t("ui:common.actions")}: ${who}`}
        />
      </ClickPopover>
    );
  };

  const confirm = () => {
    if (!confirming) return;
    const { kind, person } = confirming;
    const who = name(person);
    setConfirming(null);
    if (kind === "remove")
      run(
        `person:${person.userId}`,
        () => groupsApi.revoke(group._id, person.userId),
        t("people.removed", { name: who }),
      );
    else
      run(
        `person:${person.userId}`,
        () => groupsApi.replaceOwner(group._id, person.userId),
        t("people.handedOver", { name: who }),
      );
  };

  return (
    <div className="groups-tab">
      {manage ? (
        <div className="groups-toolbar">
          <Button intent="primary" icon="new-person" text={t("people.invite")} onClick={() => setInviting(true)} />
        </div>
      ) : null}
      <PeopleList
        people={people}
        empty={t("people.empty")}
        label={t("page.tabs.members")}
        row={(person) => (
          <PersonRow
            key={person.userId}
            person={person}
            detail={[person.position, t("page.since", { date: day(person.since) })].filter(Boolean).join(" · ")}
          >
            {person.role && person.role !== "member" ? <StandingTag standing={person.role} /> : null}
            {menuOf(person)}
          </PersonRow>
        )}
      />
      <ConfirmDialog
        open={confirming !== null}
        intent={confirming?.kind === "handOver" ? "primary" : "danger"}
        text={
          confirming
            ? t(confirming.kind === "remove" ? "people.removeConfirm" : "people.handOverConfirm", {
                name: name(confirming.person),
              })
            : ""
        }
        confirmText={confirming?.kind === "handOver" ? t("people.handOver") : t("people.remove")}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
      {inviting ? <InviteDialog group={group} onClose={() => setInviting(false)} /> : null}
    </div>
  );
}
