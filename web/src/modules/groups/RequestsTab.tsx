import { Button } from "@blueprintjs/core";
import type { GroupView } from "@intranet/contracts/groups";
import { usePersonName } from "../../shared/usePersonName";
import { useDays } from "../../shared/useDateTime";
import { groupsApi } from "./api";
import { PeopleList } from "./PeopleList";
import { PersonRow } from "./PersonRow";
import { useGroupPeople } from "./useGroupPeople";
import { usePeopleStep } from "./usePeopleStep";
import { useGroupsTranslation } from "./i18n";

/** Requests to join, oldest first (the group's managers): approve or reject each. */
export function RequestsTab({ group }: { group: GroupView }) {
  const { t } = useGroupsTranslation();
  const name = usePersonName();
  const day = useDays().momentDay;
  const people = useGroupPeople(group._id, "requests");
  const { run, pending } = usePeopleStep();
  return (
    <div className="groups-tab">
      <PeopleList
        people={people}
        empty={t("people.noRequests")}
        label={t("page.tabs.requests")}
        row={(person) => (
          <PersonRow
            key={person.userId}
            person={person}
            detail={[person.position, t("people.asked", { date: day(person.since) })].filter(Boolean).join(" · ")}
          >
            <Button
              intent="success"
              icon="tick"
              text={t("people.approve")}
              loading={pending === `approve:${person.userId}`}
              disabled={pending !== null}
              onClick={() =>
                run(
                  `approve:${person.userId}`,
                  () => groupsApi.approve(group._id, person.userId),
                  t("people.approved", { name: name(person) }),
                )
              }
            />
            <Button
              variant="outlined"
              icon="cross"
              text={t("people.reject")}
              loading={pending === `reject:${person.userId}`}
              disabled={pending !== null}
              onClick={() =>
                run(`reject:${person.userId}`, () => groupsApi.reject(group._id, person.userId), t("people.rejected"))
              }
            />
          </PersonRow>
        )}
      />
    </div>
  );
}
