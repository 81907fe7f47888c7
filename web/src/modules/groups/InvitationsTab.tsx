import { Button } from "@blueprintjs/core";
import type { GroupView } from "@intranet/contracts/groups";
import { useState } from "react";
import { useDays } from "../../shared/useDateTime";
import { groupsApi } from "./api";
import { InviteDialog } from "./InviteDialog";
import { PeopleList } from "./PeopleList";
import { PersonRow } from "./PersonRow";
import { useGroupPeople } from "./useGroupPeople";
import { usePeopleStep } from "./usePeopleStep";
import { useGroupsTranslation } from "./i18n";

/** Invitations not answered yet (the group's managers): withdraw one, or invite more people. */
export function InvitationsTab({ group }: { group: GroupView }) {
  const { t } = useGroupsTranslation();
  const day = useDays().momentDay;
  const people = useGroupPeople(group._id, "invitations");
  const { run, pending } = usePeopleStep();
  const [inviting, setInviting] = useState(false);
  return (
    <div className="groups-tab">
      <div className="groups-toolbar">
        <Button intent="primary" icon="new-person" text={t("people.invite")} onClick={() => setInviting(true)} />
      </div>
      <PeopleList
        people={people}
        empty={t("people.noInvitations")}
        label={t("page.tabs.invitations")}
        row={(person) => (
          <PersonRow
            key={person.userId}
            person={person}
            detail={[person.position, t("people.invited", { date: day(person.since) })].filter(Boolean).join(" · ")}
          >
            <Button
              variant="outlined"
              icon="undo"
              text={t("people.withdrawInvitation")}
              loading={pending === `withdraw:${person.userId}`}
              disabled={pending !== null}
              onClick={() =>
                run(
                  `withdraw:${person.userId}`,
                  () => groupsApi.revoke(group._id, person.userId),
                  t("people.invitationWithdrawn"),
                )
              }
            />
          </PersonRow>
        )}
      />
      {inviting ? <InviteDialog group={group} onClose={() => setInviting(false)} /> : null}
    </div>
  );
}
