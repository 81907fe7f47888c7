import { NonIdealState } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PeopleField } from "../../../shared/PeopleField";
import { QueryState } from "../../../ui/QueryState";
import { vacationKeys, vacationsApi } from "../api";
import { useVacationsTranslation } from "../i18n";
import { PersonVacations } from "../person/PersonVacations";
import { AdjustButton } from "./AdjustButton";

/** HR's view of anyone: pick a person, then their balance and vacations, plan, change, adjust. */
export function EveryoneTab({ client }: { client: string }) {
  const { t } = useVacationsTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const user = chosen[0];
  return (
    <div className="vac-everyone">
      <PeopleField client={client} single label={t("everyone.person")} value={chosen} onChange={setChosen} />
      {user ? (
        <ChosenPerson key={user} user={user} client={client} />
      ) : (
        <NonIdealState icon="people" title={t("everyone.choose")} />
      )}
    </div>
  );
}

function ChosenPerson({ user, client }: { user: string; client: string }) {
  const { t } = useVacationsTranslation();
  const person = useQuery({ queryKey: vacationKeys.person(user), queryFn: () => vacationsApi.person(user) });
  if (!person.data) return <QueryState query={person} errorTitle={t("loadFailed")} />;
  return <PersonVacations view={person.data} client={client} forSelf={false} extra={<AdjustButton userId={user} />} />;
}
